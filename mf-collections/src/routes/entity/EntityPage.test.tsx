import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../testing/render-route';
import { EntityPage } from './EntityPage';
import type { EntityData } from './entity.loader';

const data = (overrides: Partial<EntityData> = {}): EntityData => ({
  entity: {
    id: 'http://data.europeana.eu/agent/60305',
    pathType: 'agent',
    label: { text: 'J. M. W. Turner' },
    note: { text: 'Englischer Maler der Romantik.', lang: 'de' },
    image: { src: '/api/thumbnail/v3/400/abc', srcSet: '/api/thumbnail/v3/200/abc 200w' },
  },
  items: [
    {
      id: '/1/a',
      type: 'IMAGE',
      title: { text: 'The Fighting Temeraire' },
      creator: { text: 'Turner' },
      dataProvider: 'National Gallery',
      rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
      preview: 'http://img.example/temeraire.jpg',
    },
    { id: '/1/b', type: 'TEXT', description: { text: 'Un carnet de croquis', lang: 'fr' } },
  ],
  totalResults: 50,
  related: [
    {
      id: 'http://data.europeana.eu/concept/48',
      type: 'Concept',
      label: 'Landschaftsmalerei',
      lang: 'de',
      to: '/en/collections/topic/48-landscape-painting',
    },
  ],
  page: 2,
  totalPages: 3,
  origin: 'http://portal.test',
  path: '/en/collections/person/60305-j-m-w-turner',
  ...overrides,
});

function renderPage(entityData: EntityData, path = '/en/collections/person/60305-turner?page=2') {
  return renderRoute(EntityPage, entityData, { routePath: '/:lang/collections/:type/*', path });
}

describe('EntityPage', () => {
  it('names the entity and its kind, with its note in the language it is in', () => {
    renderPage(data());
    expect(screen.getByRole('heading', { level: 1, name: 'J. M. W. Turner' })).toBeTruthy();
    expect(screen.getByText('Person')).toBeTruthy();
    expect(screen.getByText('Englischer Maler der Romantik.').getAttribute('lang')).toBe('de');
  });

  it('lists the items as cards linking to their pages, with the count', () => {
    renderPage(data());
    expect(screen.getByRole('status').textContent).toBe('50 items available');
    const cards = within(document.getElementById('entity-items')!).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href'))).toEqual([
      '/en/item/1/a',
      '/en/item/1/b',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'The Fighting Temeraire' })).toBeTruthy();
    // An item without a title is named by its description, in its language.
    expect(screen.getByRole('link', { name: 'Un carnet de croquis' }).getAttribute('lang')).toBe(
      'fr',
    );
    // Under each card, as under a search result: the type, and the rights where the item has them.
    const [first, second] = within(document.getElementById('entity-items')!).getAllByRole(
      'article',
    );
    expect(first).toHaveTextContent(/Image · Public Domain$/);
    expect(second).toHaveTextContent(/Text$/);
  });

  it('links the related collections with their kind', () => {
    renderPage(data());
    const related = screen.getByRole('region', { name: 'Related collections' });
    const link = within(related).getByRole('link');
    expect([link.getAttribute('href'), link.textContent]).toEqual([
      '/en/collections/topic/48-landscape-painting',
      'LandschaftsmalereiTopic',
    ]);
    expect(within(link).getByText('Landschaftsmalerei').getAttribute('lang')).toBe('de');
  });

  it('links an organisation to its website, in a new tab, and says where it is', () => {
    renderPage(
      data({
        entity: {
          id: 'http://data.europeana.eu/organization/1001',
          pathType: 'organization',
          label: { text: 'Rijksmuseum' },
          homepage: 'https://www.rijksmuseum.nl/',
          location: 'Amsterdam, Netherlands',
        },
      }),
      '/en/collections/organisation/1001-rijksmuseum',
    );
    expect(screen.getByText(/Amsterdam, Netherlands/)).toBeTruthy();
    const website = screen.getByRole('link', { name: /Website of the institution/ });
    expect([website.getAttribute('href'), website.getAttribute('target')]).toEqual([
      'https://www.rijksmuseum.nl/',
      '_blank',
    ]);
  });

  it('pages with plain links on the same path, page 1 without a page parameter', () => {
    renderPage(data());
    const nav = screen.getByRole('navigation');
    expect(
      within(nav)
        .getByRole('link', { name: /previous/i })
        .getAttribute('href'),
    ).toBe('/en/collections/person/60305-turner');
    expect(within(nav).getByRole('link', { name: /next/i }).getAttribute('href')).toBe(
      '/en/collections/person/60305-turner?page=3',
    );
  });

  it('says so when no item is linked yet', () => {
    renderPage(
      data({ items: [], totalResults: 0, related: [], page: 1, totalPages: 0 }),
      '/en/collections/person/60305',
    );
    expect(screen.queryByRole('region', { name: 'Related collections' })).toBeNull();
    expect(screen.getByText('No items are linked to this collection yet.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
