import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  mediaUp,
  space,
  usePortal,
  type CardVariant,
  type SearchResultSummary,
} from '@portal/shared-kernel';
import { featuredTiles } from './mosaic-tiles';
import { ResultCard } from './ResultCard';

export const RESULTS_ID = 'search-results';

/** How many cards of each view are likely above the fold: their images load at once. */
const EAGER_IMAGES: Record<CardVariant, number> = { grid: 4, list: 3, mosaic: 8 };

/** The width each view gives an image, so the browser picks the 200 or 400 px thumbnail. */
export const IMAGE_SIZES: Record<CardVariant, string> = {
  grid: '(min-width: 992px) 15rem, (min-width: 576px) 50vw, 100vw',
  list: '12rem',
  mosaic: '(min-width: 992px) 10rem, (min-width: 576px) 33vw, 50vw',
};
/** A large mosaic tile spans two columns. */
const FEATURED_SIZES = '(min-width: 992px) 21rem, (min-width: 576px) 66vw, 100vw';

const List = styled.ol<{ view: CardVariant }>`
  display: grid;
  gap: ${space[4]}px;
  margin: 0 0 ${space[5]}px;
  padding: 0;
  list-style: none;
  /* minmax(0, 1fr), not 1fr: a column as wide as the page, never as wide as a card's content
     (a list card's thumbnail and a long word made the column wider than a 320 px screen). */
  grid-template-columns: ${({ view }) =>
    view === 'mosaic' ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)'};
  ${({ view }) => (view === 'mosaic' ? 'grid-auto-flow: dense;' : '')}
  ${mediaUp('sm')} {
    grid-template-columns: ${({ view }) =>
      view === 'list'
        ? 'minmax(0, 1fr)'
        : view === 'mosaic'
          ? 'repeat(3, minmax(0, 1fr))'
          : 'repeat(2, minmax(0, 1fr))'};
  }
  ${mediaUp('lg')} {
    grid-template-columns: ${({ view }) =>
      view === 'list'
        ? 'minmax(0, 1fr)'
        : view === 'mosaic'
          ? 'repeat(auto-fill, minmax(10rem, 1fr))'
          : 'repeat(auto-fill, minmax(14rem, 1fr))'};
  }
  /* The mosaic: some tiles with pictures twice as large, the others filling the gaps around them. */
  ${({ view }) =>
    view === 'mosaic' ? `& > li[data-featured] { grid-column: span 2; grid-row: span 2; }` : ''}
`;

/** The results in the view the visitor chose (kept in the search store and its cookie). */
export const ResultsList = observer(function ResultsList({
  items,
}: {
  items: SearchResultSummary[];
}) {
  const { t } = useTranslation('search');
  const { api, locale, stores } = usePortal();
  const view = stores.search.view;
  const featured = view === 'mosaic' ? featuredTiles(items) : undefined;
  return (
    <List id={RESULTS_ID} view={view} aria-label={t('results.label')} data-view={view}>
      {items.map((item, index) => (
        <li key={item.id} data-featured={featured?.has(index) || undefined}>
          <ResultCard
            item={item}
            variant={view}
            lazy={index >= EAGER_IMAGES[view]}
            priority={index === 0}
            sizes={featured?.has(index) ? FEATURED_SIZES : IMAGE_SIZES[view]}
            t={t}
            locale={locale}
            thumbnails={api.thumbnail}
          />
        </li>
      ))}
    </List>
  );
});
