import { providerPageUrl } from './provider-page';

describe("the provider's page of edmIsShownAt", () => {
  it('unwraps api2 redirects, decoding the page URL once or twice as the records have it', () => {
    expect(
      providerPageUrl(
        'https://api.europeana.eu/api/api2demo/redirect?shownAt=http%3A%2F%2Fwww.mimo-db.eu%2FGNM%2F693983&provider=MIMO&profile=full',
      ),
    ).toBe('http://www.mimo-db.eu/GNM/693983');
    expect(
      providerPageUrl(
        'http://localhost:8080/api/73678821/redirect?shownAt=http%253A%252F%252Fgyujtemeny.imm.hu%252Fgyujtemeny%252F7339%253Fbt%253Deuropeanaapi&provider=Partage%2BPlus',
      ),
    ).toBe('http://gyujtemeny.imm.hu/gyujtemeny/7339?bt=europeanaapi');
    // The key taken out by the client leaves an empty segment.
    expect(
      providerPageUrl('https://api.europeana.eu/api//redirect?shownAt=https%3A%2F%2Fx.org'),
    ).toBe('https://x.org');
  });

  it('keeps any other URL, and a redirect whose page is no web address', () => {
    expect(providerPageUrl('http://www9.vgregion.se/objekt.aspx?ID=1')).toBe(
      'http://www9.vgregion.se/objekt.aspx?ID=1',
    );
    const odd = 'https://api.europeana.eu/api/k/redirect?shownAt=javascript%3Aalert(1)';
    expect(providerPageUrl(odd)).toBe(odd);
  });

  it('is no page unless an absolute http(s) URL, nor is the page a redirect names', () => {
    for (const value of [
      'javascript:alert(31)',
      'data:text/html,<script>alert(31)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/landing',
      '/objects/1',
      'objects/1',
      'not a URL',
      '',
    ]) {
      expect(providerPageUrl(value)).toBeUndefined();
    }
    // a redirect whose page is of another scheme leads nowhere else than the redirect itself
    const redirect = 'https://api.europeana.eu/api/k/redirect?shownAt=';
    for (const shownAt of ['data:text/html,x', '//evil.example/landing', 'vbscript:x']) {
      expect(providerPageUrl(redirect + encodeURIComponent(shownAt))).toBe(
        redirect + encodeURIComponent(shownAt),
      );
    }
  });
});
