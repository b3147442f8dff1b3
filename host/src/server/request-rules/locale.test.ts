/** @jest-environment node */
import { chooseLocale, localePrefixOf, localeRule } from './locale';
import { pageFromQuery, pageQueryRule } from './page-query';
import { trailingSlashRule } from './trailing-slash';

describe('locale rule (spec §2.1)', () => {
  it('keeps a supported first segment', () => {
    expect(localeRule({ path: '/de/search', query: {} })).toEqual({ kind: 'locale', locale: 'de' });
    expect(localeRule({ path: '/eu', query: {} })).toEqual({ kind: 'locale', locale: 'eu' });
  });

  it('exempts the login callback and logout', () => {
    expect(localeRule({ path: '/account/callback', query: {} }).kind).toBe('exempt');
    expect(localeRule({ path: '/account/logout', query: {} }).kind).toBe('exempt');
    expect(localeRule({ path: '/account/login', query: {} }).kind).toBe('redirect');
  });

  it('strips an unsupported two-letter segment and keeps the query', () => {
    expect(localeRule({ path: '/xx/search', query: { query: 'cat' }, cookieLocale: 'de' })).toEqual(
      {
        kind: 'redirect',
        redirect: { status: 302, path: '/search', query: { query: 'cat' } },
      },
    );
    expect(localeRule({ path: '/ja', query: {} })).toMatchObject({ redirect: { path: '/' } });
  });

  it('strips any two characters followed by a slash, as the Europeana portal does', () => {
    expect(localeRule({ path: '/12/item/1/a', query: {} })).toMatchObject({
      redirect: { path: '/item/1/a' },
    });
    expect(localeRule({ path: '//a/search', query: {} })).toMatchObject({
      redirect: { path: '/search' },
    });
    expect(localeRule({ path: '/EN/search', query: {} })).toMatchObject({
      redirect: { path: '/search' },
    });
  });

  it('never redirects to another site', () => {
    expect(localeRule({ path: '/xx//evil.example/a', query: {} })).toMatchObject({
      redirect: { path: '/evil.example/a' },
    });
    expect(localeRule({ path: '/xx/\\evil.example', query: {} })).toMatchObject({
      redirect: { path: '/evil.example' },
    });
  });

  it('puts the locale in front of longer first segments such as /en-GB', () => {
    expect(localePrefixOf('/en-GB/search')).toBeUndefined();
    expect(localeRule({ path: '/en-GB/search', query: {}, cookieLocale: 'fr' })).toEqual({
      kind: 'redirect',
      redirect: { status: 302, path: '/fr/en-GB/search', query: {} },
      chosen: 'fr',
    });
  });

  it('prefixes paths without a locale, and the root, with the chosen locale', () => {
    expect(localeRule({ path: '/search', query: { page: '2' }, cookieLocale: 'fr' })).toEqual({
      kind: 'redirect',
      redirect: { status: 302, path: '/fr/search', query: { page: '2' } },
      chosen: 'fr',
    });
    expect(
      localeRule({ path: '/', query: {}, acceptLanguage: 'sv-SE,sv;q=0.9,en;q=0.5' }),
    ).toMatchObject({ redirect: { path: '/sv' }, chosen: 'sv' });
  });

  it('chooses cookie, then browser language, then Accept-Language, then English', () => {
    expect(chooseLocale({ cookieLocale: 'de', browserLanguage: 'it', acceptLanguage: 'fr' })).toBe(
      'de',
    );
    expect(
      chooseLocale({ cookieLocale: 'zz', browserLanguage: 'IT-it', acceptLanguage: 'fr' }),
    ).toBe('it');
    expect(
      chooseLocale({ cookieLocale: 'zz', browserLanguage: 'ja', acceptLanguage: 'fr-FR,en' }),
    ).toBe('fr');
    expect(chooseLocale({ acceptLanguage: 'ja,en' })).toBe('en');
    expect(chooseLocale({ acceptLanguage: ' PT-br ' })).toBe('pt');
    expect(chooseLocale({})).toBe('en');
  });
});

describe('page query rule (spec §2.5)', () => {
  it('lets a missing page or a positive integer pass', () => {
    expect(pageQueryRule('/en/search', { query: 'x' })).toBeNull();
    expect(pageQueryRule('/en/search', { page: '12' })).toBeNull();
    expect(pageFromQuery({})).toBe(1);
    expect(pageFromQuery({ page: '7' })).toBe(7);
  });

  it('redirects anything else to page 1, keeping the rest of the query', () => {
    for (const page of ['0', '-1', 'abc', '1.5', '01', '', ' 2']) {
      expect(pageQueryRule('/en/search', { query: 'x', page })).toEqual({
        status: 302,
        path: '/en/search',
        query: { query: 'x', page: '1' },
      });
    }
    expect(pageQueryRule('/en/galleries', { page: ['2', '3'] })).toMatchObject({
      query: { page: '1' },
    });
    expect(pageFromQuery({ page: 'x' })).toBe(1);
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
