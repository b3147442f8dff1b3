import type { Request } from 'express';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { StaticHandlerContext } from '@remix-run/router';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server';
import {
  primaryFontUrl,
  publicApiUrls,
  resourcesOf,
  type DebugSettings,
  type LocaleCode,
  type PortalContext,
} from '@portal/shared-kernel';
import { buildRoutes } from '../../federation/remote-routes';
import { ROUTER_FUTURE, STATIC_HANDLER_FUTURE } from '../../federation/router-future';
import { browserRemoteEntries, remoteEntries, syncRemotes } from '../../federation/sync-remotes';
import type { RegistryWatcher } from '../../federation/registry-watcher';
import { canonicalPathBelowLocale, resolveHead } from '../../shell/head';
import { loadShellMessages } from '../../shell/shell-messages';
import {
  activeFeatureNotification,
  FEATURE_NOTIFICATION_COOKIE,
  FEATURE_NOTIFICATIONS,
} from '../../shell/notifications/feature-notifications';
import type { ShellSettings } from '../../shell/shell-settings';
import type { PortalState } from '../../shell/portal-state';
import { Providers } from '../../shell/Providers';
import type { HostConfig } from '../config';
import type { ClientAssets } from './client-assets';
import { renderDocument } from './document';
import { createHeadStyles } from './head-styles';
import { serializeRouteErrors } from './errors-hydration';
import { createServerPortal } from './server-portal';

export type RenderResult =
  /** `cookies`: the redirect's `Set-Cookie` values (a loader may remember something on the way). */
  | { kind: 'redirect'; status: number; location: string; cookies: string[] }
  | { kind: 'html'; status: number; html: Buffer };

export interface RenderDependencies {
  config: HostConfig;
  registry: RegistryWatcher;
  assets: ClientAssets;
}

export interface RenderOptions {
  /** Debug settings of this request (cookie and `?debug=`). */
  debug: DebugSettings;
  /** Paths below the locale that are gone (410), from the legacy redirect rules. */
  gonePaths?: string[];
  /** The page's origin (`pageOrigin`), which the app checked before rendering. */
  origin: string;
}

/**
 * Server-renders one page: react-router's static handler runs the loaders of the matched route
 * modules (loaded from their remotes for this request), React renders with
 * renderToPipeableStream (the styles it inserts are collected for the head, head-styles.ts), and
 * the state the browser needs to hydrate the same page goes into the document.
 */
export async function renderPage(
  req: Request,
  locale: LocaleCode,
  cookies: Record<string, string | undefined>,
  nonce: string,
  deps: RenderDependencies,
  options: RenderOptions,
): Promise<RenderResult> {
  const { config } = deps;
  const portal = createServerPortal(req, config, locale, cookies, options.debug);
  const gonePaths = options.gonePaths ?? [];
  // The shell's strings are needed whatever happens next, even when the shell's loader fails
  // (its error page is drawn with them).
  await loadShellMessages(portal.i18n, locale);
  const releases = deps.registry.current();
  syncRemotes(remoteEntries(releases, config.releasesInternalUrl));

  const unavailable = new Set<string>();
  const routes = buildRoutes({
    portal,
    onUnavailable: (remote) => unavailable.add(remote),
    gonePaths,
  });
  const handler = createStaticHandler(routes, { future: STATIC_HANDLER_FUTURE });
  const controller = new AbortController();
  req.once('close', () => controller.abort());
  const { origin } = options;
  // Loaders see the page's real origin (absolute share links, og:image), as they do in the browser.
  const fetchRequest = new Request(requestUrl(req.originalUrl, origin), {
    method: 'GET',
    headers: new Headers({ accept: String(req.headers.accept ?? 'text/html') }),
    signal: controller.signal,
  });

  const context = await handler.query(fetchRequest);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
      cookies: context.headers.getSetCookie(),
    };
  }

  const shell: ShellSettings = {
    notificationBanner: config.notificationBanner,
    featureNotification:
      activeFeatureNotification(
        FEATURE_NOTIFICATIONS,
        locale,
        new Date(),
        cookies[FEATURE_NOTIFICATION_COOKIE],
      )?.name ?? null,
  };
  const styles = createHeadStyles('css', nonce);
  const router = createStaticRouter(handler.dataRoutes, context, { future: ROUTER_FUTURE });
  const { html: appHtml, renderFailed } = await renderToBytes(
    <Providers portal={portal} emotionCache={styles.cache} shell={shell}>
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
    </Providers>,
    nonce,
  );

  const state: PortalState = {
    locale,
    remotes: browserRemoteEntries(remoteEntries(releases, config.releasesPublicUrl)),
    unavailable: [...unavailable],
    resources: resourcesOf(portal.i18n, locale),
    stores: browserSnapshot(portal.stores),
    publicApiUrls: publicApiUrls(portal.api.endpoints),
    mediaRecordApiUrl: portal.api.mediaProxy.recordApiUrl,
    features: config.features,
    shell,
    gonePaths,
    hydration: hydrationData(context),
  };

  const status = renderFailed && context.statusCode < 400 ? 503 : context.statusCode;
  const pathWithoutLocale = canonicalPathBelowLocale(
    req.path,
    requestUrl(req.originalUrl, origin).search,
  );
  const html = renderDocument({
    locale,
    head: resolveHead(context, portal.i18n.t, locale, (key) => portal.i18n.exists(key)),
    siteName: portal.i18n.t('common:siteName'),
    origin,
    // An error page (404, 410, 503...) names no address of its own.
    addresses:
      status >= 400
        ? undefined
        : {
            canonicalUrl: `${origin}/${locale}${pathWithoutLocale}`,
            alternateUrl: (code) => `${origin}/${code}${pathWithoutLocale}`,
          },
    appHtml,
    styles: styles.tags(),
    state,
    nonce,
    scripts: deps.assets.scripts,
    preloads: [
      { href: primaryFontUrl, as: 'font', type: 'font/woff2', crossorigin: true },
      ...deps.assets.scripts.map((href) => ({ href, as: 'script' as const })),
    ],
  });

  return { kind: 'html', status, html };
}

/** The request URL on the page's origin; a Host header that is no valid host gets a neutral one. */
function requestUrl(path: string, origin: string): URL {
  try {
    return new URL(path, origin);
  } catch {
    return new URL(path, 'http://portal.local');
  }
}

/** What the browser's stores start from; the request log only when the debug panel shows it. */
function browserSnapshot(stores: PortalContext['stores']): PortalState['stores'] {
  const { requests, ...rest } = stores.snapshot();
  return stores.debug.enabled ? { ...rest, requests } : rest;
}

function hydrationData(context: StaticHandlerContext): PortalState['hydration'] {
  return {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeRouteErrors(context.errors),
  };
}

/**
 * Renders with renderToPipeableStream and waits for everything (`onAllReady`): the status of
 * the page is known only when every boundary has rendered. The HTML stays the bytes React wrote
 * (never decoded to a string and encoded again). An error inside a remote's boundary does not
 * fail the page: React renders the boundary's fallback (the unavailable panel), and the page
 * answers 503.
 */
function renderToBytes(
  element: React.ReactElement,
  nonce: string,
): Promise<{ html: Buffer; renderFailed: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let renderFailed = false;
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve({ html: Buffer.concat(chunks), renderFailed });
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      // Everything is ready before we send (we wait for onAllReady), so React must not outline
      // large boundaries into templates completed by inline scripts: one plain document.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        reject(error);
      },
      onError(error) {
        renderFailed = true;
        console.error(`render: ${(error as Error)?.message ?? String(error)}`);
      },
    });
  });
}
