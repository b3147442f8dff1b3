import { entityUris, localise, localiseFirst, truncate } from './language-map';

describe('language maps', () => {
  const title = {
    en: ['The Night Watch'],
    nl: ['De Nachtwacht'],
    def: ['http://data.europeana.eu/agent/1'],
  };

  it('prefers the page locale, then untagged text, then English, then any language', () => {
    expect(localise(title, 'nl')).toEqual({ values: ['De Nachtwacht'], lang: 'nl' });
    expect(localise(title, 'de')).toEqual({ values: ['The Night Watch'], lang: 'en' });
    expect(localise({ def: ['Untagged'], en: ['English'] }, 'fr')).toEqual({
      values: ['Untagged'],
    });
    expect(localise({ fi: ['Suomi'] }, 'de')).toEqual({ values: ['Suomi'], lang: 'fi' });
    expect(localise(undefined, 'en')).toBeUndefined();
  });

  it('handles entity-style maps with one string per language', () => {
    expect(localiseFirst({ en: 'Art', de: 'Kunst' }, 'de')).toBe('Kunst');
  });

  it('keeps entity URIs out of displayed values and lists them', () => {
    expect(localise({ def: ['http://data.europeana.eu/agent/1'] }, 'en')).toBeUndefined();
    expect(entityUris(title)).toEqual(['http://data.europeana.eu/agent/1']);
  });

  it('cuts text to 256 characters', () => {
    const long = 'word '.repeat(100);
    expect(truncate(long).length).toBeLessThanOrEqual(256);
    expect(truncate(long).endsWith('…')).toBe(true);
    expect(truncate('short')).toBe('short');
  });
});
