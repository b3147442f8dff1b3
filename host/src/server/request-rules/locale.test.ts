/** @jest-environment node */
import { chooseLocale, localeRule } from './locale';
import { trailingSlashRule } from './trailing-slash';

describe('locale rule (spec §2.1)', () => {
  it('keeps a supported first segment', () => {
    expect(localeRule({ path: '/de/search', query: {} })).toEqual({ kind: 'locale', locale: 'de' });
    expect(localeRule({ path: '/eu', query: {} })).toEqual({ kind: 'locale', locale: 'eu' });
  });

  it('exempts the login callback and logout', () => {
    expect(localeRule({ path: '/account/callback', query: {} }).kind).toBe('exempt');
    expect(localeRule({ path: '/account/logout', query: {} }).kind).toBe('exempt');
  });

  it('strips an unsupported two-letter segment and keeps the query', () => {
    expect(localeRule({ path: '/xx/search', query: { query: 'cat' } })).toEqual({
      kind: 'redirect',
      redirect: { status: 302, path: '/en/search', query: { query: 'cat' } },
    });
  });

  it('prefixes paths without a locale, and the root, with the chosen locale', () => {
    expect(localeRule({ path: '/search', query: {}, cookieLocale: 'fr' })).toMatchObject({
      redirect: { path: '/fr/search' },
    });
    expect(
      localeRule({ path: '/', query: {}, acceptLanguage: 'sv-SE,sv;q=0.9,en;q=0.5' }),
    ).toMatchObject({
      redirect: { path: '/sv' },
    });
  });

  it('chooses cookie, then Accept-Language, then English', () => {
    expect(chooseLocale('de', 'fr')).toBe('de');
    expect(chooseLocale('zz', 'fr-FR,en')).toBe('fr');
    expect(chooseLocale(undefined, 'ja,en')).toBe('en');
    expect(chooseLocale(undefined, undefined)).toBe('en');
  });
});

describe('trailing slash rule', () => {
  it('removes a trailing slash except at the root', () => {
    expect(trailingSlashRule('/', {})).toBeNull();
    expect(trailingSlashRule('/en/search/', { query: 'x' })).toEqual({
      status: 301,
      path: '/en/search',
      query: { query: 'x' },
    });
    expect(trailingSlashRule('/en', {})).toBeNull();
    expect(trailingSlashRule('//evil.example/', {})).toEqual({
      status: 301,
      path: '/evil.example',
      query: {},
    });
  });
});
