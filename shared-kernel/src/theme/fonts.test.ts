import { FALLBACK_FONT_FAMILY, fallbackFontFaces } from './fonts';
import { fontFamily } from './tokens';

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
