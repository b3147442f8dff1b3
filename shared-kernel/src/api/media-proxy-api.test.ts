import { createMediaProxyApi } from './media-proxy-api';

describe('media proxy', () => {
  it('builds {base}/{datasetId}/{localId}/{md5 of the media URL}', () => {
    const proxy = createMediaProxyApi('/api/media/');
    expect(proxy.url('/90402/SK_C_5', 'http://example.org/a.jpg')).toBe(
      '/api/media/90402/SK_C_5/079d45637bfd1b8f5e3783081b5947ef',
    );
  });

  it('asks for documents to open in the browser with disposition=inline', () => {
    const proxy = createMediaProxyApi('/api/media');
    expect(proxy.url('/90402/SK_C_5', 'http://example.org/a.pdf', 'inline')).toBe(
      '/api/media/90402/SK_C_5/8a4c465a8c897e27222993dd1309b98a?disposition=inline',
    );
  });

  it('refuses anything that is not a record id', () => {
    const proxy = createMediaProxyApi('/api/media');
    expect(() => proxy.url('../etc', 'http://example.org/a.jpg')).toThrow(RangeError);
  });
});
