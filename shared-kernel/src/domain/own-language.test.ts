import { ownLanguageList, ownLanguageValue, setLanguageValue } from './own-language';

describe('own languages of a language map', () => {
  it('reads no inherited member as a language', () => {
    const map: Record<string, string[]> = { en: ['a'] };
    expect(ownLanguageValue(map, 'en')).toEqual(['a']);
    for (const lang of ['constructor', 'toString', 'hasOwnProperty', '__proto__'])
      expect(ownLanguageValue(map, lang)).toBeUndefined();
    expect(ownLanguageValue(undefined, 'en')).toBeUndefined();
    expect(ownLanguageValue(JSON.parse('{"toString":["t"]}'), 'toString')).toEqual(['t']);
  });

  it('makes lists under any name, the prototype left alone', () => {
    const map: Record<string, string[]> = {};
    for (const lang of ['constructor', 'toString', '__proto__', 'en'])
      ownLanguageList(map, lang).push(lang);
    ownLanguageList(map, 'constructor').push('again');
    setLanguageValue(map, '__proto__', ['set']);
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.entries(map)).toEqual([
      ['constructor', ['constructor', 'again']],
      ['toString', ['toString']],
      ['__proto__', ['set']],
      ['en', ['en']],
    ]);
  });
});
