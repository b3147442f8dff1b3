import { fireEvent, render, screen, within } from '@testing-library/react';
import { RESULTS_VIEW_COOKIE, type SearchResultSummary } from '@portal/shared-kernel';
import { ResultsList } from './ResultsList';
import { ViewToggles } from './ViewToggles';
import { createTestPortal, TestApp } from '../testing/test-portal';

const items: SearchResultSummary[] = Array.from({ length: 6 }, (_, n) => ({
  id: `/1/item_${n}`,
  type: 'IMAGE',
  title: n === 1 ? { text: 'Kliffen', lang: 'nl' } : { text: `Item ${n}`, lang: 'en' },
  creator: { text: 'J. M. W. Turner' },
  dataProvider: 'Tate',
  rights: 'http://rightsstatements.org/vocab/InC/1.0/',
  preview:
    n === 5
      ? undefined
      : `http://localhost:3001/thumbnail/v2/url.json?uri=${encodeURIComponent(`http://img/${n}.jpg`)}&type=IMAGE`,
}));

function renderResults(view?: 'grid' | 'list' | 'mosaic') {
  const portal = createTestPortal({ stores: view ? { search: { view } } : {} });
  render(
    <TestApp portal={portal}>
      <ViewToggles />
      <ResultsList items={[...items, { id: '/1/untitled' }]} />
    </TestApp>,
  );
  return portal;
}

describe('ResultsList', () => {
  it('shows each result as a card linking to its item page', () => {
    renderResults();
    const list = screen.getByRole('list', { name: 'Search results' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/en/item/1/item_0');
    expect(links[0]).toHaveAccessibleName('Item 0');
    expect(links.at(-1)).toHaveAccessibleName('Untitled');
    expect(within(list).getAllByText('J. M. W. Turner')).toHaveLength(6);
    expect(within(list).getAllByText('Image · In Copyright')).toHaveLength(6);
  });

  it('titles results one level below the page heading (no skipped level without related collections)', () => {
    renderResults();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('marks titles in another language than the page', () => {
    renderResults();
    expect(screen.getByRole('link', { name: 'Kliffen' })).toHaveAttribute('lang', 'nl');
    expect(screen.getByRole('link', { name: 'Item 0' })).not.toHaveAttribute('lang');
  });

  it('uses v3 thumbnails in 200 and 400 px, lazily below the first row', () => {
    renderResults();
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(5);
    expect(images[0]!.getAttribute('src')).toMatch(/^\/api\/thumbnail\/v3\/200\/[0-9a-f]{32}$/);
    expect(images[0]!.getAttribute('srcset')).toMatch(
      /^\/api\/thumbnail\/v3\/200\/[0-9a-f]{32} 200w, \/api\/thumbnail\/v3\/400\/[0-9a-f]{32} 400w$/,
    );
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
    expect(images[0]).toHaveAttribute(
      'sizes',
      '(min-width: 992px) 15rem, (min-width: 576px) 50vw, 100vw',
    );
    expect(images[4]).toHaveAttribute('loading', 'lazy');
  });

  it('draws large mosaic tiles only for items with a picture, with a larger image size', () => {
    renderResults('mosaic');
    const tiles = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole(
      'listitem',
    );
    const large = tiles.filter((tile) => tile.hasAttribute('data-featured'));
    expect(large).toEqual([tiles[0]]);
    expect(large[0]!.querySelector('img')).toHaveAttribute(
      'sizes',
      '(min-width: 992px) 21rem, (min-width: 576px) 66vw, 100vw',
    );
  });

  it('renders the view of the store and switches views, keeping the choice in a cookie', () => {
    const portal = renderResults('list');
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(list).toHaveAttribute('data-view', 'list');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Mosaic' }));
    expect(list).toHaveAttribute('data-view', 'mosaic');
    expect(portal.stores.search.view).toBe('mosaic');
    expect(document.cookie).toContain(`${RESULTS_VIEW_COOKIE}=mosaic`);
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'false');
  });
});
