import { contrastRatio } from './contrast';
import { breakpoints, colours } from './tokens';

describe('theme colours', () => {
  // Every text/background pair the components use must meet WCAG AA (4.5:1 for body text).
  const pairs: Array<[string, string]> = [
    [colours.text, colours.surface],
    [colours.text, colours.surfaceAlt],
    [colours.textSecondary, colours.surface],
    [colours.textSecondary, colours.surfaceAlt],
    [colours.accent, colours.surface],
    [colours.accentStrong, colours.surfaceAlt],
    [colours.onAccent, colours.accent],
    [colours.onAccent, colours.accentHover],
    [colours.danger, colours.surface],
    [colours.success, colours.surface],
    [colours.onAccent, colours.danger],
  ];

  it.each(pairs)('%s on %s meets AA contrast', (foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the brief accent off the grey surface for text (it misses AA there)', () => {
    expect(contrastRatio(colours.accent, colours.surfaceAlt)).toBeLessThan(4.5);
  });

  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(() => contrastRatio('red', '#fff')).toThrow(RangeError);
  });
});

describe('breakpoints', () => {
  it('are the layout breakpoints of spec §9 in order', () => {
    expect(Object.values(breakpoints)).toEqual([576, 768, 992, 1200, 1400, 1880, 2520, 3020, 3600]);
  });
});
