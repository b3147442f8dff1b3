import { parseWellFormedJson, wellFormed } from './well-formed-text';

describe('well-formed text', () => {
  it('replaces lone surrogates and keeps pairs', () => {
    const lone = `a ${String.fromCharCode(0xd800)} b ${String.fromCharCode(0xdc00)} 🎨`;
    expect(wellFormed(lone)).toBe('a \uFFFD b \uFFFD 🎨');
    expect(() => encodeURIComponent(wellFormed(lone))).not.toThrow();
  });

  it('parses JSON whose strings spell half a pair into text', () => {
    expect(parseWellFormedJson(String.raw`{"t":["x \ud800","\ud83c\udfa8"]}`)).toEqual({
      t: ['x \uFFFD', '🎨'],
    });
    expect(parseWellFormedJson('{"t":1}')).toEqual({ t: 1 });
  });
});
