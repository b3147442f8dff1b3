import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router-dom';
import { colours, Pagination, space } from '@portal/shared-kernel';
import { GalleryCards } from '../../components/GalleryCards';
import { PageFrame } from '../../components/PageFrame';
import { PageHeader } from '../../components/PageHeader';
import { creatorOf } from '../../domain/gallery';
import type { GalleriesData } from './galleries.loader';

/** The first row of cards is above the fold on a desktop: those pictures load at once. */
const EAGER_IMAGES = 4;

const Lead = styled.p`
  max-width: 48rem;
  color: ${colours.textSecondary};
`;

const Cards = styled.div`
  margin: ${space[4]}px 0 ${space[6]}px;
`;

/**
 * `/{lang}/galleries` (spec §2.2): the published galleries in the page's language, each with
 * its picture, item count and curator, 24 a page with plain page links.
 */
export function GalleriesPage() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const { galleries, total, page, totalPages } = useLoaderData() as GalleriesData;
  return (
    <PageFrame>
      <PageHeader>
        <h1>{t('galleries.title')}</h1>
        <Lead>{t('galleries.description')}</Lead>
      </PageHeader>
      <p role="status">{t('galleries.count', { count: total })}</p>
      {galleries.length ? (
        <Cards>
          <GalleryCards
            galleries={galleries}
            eagerImages={page === 1 ? EAGER_IMAGES : 0}
            headingLevel={2}
            footer={(gallery) => {
              const { name } = creatorOf(gallery);
              return name ? t('gallery.curatedBy', { name }) : undefined;
            }}
          />
        </Cards>
      ) : (
        <p>{t('galleries.empty')}</p>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        to={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)}
      />
    </PageFrame>
  );
}
