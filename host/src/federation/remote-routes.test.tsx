/** @jest-environment node */
// As on the server: observer components render once, without MobX reactions.
import '../server/static-rendering';
import createCache from '@emotion/cache';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server';
import type { RouteModule } from '@portal/shared-kernel';
import { testPortal } from '../shell/testing/render-shell';
import { Providers } from '../shell/Providers';
import { DEFAULT_SHELL_SETTINGS } from '../shell/shell-settings';
import { loadRouteModule } from './load-route-module';
import { buildRoutes } from './remote-routes';
import { ROUTER_FUTURE, STATIC_HANDLER_FUTURE } from './router-future';

jest.mock('./load-route-module', () => ({ loadRouteModule: jest.fn() }));

/** What the fake static page module's loader was asked for. */
const askedSlugs: string[] = [];

/** A remote route module whose loader answers with the rest of the path. */
const pageModule: RouteModule = {
  Component: () => null,
  loader: ({ params }) => {
    askedSlugs.push(params['*'] ?? '');
    return { slug: params['*'] };
  },
};

beforeEach(() => {
  askedSlugs.length = 0;
  jest.mocked(loadRouteModule).mockResolvedValue(pageModule);
});

/** Runs the portal's routes for `path` as the server does: status, route errors, HTML. */
async function serve(path: string, unavailable: string[] = []) {
  const portal = { ...testPortal(), isServer: true };
  const told: string[] = [];
  const routes = buildRoutes({
    portal,
    unavailable: new Set(unavailable),
    onUnavailable: (remote) => told.push(remote),
  });
  const handler = createStaticHandler(routes, { future: STATIC_HANDLER_FUTURE });
  const context = await handler.query(new Request(`http://portal.test${path}`));
  if (context instanceof Response)
    throw new Error(`redirected to ${context.headers.get('Location')}`);
  const router = createStaticRouter(handler.dataRoutes, context, { future: ROUTER_FUTURE });
  const html = renderToString(
    <Providers
      portal={portal}
      emotionCache={createCache({ key: 'css' })}
      shell={DEFAULT_SHELL_SETTINGS}
    >
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  const leaf = context.matches[context.matches.length - 1]!.route.id;
  const errors = Object.values(context.errors ?? {}) as Array<{ status: number; data: unknown }>;
  return { status: context.statusCode, leaf, errors, html, told, loaderData: context.loaderData };
}

describe('the catch-all static page route (spec §2.2 `/{lang}/*`)', () => {
  it('takes every path no other route takes, with its rest as the slug', async () => {
    const page = await serve('/en/rights/privacy-statement');

    expect([page.status, page.leaf]).toEqual([200, 'page']);
    expect(page.loaderData.page).toEqual({ slug: 'rights/privacy-statement' });
    expect(jest.mocked(loadRouteModule)).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'mf-stories', expose: './page' }),
    );
    expect((await serve('/de/search')).leaf).toBe('search');
    expect((await serve('/de/item/1/abc')).leaf).toBe('item');
  });

  it('answers a path that is no slug with 404 "page not found", without the page loader', async () => {
    for (const path of ['/en/wp-login.php', '/en/About-us', '/en/a/b/c/d/e']) {
      const page = await serve(path);
      expect([path, page.status, page.errors[0]?.data]).toEqual([
        path,
        404,
        { code: 'pageNotFound' },
      ]);
      expect(page.html).toContain('This page could not be found');
    }
    expect(askedSlugs).toEqual([]);
  });

  describe('while mf-stories is unavailable', () => {
    it('answers a slug with the unavailable panel and 503: the page may exist', async () => {
      const page = await serve('/en/rights/cookies-policy', ['mf-stories']);

      expect(page.status).toBe(503);
      expect(page.html).toContain('data-remote-unavailable="mf-stories"');
      expect(page.told).toEqual(['mf-stories']);
    });

    it('still answers a path that is no slug with the 404 page', async () => {
      const page = await serve('/en/wp-login.php', ['mf-stories']);

      expect(page.status).toBe(404);
      expect(page.html).toContain('This page could not be found');
      expect(page.html).not.toContain('data-remote-unavailable');
    });
  });
});
