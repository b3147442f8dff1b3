import { FALLBACK_FONT_FAMILY, fallbackFontFaces, fontFaces } from './fonts';
import { fontFamily, fontWeights } from './tokens';

describe('font fallback', () => {
  it('comes right after Open Sans, before the system fonts', () => {
    expect(fontFamily).toMatch(new RegExp(`^'Open Sans', '${FALLBACK_FONT_FAMILY}', `));
  });

  it('is a local Arial resized to Open Sans, with its ascent and descent, for every weight', () => {
    const faces = fallbackFontFaces.map((face) => face['@font-face']);
    expect(faces.map((face) => face.fontWeight)).toEqual(['100 500', '600', '700 900']);
    for (const face of faces) {
      expect(face.src).toMatch(/^local\('Arial/);
      expect(face.src).not.toMatch(/url\(/);
      // The overrides are scaled by size-adjust: times it, they give Open Sans's own metrics.
      const scale = parseFloat(face.sizeAdjust) / 100;
      expect((parseFloat(face.ascentOverride) / 100) * scale).toBeCloseTo(1.0688, 3);
      expect((parseFloat(face.descentOverride) / 100) * scale).toBeCloseTo(0.293, 3);
      expect(face.lineGapOverride).toBe('0%');
    }
  });
});

describe('Open Sans faces', () => {
  const faces = fontFaces.map((face) => face['@font-face']);

  it('give every weight the theme uses from one variable file per script', () => {
    expect(faces).toHaveLength(4);
    for (const face of faces) {
      const [low, high] = face.fontWeight.split(' ').map(Number);
      for (const weight of Object.values(fontWeights)) {
        expect(weight).toBeGreaterThanOrEqual(low!);
        expect(weight).toBeLessThanOrEqual(high!);
      }
      expect(face.fontDisplay).toBe('swap');
    }
  });

  it('have one face per script, each with its own unicode-range', () => {
    const ranges = faces.map((face) => face.unicodeRange);
    expect(new Set(ranges).size).toBe(ranges.length);
    expect(ranges[0]).toMatch(/^U\+0000-00FF,/);
  });
});
