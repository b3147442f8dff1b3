import { entityUris, localise, localiseFirst, truncate, type LanguageMap } from './language-map';

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

  it("reads only a map's own languages, never inherited members", () => {
    const odd = JSON.parse('{"constructor":["ctor only"],"en":["zzrecL1"]}') as LanguageMap;
    expect(localise(odd, 'constructor')).toEqual({ values: ['ctor only'], lang: 'constructor' });
    expect(localise(odd, 'de')).toEqual({ values: ['zzrecL1'], lang: 'en' });
    // `toString` and `constructor` absent from the map: absent, not Object.prototype's functions
    expect(localise({ nl: ['Titel'] }, 'toString')).toEqual({ values: ['Titel'], lang: 'nl' });
    expect(localise({ nl: ['Titel'] }, 'constructor')).toEqual({ values: ['Titel'], lang: 'nl' });
    expect(localise({}, 'toString')).toBeUndefined();
    expect(localiseFirst(JSON.parse('{"toString":"Kunst"}'), 'toString')).toBe('Kunst');
  });
});
