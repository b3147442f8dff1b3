import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardGrid,
  Pagination,
  space,
  summaryCardContent,
  summaryCardFooter,
  usePortal,
  type SearchResultSummary,
} from '@portal/shared-kernel';
import { TypeIcon } from '@portal/shared-kernel/src/components/TypeIcon';

export const ENTITY_ITEMS_ID = 'entity-items';
/** The first row of cards is above the fold on a desktop: those load at once, the rest lazily. */
const EAGER_IMAGES = 4;

const Grid = styled(CardGrid)`
  margin-bottom: ${space[6]}px;
`;

export interface EntityItemsProps {
  items: SearchResultSummary[];
  totalResults: number;
  page: number;
  totalPages: number;
  /** The path of a page of these items (`?page=n`). */
  pageTo: (page: number) => string;
}

/** The items linked to the entity: a count, a grid of cards and plain page links. */
export function EntityItems({ items, totalResults, page, totalPages, pageTo }: EntityItemsProps) {
  const { t } = useTranslation('collections');
  const { api, locale } = usePortal();
  return (
    <section aria-labelledby="entity-items-heading">
      <h2 id="entity-items-heading">{t('entity.itemsHeading')}</h2>
      <p role="status">{t('entity.itemsTotal', { count: totalResults })}</p>
      {items.length === 0 ? (
        <p>{t('entity.noItems')}</p>
      ) : (
        <Grid id={ENTITY_ITEMS_ID}>
          {items.map((item, index) => {
            const { to, title, texts, image } = summaryCardContent(item, locale, api.thumbnail);
            return (
              <li key={item.id}>
                <Card
                  to={to}
                  title={title?.text ?? t('entity.untitled')}
                  titleLang={title?.lang}
                  texts={texts}
                  image={image && { ...image, lazy: index >= EAGER_IMAGES }}
                  placeholder={<TypeIcon type={item.type} size={40} />}
                  footer={summaryCardFooter(
                    item,
                    item.type ? t(`entity.itemTypes.${item.type}`) : undefined,
                    t,
                  )}
                  headingLevel={3}
                />
              </li>
            );
          })}
        </Grid>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        to={pageTo}
        ariaControls={items.length ? ENTITY_ITEMS_ID : undefined}
      />
    </section>
  );
}
