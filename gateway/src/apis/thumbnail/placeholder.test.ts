import { initialOf, placeholderLayout, placeholderSvg } from './placeholder';

describe('placeholder thumbnails', () => {
  // Cards crop thumbnails to their own shape: the item page's strip to a square, mosaic tiles to
  // up to 2:1. Whatever is drawn must stay inside every such crop of the placeholder.
  it.each([
    [400, 300],
    [400, 800],
    [400, 200],
    [200, 150],
  ])('keeps the letter and the icon inside any crop between square and 2:1 (%i×%i)', (w, h) => {
    const short = Math.min(w, h);
    for (const withLetter of [true, false]) {
      const { iconSize, iconX, iconY, letterY } = placeholderLayout(w, h, withLetter);
      // horizontally: within the centred square
      expect(iconX).toBeGreaterThanOrEqual((w - short) / 2);
      expect(iconX + iconSize).toBeLessThanOrEqual((w + short) / 2);
      // vertically: within a third of the short side from the centre (the middle of a 2:1 crop)
      const third = short / 3;
      expect(iconY).toBeGreaterThanOrEqual(h / 2 - third);
      expect(iconY + iconSize).toBeLessThanOrEqual(h / 2 + third);
      expect(Math.abs(letterY - h / 2)).toBeLessThan(third / 2);
    }
  });

  it('draws the icon under the letter, not over it', () => {
    const { iconY, letterY } = placeholderLayout(400, 300, true);
    // the letter's cap height is about 0.3 of the short side, centred on letterY
    expect(iconY).toBeGreaterThan(letterY + 0.15 * 300);
  });

  it('is the same drawing for the same input, lettered with the first letter or digit', () => {
    const spec = {
      seed: 'a3f29c',
      type: 'TEXT' as const,
      title: '<Beowulf>',
      width: 400,
      height: 300,
    };
    expect(placeholderSvg(spec)).toBe(placeholderSvg(spec));
    expect(placeholderSvg(spec)).toContain('>B</text>');
    expect(initialOf('«La Ronde»')).toBe('L');
  });
});
