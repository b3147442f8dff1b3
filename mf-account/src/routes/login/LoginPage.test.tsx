import '@portal/shared-kernel/src/test-fixtures/request-polyfill';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import {
  browserApiEndpoints,
  createApiClients,
  createI18n,
  PortalContextProvider,
  RootStore,
  type AuthActions,
  type AuthRequest,
  type LocaleCode,
  type PortalContext,
} from '@portal/shared-kernel';
import common from '@portal/shared-kernel/src/i18n/locales/en.json';
import en from '../../locales/en.json';
import de from '../../locales/de.json';
import type { LoginData } from './login.loader';
import { LoginPage } from './LoginPage';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function setup(data: LoginData, options: { locale?: LocaleCode; stores?: RootStore } = {}) {
  const locale = options.locale ?? 'en';
  const stores = options.stores ?? new RootStore();
  const actions: jest.Mocked<AuthActions> = {
    login: jest.fn<Promise<void>, [AuthRequest]>(async () => undefined),
    register: jest.fn<Promise<void>, [AuthRequest]>(async () => undefined),
    logout: jest.fn<Promise<void>, [{ locale: LocaleCode }]>(async () => undefined),
  };
  stores.auth.connect(actions);
  const portal: PortalContext = {
    api: createApiClients({ endpoints: browserApiEndpoints({}) }),
    locale,
    i18n: createI18n(locale, { [locale]: { common, account: locale === 'de' ? de : en } }),
    stores,
    isServer: false,
    features: {},
  };
  const router = createMemoryRouter(
    [
      { id: 'login', path: `/${locale}/account/login`, loader: () => data, Component: LoginPage },
      { path: '*', element: <Location /> },
    ],
    {
      initialEntries: [`/${locale}/account/login`],
      future: { v7_relativeSplatPath: true },
      hydrationData: { loaderData: { login: data } },
    },
  );
  const ui = (
    <I18nextProvider i18n={portal.i18n}>
      <PortalContextProvider value={portal}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </PortalContextProvider>
    </I18nextProvider>
  );
  return { ui, actions, stores, router };
}

describe('LoginPage', () => {
  it('logs in with the page to come back to', () => {
    const { ui, actions } = setup({ itemCount: 5, redirect: '/en/search?query=cat' });
    render(ui);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(actions.login).toHaveBeenCalledWith({ redirect: '/en/search?query=cat', locale: 'en' });
    expect(actions.register).not.toHaveBeenCalled();
  });

  it('creates an account, back at the locale home without a redirect', () => {
    const { ui, actions } = setup({ itemCount: 5, redirect: null }, { locale: 'de' });
    render(ui);
    const button = screen.getByRole('button', { name: 'Konto erstellen' });
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button);
    expect(actions.register).toHaveBeenCalledWith({ redirect: '/de', locale: 'de' });
  });

  it('says so when the identity server cannot be reached, and lets the visitor try again', async () => {
    const { ui, actions } = setup({ itemCount: 5, redirect: null });
    actions.login.mockRejectedValueOnce(new Error('network'));
    render(ui);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Logging in is not possible at the moment. Please try again later.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(actions.login).toHaveBeenCalledTimes(2);
  });

  it('sends a signed-in visitor on to the redirect target', async () => {
    const { ui, stores } = setup({ itemCount: 5, redirect: '/en/item/1/a' });
    render(ui);
    act(() => stores.auth.setUser({ sub: 'u1' }, 'jwt'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/item/1/a'));
  });

  it('renders disabled buttons and a note in the page language before JavaScript runs', () => {
    const { ui } = setup({ itemCount: 5, redirect: null }, { locale: 'de' });
    const html = renderToString(ui);
    const container = document.createElement('div');
    container.innerHTML = html;
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Anmelden', 'Konto erstellen']);
    expect(buttons.every((button) => button.disabled)).toBe(true);
    expect(container.querySelector('noscript')?.innerHTML).toContain(
      'Für die Anmeldung wird JavaScript benötigt.',
    );
  });
});
