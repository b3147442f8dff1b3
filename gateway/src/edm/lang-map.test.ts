import {
  addToLangMap,
  allValues,
  filterLangMap,
  isUri,
  mergeLangMaps,
  toLangMap,
} from './lang-map';

describe('isUri', () => {
  it('agrees with /^(https?|urn|ftp):/i', () => {
    const pattern = /^(https?|urn|ftp):/i;
    const samples = ['', 'h', 'http', 'http:', 'https:x', 'HTTPS://a', 'HtTp:', 'httpx:', 'urn:x'];
    samples.push('URN:', 'ur:', 'ftp:', 'FTP:/', 'ftps:', '(ttp:', 'hTTps', ' http:', 'http :');
    samples.push('\u0130ttp:', 'H\u0131tp:', 'ſ', 'xhttp:', 'urn', 'ftp', '@ttp:', '`rn:');
    for (const s of samples) expect([s, isUri(s)]).toEqual([s, pattern.test(s)]);
  });

  it('converts other values to text like the regex (malformed data)', () => {
    for (const v of [5, null, ['http://x'], { a: 1 }])
      expect(isUri(v as never)).toBe(/^(https?|urn|ftp):/i.test(v as never));
  });
});

describe('allValues', () => {
  it('removes duplicates of a one-language list, first occurrence kept', () => {
    expect(allValues({ en: ['a', 'b', 'a', 'c', 'b'] })).toEqual(['a', 'b', 'c']);
    const list = ['a', 'b'];
    expect(allValues({ en: list })).toBe(list);
  });

  it('puts def first, then the languages in key order', () => {
    expect(allValues({ en: ['b', 'a'], def: ['a'], fr: ['c', 'b'] })).toEqual(['a', 'b', 'c']);
  });
});

describe('language keys named like Object.prototype members', () => {
  const names = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

  it('are keys of their own in the maps built from input', () => {
    for (const lang of names) {
      const raw = JSON.parse(`{"${lang}": ["a", "b"], "en": "c"}`) as Record<string, unknown>;
      const map = toLangMap(raw)!;
      expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
      expect(Object.entries(map)).toEqual([
        [lang, ['a', 'b']],
        ['en', ['c']],
      ]);
      expect(Object.entries(mergeLangMaps(map, { [lang]: ['d'] })!)).toEqual([
        [lang, ['a', 'b', 'd']],
        ['en', ['c']],
      ]);
      const added: Record<string, string[]> = {};
      addToLangMap(added, lang, ['x']);
      expect(Object.entries(added)).toEqual([[lang, ['x']]]);
    }
  });

  it('select nothing the map does not hold', () => {
    for (const lang of names) expect(filterLangMap({ en: ['a'] }, [lang])).toBeUndefined();
  });
});
