import { createThumbnailApi, originalMediaUrl, ThumbnailApiUrlError } from './thumbnail-api';

describe('thumbnail API', () => {
  it('needs a base URL ending in /v3', () => {
    expect(() => createThumbnailApi('https://api.europeana.eu/thumbnail/v2')).toThrow(
      ThumbnailApiUrlError,
    );
    expect(() => createThumbnailApi('/api/thumbnail/v3/')).not.toThrow();
  });

  it('builds {base}/{size}/{md5 of the media URL}', () => {
    const api = createThumbnailApi('/api/thumbnail/v3');
    expect(api.media('http://example.org/a.jpg')).toBe(
      '/api/thumbnail/v3/200/079d45637bfd1b8f5e3783081b5947ef',
    );
    expect(api.media('http://example.org/a.jpg', 'large')).toBe(
      '/api/thumbnail/v3/400/079d45637bfd1b8f5e3783081b5947ef',
    );
  });

  it('converts v2 preview URLs to the media URL they point at', () => {
    const v2 =
      'https://api.europeana.eu/thumbnail/v2/url.json?uri=http%3A%2F%2Fexample.org%2Fa.jpg&type=IMAGE';
    expect(originalMediaUrl(v2)).toBe('http://example.org/a.jpg');
    expect(originalMediaUrl('http://example.org/b.jpg')).toBe('http://example.org/b.jpg');
  });
});
