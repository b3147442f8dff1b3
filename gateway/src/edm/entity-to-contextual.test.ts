import { prefLabelMap } from './entity-to-contextual';

describe('Entity API labels as record language maps', () => {
  it('keeps one label per language, blanks dropped', () => {
    expect(prefLabelMap({ en: ' Rembrandt ', nl: '' })).toEqual({ en: ['Rembrandt'] });
    expect(prefLabelMap({})).toBeUndefined();
    expect(prefLabelMap(undefined)).toBeUndefined();
  });

  it('keeps languages named like Object.prototype members as languages', () => {
    // JSON.parse, as documents arrive: `__proto__` is an own key there, not the prototype.
    const map = prefLabelMap(
      JSON.parse('{"constructor":"ctor only","toString":"str only","__proto__":"proto only"}'),
    )!;
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.entries(map)).toEqual([
      ['constructor', ['ctor only']],
      ['toString', ['str only']],
      ['__proto__', ['proto only']],
    ]);
  });
});
