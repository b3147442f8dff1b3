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
});
