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

  describe('language keys named like Object.prototype members', () => {
    // JSON.parse, as records arrive: `__proto__` becomes an own key, not the prototype.
    const odd = (): Record<string, unknown> =>
      JSON.parse(
        '{"constructor":["ctor only"],"toString":["str only"],"__proto__":["proto only"],"en":["zzrecL1"]}',
      ) as Record<string, unknown>;

    it('keeps their values as languages like any other', () => {
      const map = asLanguageMap(odd())!;
      expect(Object.keys(map)).toEqual(['constructor', 'toString', '__proto__', 'en']);
      expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
      expect(map.constructor).toEqual(['ctor only']);
      expect(map.toString).toEqual(['str only']);
      expect(Object.getOwnPropertyDescriptor(map, '__proto__')?.value).toEqual(['proto only']);
      expect(map.en).toEqual(['zzrecL1']);
    });

    it('merges them without finding inherited members', () => {
      const a = asLanguageMap(odd());
      const b = asLanguageMap(JSON.parse('{"constructor":["ctor only","more"],"def":["x"]}'));
      const merged = mergeLanguageMaps(a, b)!;
      expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
      expect(Object.entries(merged)).toEqual([
        ['constructor', ['ctor only', 'more']],
        ['toString', ['str only']],
        ['__proto__', ['proto only']],
        ['en', ['zzrecL1']],
        ['def', ['x']],
      ]);
      // a map without them: nothing inherited is taken for a list
      expect(mergeLanguageMaps({ en: ['a'] }, { en: ['b'] })).toEqual({ en: ['a', 'b'] });
      expect(mergeLanguageMaps(JSON.parse('{"toString":["t"]}'))).toEqual(
        JSON.parse('{"toString":["t"]}'),
      );
    });

    it('caps and lists them', () => {
      const capped = capLanguageMap(asLanguageMap(odd())!, 1);
      expect(Object.getPrototypeOf(capped)).toBe(Object.prototype);
      expect(Object.keys(capped)).toEqual(['constructor', 'toString', '__proto__', 'en']);
      expect(languagesOf(asLanguageMap(odd()))).toEqual([
        'constructor',
        'toString',
        '__proto__',
        'en',
      ]);
      expect(untaggedPart(asLanguageMap(odd()))).toBeUndefined();
    });
  });
});
