import {
  asLanguageMap,
  capLanguageMap,
  languagesOf,
  mergeLanguageMaps,
  untaggedPart,
} from './record-language-map';

describe('record language maps', () => {
  it('keeps language maps and turns legacy plain values into untagged values', () => {
    expect(asLanguageMap({ en: ['Title'], nl: 'Titel' })).toEqual({ en: ['Title'], nl: ['Titel'] });
    expect(asLanguageMap(['a', 'b'])).toEqual({ def: ['a', 'b'] });
    expect(asLanguageMap('Västergötlands museum')).toEqual({ def: ['Västergötlands museum'] });
    expect(asLanguageMap(1821)).toEqual({ def: ['1821'] });
  });

  it('drops nulls, blanks and anything that is not text', () => {
    expect(asLanguageMap(null)).toBeUndefined();
    expect(asLanguageMap(undefined)).toBeUndefined();
    expect(asLanguageMap('  ')).toBeUndefined();
    expect(asLanguageMap([])).toBeUndefined();
    expect(asLanguageMap({ en: [], def: [null, ' '] })).toBeUndefined();
    expect(asLanguageMap({ en: ['ok', { nested: true }] })).toEqual({ en: ['ok'] });
  });

  it('merges language by language without duplicates, in order of appearance', () => {
    expect(
      mergeLanguageMaps({ def: ['http://x/1'], en: ['painting'] }, undefined, {
        def: ['http://x/1', 'http://x/2'],
        nl: ['schilderij'],
      }),
    ).toEqual({ def: ['http://x/1', 'http://x/2'], en: ['painting'], nl: ['schilderij'] });
    expect(mergeLanguageMaps(undefined, undefined)).toBeUndefined();
  });

  it('caps every language list', () => {
    const many = Array.from({ length: 15 }, (_, i) => `v${i}`);
    expect(capLanguageMap({ en: many, de: ['x'] }, 10)).toEqual({
      en: many.slice(0, 10),
      de: ['x'],
    });
  });

  it('separates untagged values and lists the tagged languages', () => {
    expect(untaggedPart({ def: ['a'], und: ['b'], en: ['c'] })).toEqual({ def: ['a'], und: ['b'] });
    expect(untaggedPart({ en: ['c'] })).toBeUndefined();
    expect(languagesOf({ def: ['a'], en: ['c'], fr: [] as string[], nl: ['d'] })).toEqual([
      'en',
      'nl',
    ]);
  });
});
