import { sharpPreviewBox, sharpPreviewUrl } from './sharp-preview';

describe('sharp preview size', () => {
  const unknown = { width: 0, height: 0 };

  it('is the larger side of the box in device pixels, rounded up to 400', () => {
    expect(sharpPreviewBox({ width: 900, height: 585 }, 1, unknown)).toBe(1200);
    expect(sharpPreviewBox({ width: 500, height: 700 }, 1, unknown)).toBe(800);
    expect(sharpPreviewBox({ width: 700, height: 455 }, 2, unknown)).toBe(1600);
  });

  it('stops at 2000 pixels', () => {
    expect(sharpPreviewBox({ width: 1400, height: 900 }, 2, unknown)).toBe(2000);
  });

  it('is not needed when the thumbnail has the pixels', () => {
    expect(sharpPreviewBox({ width: 380, height: 250 }, 1, unknown)).toBeUndefined();
    // A portrait thumbnail 400 wide and 600 high fills a box 380 × 570.
    expect(sharpPreviewBox({ width: 380, height: 570 }, 1.5, { width: 400, height: 600 })).toBe(
      1200,
    );
    expect(sharpPreviewBox({ width: 260, height: 390 }, 1.5, { width: 400, height: 600 })).toBe(
      undefined,
    );
  });
});

describe('sharp preview URL', () => {
  it('fits the image service in the box (the same request in Image API 2 and 3)', () => {
    expect(sharpPreviewUrl('https://iiif.example.org/image/42/info.json', 1200)).toBe(
      'https://iiif.example.org/image/42/full/!1200,1200/0/default.jpg',
    );
  });

  it('has nothing to ask of a plain image', () => {
    expect(sharpPreviewUrl({ type: 'image', url: 'https://example.org/a.jpg' }, 1200)).toBe(
      undefined,
    );
  });
});
