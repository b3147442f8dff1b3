import createCache from '@emotion/cache';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import {
  browserApiEndpoints,
  createApiClients,
  createI18n,
  RootStore,
  type LocaleCode,
  type PortalContext,
} from '@portal/shared-kernel';
import commonEn from '../../../../shared-kernel/src/i18n/locales/en.json';
import hostEn from '../../locales/en.json';
import { PROVIDER_FUTURE, ROUTER_FUTURE } from '../../federation/router-future';
import { Providers } from '../Providers';
import { DEFAULT_SHELL_SETTINGS, type ShellSettings } from '../shell-settings';

export interface ShellTestOptions {
  path?: string;
  stores?: RootStore;
  features?: Record<string, boolean>;
  shell?: Partial<ShellSettings>;
  locale?: LocaleCode;
  /** Route handle of the page (a `layout`, for instance). */
  handle?: unknown;
  /** Extra routes beside the one that renders `ui` (link targets). */
  routes?: RouteObject[];
  /** What the API clients call instead of the network. */
  fetch?: typeof globalThis.fetch;
}

/** A portal with English strings and fresh stores, as the browser has it. */
export function testPortal(options: ShellTestOptions = {}): PortalContext {
  const locale = options.locale ?? 'en';
  return {
    api: createApiClients({ endpoints: browserApiEndpoints({}), fetch: options.fetch }),
    locale,
    i18n: createI18n(locale, { [locale]: { common: commonEn, host: hostEn } }),
    stores: options.stores ?? new RootStore(),
    isServer: false,
    features: options.features ?? {},
  };
}

/**
 * Renders shell UI inside a data router (the shell uses matches and navigation state) with the
 * providers of the real page.
 */
export function renderShell(ui: ReactNode, options: ShellTestOptions = {}) {
  const portal = testPortal(options);
  const router = createMemoryRouter(
    [{ path: '/:lang/*', element: ui, handle: options.handle }, ...(options.routes ?? [])],
    { initialEntries: [options.path ?? '/en'], future: ROUTER_FUTURE },
  );
  const result = render(
    <Providers
      portal={portal}
      emotionCache={createCache({ key: 'test' })}
      shell={{ ...DEFAULT_SHELL_SETTINGS, ...options.shell }}
    >
      <RouterProvider router={router} future={PROVIDER_FUTURE} />
    </Providers>,
  );
  return { ...result, portal, router };
}
