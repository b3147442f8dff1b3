import type { SearchItem } from './item';
import { summariseSearchItem } from './search-results';

const item: SearchItem = {
  id: '/973178/44567',
  type: 'IMAGE',
  title: ['Cliffs on Coast'],
  dcTitleLangAware: { en: ['Cliffs on Coast'], nl: ['Kliffen aan de kust'] },
  dcDescriptionLangAware: { en: ['word '.repeat(100)] },
  dcCreatorLangAware: {
    def: ['http://data.europeana.eu/agent/55218923550599'],
    en: ['Joseph Mallord William Turner'],
  },
  dcCreator: ['Joseph Mallord William Turner'],
  dataProvider: ['Tate'],
  provider: ['tategallery/collection (GitHub)'],
  rights: ['http://rightsstatements.org/vocab/InC/1.0/'],
  edmPreview: ['http://localhost:3001/thumbnail/v2/url.json?uri=x&type=IMAGE'],
  edmIsShownBy: ['http://www.tate.org.uk/x.jpg'],
  score: 1,
};

describe('search result summaries', () => {
  it('keeps only the fields cards show', () => {
    expect(Object.keys(summariseSearchItem(item, 'en')).sort()).toEqual([
      'creator',
      'dataProvider',
      'description',
      'id',
      'preview',
      'rights',
      'title',
      'type',
    ]);
  });

  it('takes texts in the page locale, with fallback and their language', () => {
    expect(summariseSearchItem(item, 'nl').title).toEqual({
      text: 'Kliffen aan de kust',
      lang: 'nl',
    });
    expect(summariseSearchItem(item, 'de').title).toEqual({ text: 'Cliffs on Coast', lang: 'en' });
    // entity URIs are never shown as creator
    expect(summariseSearchItem(item, 'fr').creator).toEqual({
      text: 'Joseph Mallord William Turner',
      lang: 'en',
    });
  });

  it('cuts texts to 256 characters', () => {
    const description = summariseSearchItem(item, 'en').description!;
    expect(description.text.length).toBeLessThanOrEqual(256);
    expect(description.text.endsWith('…')).toBe(true);
  });

  it('falls back to the plain fields and leaves out what is missing', () => {
    const summary = summariseSearchItem(
      { id: '/1/a', title: ['Only a title'], dcCreator: ['http://data.europeana.eu/agent/1'] },
      'en',
    );
    expect(summary).toEqual({ id: '/1/a', title: { text: 'Only a title' } });
  });
});
