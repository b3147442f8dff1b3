import '@portal/shared-kernel/src/test-fixtures/request-polyfill';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  browserApiEndpoints,
  createApiClients,
  createI18n,
  PortalContextProvider,
  RootStore,
  type LocaleCode,
  type PortalContext,
} from '@portal/shared-kernel';
import commonDe from '../../../../shared-kernel/src/i18n/locales/de.json';
import commonEn from '../../../../shared-kernel/src/i18n/locales/en.json';
import storiesDe from '../../locales/de.json';
import storiesEn from '../../locales/en.json';
import type { PageData } from './page.loader';
import { StaticPage } from './StaticPage';

const FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
const STRINGS = {
  en: { common: commonEn, stories: storiesEn },
  de: { common: commonDe, stories: storiesDe },
};

function portalFor(locale: 'en' | 'de'): PortalContext {
  return {
    api: createApiClients({ endpoints: browserApiEndpoints({}) }),
    locale: locale as LocaleCode,
    i18n: createI18n(locale, { [locale]: STRINGS[locale] }),
    stores: new RootStore(),
    isServer: false,
    features: {},
  };
}

const english: PageData = {
  lang: 'en',
  requestedLang: 'en',
  title: 'Frequently asked questions',
  description: 'Answers to what visitors ask most.',
  updatedText: '28 November 2026',
  html:
    '<h2 id="reuse">Can I reuse images?</h2>' +
    '<p>See <a href="/en/rights">the terms</a>, <a href="#reuse">this answer</a> or ' +
    '<a href="https://rightsstatements.org/">rights statements</a>.</p>',
};

/** The page at `path` with its loader data, beside a search page that links can lead to. */
function renderPage(data: PageData, locale: 'en' | 'de' = 'en', path = `/${locale}/faq`) {
  const portal = portalFor(locale);
  const router = createMemoryRouter(
    [
      { path: '/:lang/rights', element: <h1>Terms of use</h1> },
      { id: 'page', path: '/:lang/*', loader: () => data, Component: StaticPage },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { page: data } }, future: FUTURE },
  );
  render(
    <CacheProvider value={createCache({ key: 'test' })}>
      <I18nextProvider i18n={portal.i18n}>
        <PortalContextProvider value={portal}>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </PortalContextProvider>
      </I18nextProvider>
    </CacheProvider>,
  );
  return router;
}

describe('StaticPage', () => {
  it('shows the title, the date and the body, with no notice when the page is translated', () => {
    renderPage(english);
    const heading = screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(heading.closest('article')).not.toBeNull();
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('Last updated: 28 November 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Can I reuse images?' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('[lang]')).toBeNull();
  });

  it('says in the page language that the page is shown in English, and marks the English', () => {
    renderPage(
      { ...english, requestedLang: 'de', updatedText: '28. November 2026' },
      'de',
      '/de/faq',
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'Diese Seite ist noch nicht in Ihrer Sprache verfügbar. Sie wird in ihrer Originalsprache angezeigt: English.',
    );
    expect(notice.querySelector('span[lang="en"]')).toHaveTextContent('English');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    const body = screen.getByRole('heading', { level: 2 }).parentElement!;
    expect(body).toHaveAttribute('lang', 'en');
    // The date is the page's, in its language: not marked as English.
    expect(screen.getByText('Zuletzt aktualisiert: 28. November 2026')).not.toHaveAttribute('lang');
  });

  it('leaves out the date when the page has none', () => {
    renderPage({ ...english, updatedText: undefined });
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  describe('links in the body', () => {
    /** Whether the browser would still follow the link (nothing prevented the click). */
    let followed: boolean | undefined;
    const record = (event: Event) => {
      followed = !event.defaultPrevented;
      // jsdom cannot navigate; the test only wants to know whether it would have.
      event.preventDefault();
    };
    beforeEach(() => {
      followed = undefined;
      document.addEventListener('click', record);
    });
    afterEach(() => document.removeEventListener('click', record));

    it('go to a portal page through the router, without reloading', async () => {
      const router = renderPage(english);
      fireEvent.click(screen.getByRole('link', { name: 'the terms' }));
      expect(followed).toBe(false);
      expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/en/rights');
    });

    it('are ordinary links with a modifier key, to other sites and within the page', () => {
      const router = renderPage(english);
      fireEvent.click(screen.getByRole('link', { name: 'the terms' }), { ctrlKey: true });
      expect(followed).toBe(true);
      fireEvent.click(screen.getByRole('link', { name: 'rights statements' }));
      expect(followed).toBe(true);
      fireEvent.click(screen.getByRole('link', { name: 'this answer' }));
      expect(followed).toBe(true);
      expect(router.state.location.pathname).toBe('/en/faq');
    });
  });
});
