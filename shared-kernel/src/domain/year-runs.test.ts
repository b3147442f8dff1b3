import { collapseYearMap, collapseYearRuns } from './year-runs';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('year runs', () => {
  it('makes a run of consecutive years one range, BC years included', () => {
    expect(collapseYearRuns(range(-1550, -1500))).toEqual(['-1550 – -1500']);
    expect(collapseYearRuns(range(1914, 1918))).toEqual(['1914 – 1918']);
  });

  it('keeps short runs, gaps and other values as they are, in their order', () => {
    expect(collapseYearRuns(['1914', '1915'])).toEqual(['1914', '1915']);
    expect(collapseYearRuns(['0950', ' 1914'])).toEqual(['0950', ' 1914']);
    expect(collapseYearRuns([...range(1800, 1805), '1810', ...range(1900, 1902)])).toEqual([
      '1800 – 1805',
      '1810',
      '1900 – 1902',
    ]);
    expect(collapseYearRuns(['c. 1900', ...range(1900, 1903), '1850'])).toEqual([
      'c. 1900',
      '1900 – 1903',
      '1850',
    ]);
  });

  it('collapses each language of a map', () => {
    expect(collapseYearMap({ def: range(1500, 1510), en: ['1500'] })).toEqual({
      def: ['1500 – 1510'],
      en: ['1500'],
    });
  });

  it('keeps languages named like Object.prototype members as languages', () => {
    // JSON.parse, as records arrive: `__proto__` is an own key there, not the prototype.
    const map = collapseYearMap(
      JSON.parse('{"__proto__":["1914","1915","1916"],"toString":["x"]}'),
    );
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.entries(map)).toEqual([
      ['__proto__', ['1914 – 1916']],
      ['toString', ['x']],
    ]);
  });
});
