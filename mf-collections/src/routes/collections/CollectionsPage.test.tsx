import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../testing/render-route';
import { CollectionsPage } from './CollectionsPage';
import type { CollectionEntity, CollectionsData } from './collections.loader';

const entity = (type: CollectionEntity['type'], n: number, label: string): CollectionEntity => ({
  id: `http://data.europeana.eu/${type.toLowerCase()}/${n}`,
  type,
  prefLabel: { en: label },
});

describe('CollectionsPage', () => {
  it('ends a kind with a link to all its collections, named with the kind, when it shows only some', () => {
    const data: CollectionsData = {
      groups: [
        {
          type: 'concept',
          slug: 'topic',
          entities: [entity('Concept', 1, 'Art'), entity('Concept', 2, 'Maps')],
          total: 1234,
        },
        { type: 'agent', slug: 'person', entities: [entity('Agent', 3, 'Rembrandt')], total: 1 },
        { type: 'place', slug: 'place', entities: [], total: 0 },
      ],
    };
    renderRoute(CollectionsPage, data, {
      routePath: '/:lang/collections',
      path: '/en/collections',
    });
    const topics = screen.getByRole('region', { name: 'Topics' });
    expect(within(topics).getByRole('heading', { name: 'Topics' })).toBeTruthy();
    const all = within(topics).getByRole('link', { name: 'See all (1,234) Topics' });
    expect(all).toHaveAttribute('href', '/en/collections/topics');
    // Every person is shown already: no link to them all.
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).queryByRole('link', { name: /See all/ })).toBeNull();
    expect(screen.getByText('No collections of this kind yet.')).toBeTruthy();
  });
});
