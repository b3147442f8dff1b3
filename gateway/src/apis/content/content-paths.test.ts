import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_LOCALES, isContentLocale, isContentSlug } from './content-paths';

describe('content page names', () => {
  it("has the portal's 25 interface languages (shared-kernel LOCALES)", () => {
    const locales = fs.readFileSync(
      path.resolve(__dirname, '../../../../shared-kernel/src/i18n/locales.ts'),
      'utf8',
    );
    const codes = [...locales.matchAll(/\{ code: '([a-z]{2})'/g)].map((m) => m[1]);
    expect(codes).toHaveLength(25);
    expect([...CONTENT_LOCALES].sort()).toEqual(codes.sort());
    expect(isContentLocale('ga')).toBe(true);
    expect(isContentLocale('GA')).toBe(false);
  });

  it.each(['faq', 'rights/privacy-statement', 'a/b/c/d', 'x-1', 'a'.repeat(64)])(
    'takes %s as a slug',
    (slug) => expect(isContentSlug(slug)).toBe(true),
  );

  it.each([
    '',
    'FAQ',
    'a//b',
    '/faq',
    'faq/',
    '../x',
    'a/./b',
    'a/b/c/d/e',
    'a_b',
    'é',
    'a'.repeat(65),
  ])('refuses %j as a slug', (slug) => expect(isContentSlug(slug)).toBe(false));
});
