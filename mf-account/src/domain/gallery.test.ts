import { creatorOf, editedGalleryBody, isCreator } from './gallery';

describe('gallery helpers', () => {
  it('knows the creator by the user URI the Set API writes', () => {
    const creator = creatorOf({
      creator: { id: 'http://data.europeana.eu/user/u1', nickname: 'ada' },
    });
    expect(creator).toEqual({ id: 'http://data.europeana.eu/user/u1', name: 'ada' });
    expect(isCreator(creator.id, 'u1')).toBe(true);
    expect(isCreator(creator.id, 'u2')).toBe(false);
    expect(isCreator(creator.id, undefined)).toBe(false);
    expect(isCreator(undefined, 'u1')).toBe(false);
    expect(creatorOf({ creator: 'http://data.europeana.eu/user/u1' })).toEqual({
      id: 'http://data.europeana.eu/user/u1',
    });
  });

  describe('the body of an edited gallery', () => {
    const values = { title: 'Molens', description: 'Oud', private: false };

    it('replaces the texts shown in the page language, keeping the other languages', () => {
      const set = {
        title: { en: 'Mills', nl: 'Molentjes' },
        description: { en: 'Old', nl: 'Heel oud' },
      };
      expect(editedGalleryBody(set, values, 'nl')).toEqual({
        type: 'Collection',
        title: { en: 'Mills', nl: 'Molens' },
        description: { en: 'Old', nl: 'Oud' },
        visibility: 'public',
      });
    });

    it('replaces a text shown in the language it fell back to', () => {
      const set = { title: { en: 'Mills', fr: 'Moulins' }, description: { def: 'Old' } };
      expect(editedGalleryBody(set, values, 'nl')).toEqual({
        type: 'Collection',
        title: { fr: 'Moulins', nl: 'Molens' },
        description: { nl: 'Oud' },
        visibility: 'public',
      });
    });

    it('drops a description cleared in the form, and sends privacy as the form says', () => {
      const set = { title: { nl: 'Molens' }, description: { nl: 'Oud' } };
      expect(
        editedGalleryBody(set, { title: 'Molens', description: ' ', private: true }, 'nl'),
      ).toEqual({ type: 'Collection', title: { nl: 'Molens' }, visibility: 'private' });
    });

    it('keeps a language named like an object member as a language', () => {
      const title = JSON.parse('{"__proto__": "Proto", "en": "Mills"}') as Record<string, string>;
      const body = editedGalleryBody({ title }, values, 'en');
      expect(Object.getPrototypeOf(body.title)).toBe(Object.prototype);
      expect(Object.entries(body.title)).toEqual([
        ['__proto__', 'Proto'],
        ['en', 'Molens'],
      ]);
    });
  });
});
