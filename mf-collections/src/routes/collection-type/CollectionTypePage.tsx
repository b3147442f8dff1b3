import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router-dom';
import { Pagination } from '@portal/shared-kernel';
import { PageFrame } from '../../components/PageFrame';
import { pagePath } from '../../domain/page-path';
import { EntityChipList } from '../../components/EntityChipList';
import { typeNameKey } from '../../domain/collection-types';
import type { CollectionTypeData } from './collection-type.loader';

/** Every collection of one kind (topics, people, places, periods, organisations), paged. */
export function CollectionTypePage() {
  const { t } = useTranslation('collections');
  const { pathname } = useLocation();
  const { pathType, entities, page, totalPages } = useLoaderData() as CollectionTypeData;
  return (
    <PageFrame>
      <h1>{t(typeNameKey(pathType))}</h1>
      {entities.length === 0 ? (
        <p>{t('collections.empty')}</p>
      ) : (
        <EntityChipList entities={entities} />
      )}
      <Pagination page={page} totalPages={totalPages} to={(n) => pagePath(pathname, n)} />
    </PageFrame>
  );
}
