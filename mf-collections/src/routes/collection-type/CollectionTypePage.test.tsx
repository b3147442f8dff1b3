import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  browserApiEndpoints,
  createApiClients,
  createI18n,
  PortalContextProvider,
  RootStore,
} from '@portal/shared-kernel';
import common from '../../../../shared-kernel/src/i18n/locales/en.json';
import collections from '../../locales/en.json';
import { CollectionTypePage } from './CollectionTypePage';
import type { CollectionTypeData } from './collection-type.loader';

const FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

function renderPage(data: CollectionTypeData, path: string) {
  const portal = {
    api: createApiClients({ endpoints: browserApiEndpoints({}) }),
    locale: 'en' as const,
    i18n: createI18n('en', { en: { common, collections } }),
    stores: new RootStore(),
    isServer: false,
    features: {},
  };
  const router = createMemoryRouter(
    [
      {
        id: 'type',
        path: '/:lang/collections/:type',
        loader: () => data,
        Component: CollectionTypePage,
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { type: data } }, future: FUTURE },
  );
  return render(
    <I18nextProvider i18n={portal.i18n}>
      <PortalContextProvider value={portal}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </PortalContextProvider>
    </I18nextProvider>,
  );
}

describe('CollectionTypePage', () => {
  it('names the kind and links each collection to its page, with plain page links', () => {
    renderPage(
      {
        pathType: 'agent',
        entities: [
          { id: 'http://data.europeana.eu/agent/1', prefLabel: { en: 'Rembrandt' } },
          { id: 'http://data.europeana.eu/agent/2', prefLabel: { fr: 'Élisabeth Vigée Le Brun' } },
        ],
        total: 100,
        page: 2,
        totalPages: 3,
      },
      '/en/collections/persons?page=2',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeTruthy();
    const list = screen.getAllByRole('list')[0]!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/en/collections/person/1-rembrandt',
      '/en/collections/person/2-elisabeth-vigee-le-brun',
    ]);
    expect(screen.getByText('Élisabeth Vigée Le Brun').getAttribute('lang')).toBe('fr');
    const nav = screen.getByRole('navigation');
    expect(
      within(nav)
        .getByRole('link', { name: /previous/i })
        .getAttribute('href'),
    ).toBe('/en/collections/persons');
    expect(within(nav).getByRole('link', { name: /next/i }).getAttribute('href')).toBe(
      '/en/collections/persons?page=3',
    );
  });

  it('says so when there is none of the kind', () => {
    renderPage(
      { pathType: 'timespan', entities: [], total: 0, page: 1, totalPages: 0 },
      '/en/collections/times',
    );
    expect(screen.getByText('No collections of this kind yet.')).toBeTruthy();
  });
});
