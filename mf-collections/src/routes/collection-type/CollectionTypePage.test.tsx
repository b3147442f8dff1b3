import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../testing/render-route';
import { CollectionTypePage } from './CollectionTypePage';
import type { CollectionTypeData } from './collection-type.loader';

function renderPage(data: CollectionTypeData, path: string) {
  return renderRoute(CollectionTypePage, data, { routePath: '/:lang/collections/:type', path });
}

describe('CollectionTypePage', () => {
  it('names the kind and links each collection to its page, with plain page links', () => {
    renderPage(
      {
        pathType: 'agent',
        entities: [
          { id: 'http://data.europeana.eu/agent/1', type: 'Agent', prefLabel: { en: 'Rembrandt' } },
          {
            id: 'http://data.europeana.eu/agent/2',
            type: 'Agent',
            prefLabel: { fr: 'Élisabeth Vigée Le Brun' },
          },
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
