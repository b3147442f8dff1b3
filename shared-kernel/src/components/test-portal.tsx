import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createApiClients } from '../api/api-clients';
import { browserApiEndpoints } from '../api/api-config';
import { createI18n } from '../i18n/create-i18n';
import en from '../i18n/locales/en.json';
import type { LocaleCode } from '../i18n/locales';
import { PortalContextProvider } from '../routing/portal-context';
import type { PortalContext } from '../routing/route-module';
import { RootStore } from '../stores/root-store';
import { TestRouter } from './test-router';

/** A portal context for component tests: English strings, fresh stores, browser API clients. */
export function testPortal(locale: LocaleCode = 'en', stores = new RootStore()): PortalContext {
  return {
    api: createApiClients({ endpoints: browserApiEndpoints({}) }),
    locale,
    i18n: createI18n(locale, { [locale]: { common: en } }),
    stores,
    isServer: false,
    features: {},
  };
}

/** Router, i18n and portal context around a component under test. */
export function TestPortal({
  children,
  path = '/en',
  portal = testPortal(),
}: {
  children: ReactNode;
  path?: string;
  portal?: PortalContext;
}) {
  return (
    <I18nextProvider i18n={portal.i18n}>
      <PortalContextProvider value={portal}>
        <TestRouter path={path}>{children}</TestRouter>
      </PortalContextProvider>
    </I18nextProvider>
  );
}
