import { setIdOf, setItemRecordId, setText } from './set';

describe('sets', () => {
  it('shows a text in the page language, else in the one it falls back to', () => {
    expect(setText({ en: 'Mills', nl: 'Molens' }, 'nl')).toEqual({
      text: 'Molens',
      lang: 'nl',
    });
    expect(setText({ en: 'Mills' }, 'nl')).toEqual({ text: 'Mills', lang: 'en' });
    expect(setText({ def: 'Mills' }, 'nl')).toEqual({ text: 'Mills' });
    expect(setText({ en: '  ' }, 'en')).toBeUndefined();
  });

  it('reads set numbers and record ids from their URIs', () => {
    expect(setIdOf('http://data.europeana.eu/set/10001')).toBe('10001');
    expect(setItemRecordId('http://data.europeana.eu/item/1/a')).toBe('/1/a');
    expect(setItemRecordId({ id: '/1/a' })).toBe('/1/a');
  });
});
