import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router-dom';
import { Pagination, space } from '@portal/shared-kernel';
import { EntityChipList } from '../../components/EntityChipList';
import { typeNameKey } from '../../domain/collection-types';
import type { CollectionTypeData } from './collection-type.loader';

const Page = styled.div`
  max-width: 75rem;
  margin: 0 auto;
  padding: ${space[6]}px 0;
`;

/** Every collection of one kind (topics, people, places, periods, organisations), paged. */
export function CollectionTypePage() {
  const { t } = useTranslation('collections');
  const { pathname } = useLocation();
  const { pathType, entities, page, totalPages } = useLoaderData() as CollectionTypeData;
  return (
    <Page>
      <h1>{t(typeNameKey(pathType))}</h1>
      {entities.length === 0 ? (
        <p>{t('collections.empty')}</p>
      ) : (
        <EntityChipList entities={entities} />
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        to={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)}
      />
    </Page>
  );
}
