import type { Request } from 'express';
import {
  RootStore,
  applyUrlOverrides,
  createApiClients,
  createI18n,
  isResultsView,
  RESULTS_VIEW_COOKIE,
  serverApiEndpoints,
  type LocaleCode,
  type PortalContext,
} from '@portal/shared-kernel';
import type { HostConfig } from '../config';

/**
 * A fresh portal context per request: its own stores, i18n instance and API clients, so nothing
 * one visitor sees can leak into another's page.
 */
export function createServerPortal(
  req: Request,
  config: HostConfig,
  locale: LocaleCode,
  cookies: Record<string, string | undefined>,
): PortalContext {
  const view = cookies[RESULTS_VIEW_COOKIE];
  const stores = new RootStore({ search: isResultsView(view) ? { view } : {} });
  const endpoints = applyUrlOverrides(
    serverApiEndpoints(config.env, config.gatewayUrl),
    req.headers,
    config.apiOverrideOrigins,
  );
  const api = createApiClients({
    endpoints,
    onRequest: (entry) => stores.requests.record(entry),
  });
  return {
    api,
    locale,
    i18n: createI18n(locale),
    stores,
    isServer: true,
    features: config.features,
  };
}
