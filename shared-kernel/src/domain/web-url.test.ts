import { isUriText, webUrl } from './web-url';

describe('a URL the portal may link to or publish', () => {
  it('is an absolute http(s) URL, kept as it is', () => {
    expect(webUrl('http://www9.vgregion.se/objekt.aspx?ID=1')).toBe(
      'http://www9.vgregion.se/objekt.aspx?ID=1',
    );
    expect(webUrl('https://x.org')).toBe('https://x.org');
    expect(webUrl('HTTPS://Museum.example/a b')).toBe('HTTPS://Museum.example/a b');
    expect(webUrl('  https://museum.example/a\n')).toBe('https://museum.example/a');
  });

  it('is nothing of another scheme', () => {
    for (const value of [
      'javascript:alert(22)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(31)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://ftp.example/a',
      'mailto:someone@example.org',
    ]) {
      expect(webUrl(value)).toBeUndefined();
    }
  });

  it('is nothing protocol-relative, relative, or no URL at all', () => {
    for (const value of [
      '//evil.example/landing',
      '\\\\evil.example/landing',
      '/objects/1',
      'objects/1',
      '?page=1',
      '#top',
      'http:evil.example',
      'https:/evil.example',
      'https:\\\\evil.example',
      'http://',
      'https://exa mple.org/',
      '',
      '   ',
    ]) {
      expect(webUrl(value)).toBeUndefined();
    }
    expect(webUrl(undefined)).toBeUndefined();
    expect(webUrl(null)).toBeUndefined();
    expect(webUrl(42)).toBeUndefined();
    expect(webUrl(['https://x.org'])).toBeUndefined();
  });
});

describe('a text value that is a URI', () => {
  it('is one token after a scheme, of any scheme', () => {
    for (const value of [
      'urn:nbn:de:0000-1234',
      'data:text/plain,Rembrandt',
      ' http://data.europeana.eu/agent/123 ',
      'HTTPS://x.org',
      'mailto:someone@example.org',
      'javascript:alert(1)',
    ]) {
      expect(isUriText(value)).toBe(true);
    }
  });

  it('is not words, even with a colon', () => {
    for (const value of [
      'Rembrandt',
      'Note: restored in 1975',
      'Title: a subtitle',
      '12:30',
      'urn:',
      '',
    ]) {
      expect(isUriText(value)).toBe(false);
    }
  });
});
