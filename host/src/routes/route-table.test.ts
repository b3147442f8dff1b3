import { matchRoutes, type RouteObject } from 'react-router-dom';
import { CONTENT_PAGE_SLUG } from '@portal/shared-kernel';
import { routeTable } from './route-table';

/** The route table entry react-router picks for a path, as buildRoutes nests it. */
function routeOf(path: string): string | undefined {
  const routes: RouteObject[] = [
    {
      path: '/:lang',
      children: routeTable.map((route) =>
        route.index ? { index: true, id: route.id } : { path: route.path, id: route.id },
      ),
    },
  ];
  return matchRoutes(routes, path)?.at(-1)?.route.id;
}

describe('route table (spec §2.2)', () => {
  it('gives the paths of the remotes their routes, and every other path the static page', () => {
    expect(routeOf('/en')).toBe('home');
    expect(routeOf('/en/search')).toBe('search');
    expect(routeOf('/en/item/1/abc')).toBe('item');
    expect(routeOf('/en/collections/person')).toBe('collection-type');
    expect(routeOf('/en/account/login')).toBe('account-login');
    expect(routeOf('/en/account')).toBe('account');
    expect(routeOf('/en/galleries/42-windmills')).toBe('gallery');
    expect(routeOf('/de/galleries/42')).toBe('gallery');
    expect(routeOf('/en/rights/privacy-statement')).toBe('page');
    expect(routeOf('/de/about-us')).toBe('page');
    expect(routeOf('/en/no-such-page')).toBe('page');
  });

  it('has one catch-all, the static page of mf-stories, which checks the slug', () => {
    const catchAll = routeTable.filter((route) => route.path === '*');
    expect(catchAll).toEqual([
      { id: 'page', path: '*', remote: 'mf-stories', expose: './page', splat: CONTENT_PAGE_SLUG },
    ]);
  });

  it('takes a gallery path as `{id}` or `{id}-{slug}`, the slug in any script', () => {
    const gallery = routeTable.find((route) => route.id === 'gallery')!;
    expect(gallery).toMatchObject({ remote: 'mf-account', expose: './gallery' });
    for (const rest of [
      '42',
      '42-windmills',
      '42-',
      '8950-art-nouveau',
      '7-иван-вазов',
      '42-Old Title',
    ]) {
      expect([rest, gallery.splat!.test(rest)]).toEqual([rest, true]);
    }
    for (const rest of ['', 'windmills', '-42', '42windmills', '42/windmills', '42-a/b', 'x42']) {
      expect([rest, gallery.splat!.test(rest)]).toEqual([rest, false]);
    }
  });

  it('knows a slug as the content API does: 1-4 segments of a-z, 0-9 and -, 64 at most', () => {
    for (const slug of ['faq', 'rights/privacy-statement', 'a/b/c/d', 'x'.repeat(64), '2026']) {
      expect([slug, CONTENT_PAGE_SLUG.test(slug)]).toEqual([slug, true]);
    }
    for (const slug of [
      '',
      'About-us',
      'wp-login.php',
      'rights/',
      '/rights',
      'rights//privacy',
      'a/b/c/d/e',
      'x'.repeat(65),
      'caf\u00e9',
      'faq%20',
    ]) {
      expect([slug, CONTENT_PAGE_SLUG.test(slug)]).toEqual([slug, false]);
    }
  });
});
