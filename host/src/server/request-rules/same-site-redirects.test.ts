/** @jest-environment node */
import { HOSTILE_PATHS, hostOfLocation } from './hostile-paths.testing';
import { legacyRedirect } from './legacy-redirects';
import { PUBLIC_DOMAIN_CHARTER_URL } from './legacy-redirects/tables/page-redirects';
import { localeRule } from './locale';
import { pageQueryRule } from './page-query';
import { locationOf, type RuleRedirect } from './rule-result';
import { trailingSlashRule } from './trailing-slash';

/**
 * Every request rule that builds a Location from the request's path, given paths that start (or
 * continue, after the part a rule strips) with slashes and backslashes in any mix: the Location
 * must stay on this site. `hostile` is one of HOSTILE_PATHS, e.g. `/\evil.example`.
 */
const RULES: Array<[string, (hostile: string) => RuleRedirect | null]> = [
  ['trailing slash', (hostile) => trailingSlashRule(`${hostile}/`, {})],
  ['trailing slash, with more path', (hostile) => trailingSlashRule(`${hostile}/x/`, {})],
  ['legacy: /portal prefix', (hostile) => legacyRedirect(`/portal${hostile}`, {})],
  ['legacy: /portal/{xx} prefix', (hostile) => legacyRedirect(`/portal/de${hostile}`, {})],
  ['legacy: /{xx}/portal', (hostile) => legacyRedirect(`/en/portal${hostile}`, {})],
  ['legacy: record', (hostile) => legacyRedirect(`/portal/record${hostile}.html`, {})],
  ['legacy: exhibitions', (hostile) => legacyRedirect(`/portal/exhibitions${hostile}`, {})],
  [
    'legacy: explore galleries',
    (hostile) => legacyRedirect(`/portal/explore/galleries${hostile}`, {}),
  ],
  ['legacy: set', (hostile) => legacyRedirect(`/set${hostile}`, {})],
  ['legacy: /{locale}/set', (hostile) => legacyRedirect(`/en/set${hostile}`, {})],
  ['legacy: blog', (hostile) => legacyRedirect(`/blog${hostile}`, {})],
  [
    'locale: unsupported prefix',
    (hostile) => redirectOf(localeRule({ path: `/xx${hostile}`, query: {} })),
  ],
  ['locale: no prefix', (hostile) => redirectOf(localeRule({ path: hostile, query: {} }))],
  ['page query', (hostile) => pageQueryRule(hostile, { page: '0' })],
];

function redirectOf(decision: ReturnType<typeof localeRule>): RuleRedirect | null {
  return decision.kind === 'redirect' ? decision.redirect : null;
}

/** The hostile paths a request's path can continue with (it is cut at a slash). */
const SLASH_FIRST = HOSTILE_PATHS.filter((path) => path.startsWith('/') && !path.includes('\n'));

describe.each(RULES)('the %s rule', (_name, rule) => {
  it.each(HOSTILE_PATHS)('redirects on this site, if at all, for %j', (hostile) => {
    const redirect = rule(hostile);
    if (redirect === null) return;
    const location = locationOf(redirect);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(hostOfLocation(location)).toBe('portal.example');
  });

  it.each(SLASH_FIRST)('redirects for %j', (hostile) => {
    expect(rule(hostile)).not.toBeNull();
  });
});

describe('the trailing slash rule', () => {
  it.each([
    ['/\\evil.com/', '/evil.com'],
    ['/\\/evil.com/', '/evil.com'],
    ['/\\\\evil.com/', '/evil.com'],
    ['//evil.com/', '/evil.com'],
    ['/\\/', '/'],
    ['//', '/'],
    ['/en/search//', '/en/search'],
  ])('sends %j to %j', (path, location) => {
    expect(locationOf(trailingSlashRule(path, {})!)).toBe(location);
  });
});

describe('locationOf', () => {
  it.each(HOSTILE_PATHS)('keeps a rule result starting with %j on this site', (hostile) => {
    expect(locationOf({ status: 302, path: `${hostile}/a`, query: { q: 'x' } })).toBe(
      '/evil.example/a?q=x',
    );
  });

  it('passes an off-site target of the tables as it is', () => {
    const charter = legacyRedirect('/en/rights/public-domain-charter', { q: 'x' });
    expect(locationOf(charter!)).toBe(PUBLIC_DOMAIN_CHARTER_URL);
  });
});
