import { mediaHash } from './media-hash';

describe('media hash', () => {
  it('is the hex md5 of the URL, the same every time', () => {
    expect(mediaHash('http://example.org/a.jpg')).toBe('079d45637bfd1b8f5e3783081b5947ef');
    expect(mediaHash('http://example.org/a.jpg')).toBe('079d45637bfd1b8f5e3783081b5947ef');
    expect(mediaHash('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
});
