import { ImageRequestError, parseImageRequest, type ImageRequestParts } from './image-request';

const parse = (region: string, size: string, rotation = '0', qualityFormat = 'default.jpg') =>
  parseImageRequest(
    { region, size, rotation, qualityFormat } satisfies ImageRequestParts,
    1000,
    600,
  );

describe('IIIF image request parsing', () => {
  it('resolves regions', () => {
    expect(parse('full', 'max').region).toEqual({ left: 0, top: 0, width: 1000, height: 600 });
    expect(parse('square', 'max').region).toEqual({ left: 200, top: 0, width: 600, height: 600 });
    expect(parse('900,500,300,300', 'max').region).toEqual({
      left: 900,
      top: 500,
      width: 100,
      height: 100,
    });
    expect(parse('pct:10,50,50,50', 'max').region).toEqual({
      left: 100,
      top: 300,
      width: 500,
      height: 300,
    });
  });

  it('resolves sizes, keeping the aspect ratio where the form says so', () => {
    const dims = (size: string, region = 'full') => {
      const ops = parse(region, size);
      return [ops.width, ops.height];
    };
    expect(dims('max')).toEqual([1000, 600]);
    expect(dims('500,')).toEqual([500, 300]);
    expect(dims(',300')).toEqual([500, 300]);
    expect(dims('pct:25')).toEqual([250, 150]);
    expect(dims('200,200')).toEqual([200, 200]);
    expect(dims('!200,200')).toEqual([200, 120]);
    // `!w,h` bounds the image: a box larger than the region gives the region, not an error.
    expect(dims('!4000,4000')).toEqual([1000, 600]);
    expect(dims('!4000,300')).toEqual([500, 300]);
    expect(dims('^!4000,1800')).toEqual([3000, 1800]);
    // ...and a box beyond the server's limits gives the largest image within them.
    const [width = 0, height = 1] = dims('^!100000,100000');
    expect(width * height).toBeLessThanOrEqual(4096 * 4096);
    expect(width / height).toBeCloseTo(1000 / 600, 2);
    expect(dims('^2000,')).toEqual([2000, 1200]);
    expect(dims('256,', '0,0,512,512')).toEqual([256, 256]);
  });

  it('reads rotation, mirroring, quality and format, and names the canonical request', () => {
    const ops = parse('full', '500,', '!90', 'gray.webp');
    expect([ops.mirror, ops.rotation, ops.quality, ops.format]).toEqual([true, 90, 'gray', 'webp']);
    expect(ops.canonical).toBe('full/500,300/!90/gray.webp');
    expect(parse('0,0,1000,600', 'max').canonical).toBe('full/max/0/default.jpg');
  });

  it('reads a full turn (360, 360.0, mirrored too) as no turn', () => {
    for (const rotation of ['360', '360.0', '!360']) {
      const ops = parse('full', 'max', rotation);
      expect([rotation, ops.rotation, ops.mirror]).toEqual([rotation, 0, rotation.startsWith('!')]);
    }
    expect(parse('full', 'max', '360').canonical).toBe('full/max/0/default.jpg');
    // The largest upscaled size is `^max` however it was asked for (§4.7).
    const largest = parse('0,0,10,10', '^max');
    expect(largest.canonical).toBe('0,0,10,10/^max/0/default.jpg');
    expect(parse('0,0,10,10', `^${largest.width},`).canonical).toBe('0,0,10,10/^max/0/default.jpg');
    expect(parse('0,0,10,10', '^20,').canonical).toBe('0,0,10,10/^20,20/0/default.jpg');
  });

  it('takes a percentage region to the pixel it falls in, up to the last one', () => {
    const ops = parse('pct:99.99,99.99,100,100', 'max');
    expect(ops.canonical.split('/')[0]).toMatch(/^\d+,\d+,1,1$/);
  });

  it('answers 400 for a malformed request and for a rotation or format not offered (§4.3, §4.5)', () => {
    const statusOf = (rotation: string, qualityFormat: string): number | undefined => {
      try {
        parse('full', 'max', rotation, qualityFormat);
        return undefined;
      } catch (error) {
        return (error as ImageRequestError).status;
      }
    };
    expect(statusOf('45', 'default.jpg')).toBe(400);
    expect(statusOf('!22.5', 'default.jpg')).toBe(400);
    expect(statusOf('0', 'default.gif')).toBe(400);
    expect(statusOf('0', 'default.jp2')).toBe(400);
    expect(statusOf('361', 'default.jpg')).toBe(400);
    expect(statusOf('x', 'default.jpg')).toBe(400);
    expect(statusOf('0', 'default.bmp')).toBe(400);
    expect(statusOf('0', 'sepia.jpg')).toBe(400);
  });

  it.each([
    ['bogus', 'max', '0', 'default.jpg', /region/],
    ['0,0,0,10', 'max', '0', 'default.jpg', /no area/],
    ['2000,0,10,10', 'max', '0', 'default.jpg', /outside/],
    ['full', '2000,', '0', 'default.jpg', /\^/],
    ['full', 'pct:200', '0', 'default.jpg', /\^/],
    ['full', '!200,', '0', 'default.jpg', /size/],
    ['full', ',', '0', 'default.jpg', /size/],
    ['full', '0,', '0', 'default.jpg', /empty image/],
    // A best-fit box with no width or height is as empty as `0,` (not a 1×1 image).
    ['full', '!0,0', '0', 'default.jpg', /empty image/],
    ['full', '!0,300', '0', 'default.jpg', /empty image/],
    ['full', '!300,0', '0', 'default.jpg', /empty image/],
    ['full', '^!0,0', '0', 'default.jpg', /empty image/],
    ['full', '^20000,', '0', 'default.jpg', /limits/],
    ['full', 'max', '45', 'default.jpg', /0, 90, 180 or 270/],
    ['full', 'max', 'x', 'default.jpg', /rotation/],
    ['full', 'max', '0', 'sepia.jpg', /quality/],
    ['full', 'max', '0', 'default.tif', /format/],
    ['full', 'max', '0', 'default', /quality|format/],
  ])('rejects %s/%s/%s/%s', (region, size, rotation, qf, message) => {
    expect(() => parse(region, size, rotation, qf)).toThrow(ImageRequestError);
    expect(() => parse(region, size, rotation, qf)).toThrow(message);
  });
});
