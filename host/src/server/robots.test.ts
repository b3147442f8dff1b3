import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  const text = robotsTxt(['/api', '/releases', '/auth']);

  it('is one group for every crawler, ending with a newline', () => {
    expect(text.split('\n')[0]).toBe('User-agent: *');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('keeps crawlers out of the proxied APIs, the remotes code and the sign-in pages', () => {
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Disallow: /releases/\n');
    expect(text).toContain('Disallow: /*/account/\n');
  });

  it("keeps crawlers out of the identity server and the host's own sign-in paths", () => {
    expect(text).toContain('Disallow: /auth/\n');
    expect(text).toContain('Disallow: /account/callback\n');
    expect(text).toContain('Disallow: /account/logout\n');
    expect(text).toContain('Disallow: /silent-check-sso.html\n');
  });

  it('leaves the pages open: no rule matches a page path', () => {
    const rules = [...text.matchAll(/^Disallow: (.+)$/gm)].map(
      ([, rule]) =>
        // RFC 9309 §2.2.3: `*` matches any sequence of characters.
        new RegExp(`^${rule!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`),
    );
    for (const page of [
      '/en',
      '/de/search?query=x',
      '/fr/item/1/x',
      '/en/collections',
      '/en/help',
    ]) {
      expect(rules.some((rule) => rule.test(page))).toBe(false);
    }
    for (const hidden of [
      '/en/account/login',
      '/auth/realms/europeana/protocol/openid-connect/auth?client_id=portal',
      '/account/callback?redirect=%2Fen',
      '/account/logout',
      '/silent-check-sso.html',
    ])
      expect(rules.some((rule) => rule.test(hidden))).toBe(true);
  });
});
