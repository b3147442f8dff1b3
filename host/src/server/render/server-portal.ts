import type { Request } from 'express';
import {
  API_IDS,
  RootStore,
  applyUrlOverrides,
  browserApiEndpoints,
  CONSENT_COOKIE,
  createApiClients,
  createRequestI18n,
  isResultsView,
  mediaProxyRecordApiUrl,
  parseConsentCookie,
  publicApiUrls,
  RESULTS_VIEW_COOKIE,
  serverApiEndpoints,
  type ApiEndpoints,
  type DebugSettings,
  type LocaleCode,
  type PortalContext,
} from '@portal/shared-kernel';
import { SIGNED_IN_COOKIE } from '../../shell/auth/auth-flow';
import { withDebugApiKey } from '../../shell/debug/debug-api-key';
import type { HostConfig } from '../config';

/**
 * A fresh portal context per request: its own stores, i18n instance and API clients, so nothing
 * one visitor sees can leak into another's page. The stores start from the visitor's cookies
 * (results view, cookie consent, debug settings), so the server renders what the browser shows.
 */
export function createServerPortal(
  req: Request,
  config: HostConfig,
  locale: LocaleCode,
  cookies: Record<string, string | undefined>,
  debug: DebugSettings,
): PortalContext {
  const view = cookies[RESULTS_VIEW_COOKIE];
  const stores = new RootStore({
    search: isResultsView(view) ? { view } : {},
    consent: { choice: parseConsentCookie(cookies[CONSENT_COOKIE]) },
    debug,
    // The identity server's signed-in cookie (no secret): the header renders no "Log in" link
    // while the browser checks the session, instead of flashing it to a signed-in visitor.
    auth: { user: null, signedInHint: cookies[SIGNED_IN_COOKIE] !== undefined },
  });
  const configured = serverApiEndpoints(config.env, config.gatewayUrl);
  const endpoints = withDebugApiKey(
    applyUrlOverrides(configured, req.headers, config.apiOverrideOrigins),
    debug.apiKey,
  );
  const browser = browserApiEndpoints(publicApiUrls(configured));
  const api = createApiClients({
    endpoints,
    recordApiUrl: mediaProxyRecordApiUrl(config.env),
    // The debug panel, which any visitor can switch on, lists the addresses the browser uses.
    onRequest: (entry) =>
      stores.requests.record({ ...entry, url: publicRequestUrl(entry.url, configured, browser) }),
  });
  return {
    api,
    locale,
    i18n: createRequestI18n(locale),
    stores,
    isServer: true,
    features: config.features,
  };
}

/**
 * The address of a server-side API request as the debug panel shows it: the one the browser
 * would use for the same request (`/api/record/search.json?…`, the host's same-origin proxy),
 * never the server's own address of the gateway (`http://127.0.0.1:3001/record/…`) or of an API
 * configured with `EUROPEANA_*_API_URL`. A request to an address the visitor's own override header
 * named (an allowed origin) is shown as it went. The key is masked before this (`wskey=***`).
 */
export function publicRequestUrl(url: string, server: ApiEndpoints, browser: ApiEndpoints): string {
  let matched: { base: string; id: (typeof API_IDS)[number] } | undefined;
  for (const id of API_IDS) {
    // As the HTTP client joins them: the base URL without trailing slashes, then `/path`.
    const base = server[id].url.replace(/\/+$/, '');
    const within = url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
    if (within && base.length > (matched?.base.length ?? -1)) matched = { base, id };
  }
  if (!matched) return url;
  return `${browser[matched.id].url.replace(/\/+$/, '')}${url.slice(matched.base.length)}`;
}
