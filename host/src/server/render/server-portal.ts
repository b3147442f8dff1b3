import type { Request } from 'express';
import {
  RootStore,
  applyUrlOverrides,
  CONSENT_COOKIE,
  createApiClients,
  createRequestI18n,
  isResultsView,
  parseConsentCookie,
  RESULTS_VIEW_COOKIE,
  serverApiEndpoints,
  type DebugSettings,
  type LocaleCode,
  type PortalContext,
} from '@portal/shared-kernel';
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
  });
  const endpoints = withDebugApiKey(
    applyUrlOverrides(
      serverApiEndpoints(config.env, config.gatewayUrl),
      req.headers,
      config.apiOverrideOrigins,
    ),
    debug.apiKey,
  );
  const api = createApiClients({
    endpoints,
    onRequest: (entry) => stores.requests.record(entry),
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
