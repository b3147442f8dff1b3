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

  it('names the Record API to resolve the record from (recordApiUrl), as the Europeana portal does', () => {
    const proxy = createMediaProxyApi(
      'https://proxy.europeana.eu/media',
      'https://api.europeana.eu/record/',
    );
    expect(proxy.recordApiUrl).toBe('https://api.europeana.eu/record');
    const download = new URL(proxy.url('/90402/SK_C_5', 'http://example.org/a.jpg'));
    expect(download.pathname).toBe('/media/90402/SK_C_5/079d45637bfd1b8f5e3783081b5947ef');
    expect([...download.searchParams]).toEqual([
      ['recordApiUrl', 'https://api.europeana.eu/record'],
    ]);
    const inline = new URL(proxy.url('/90402/SK_C_5', 'http://example.org/a.pdf', 'inline'));
    expect([...inline.searchParams]).toEqual([
      ['disposition', 'inline'],
      ['recordApiUrl', 'https://api.europeana.eu/record'],
    ]);
  });

  it('refuses anything that is not a record id', () => {
    const proxy = createMediaProxyApi('/api/media');
    expect(() => proxy.url('../etc', 'http://example.org/a.jpg')).toThrow(RangeError);
  });
});
