import styled from '@emotion/styled';
import { useLoaderData, useLocation } from 'react-router-dom';
import { space } from '@portal/shared-kernel';
import { EntityHeader } from '../../components/EntityHeader';
import { EntityItems } from '../../components/EntityItems';
import { EntityRelated } from '../../components/EntityRelated';
import type { EntityData } from './entity.loader';

const Page = styled.div`
  max-width: 75rem;
  margin: 0 auto;
  padding: ${space[6]}px 0;
`;

/** The collection page of an entity: who or what it is, then the items linked to it. */
export function EntityPage() {
  const { entity, items, totalResults, related, page, totalPages } = useLoaderData() as EntityData;
  const { pathname } = useLocation();
  return (
    <Page>
      <EntityHeader entity={entity} />
      <EntityRelated related={related} />
      <EntityItems
        items={items}
        totalResults={totalResults}
        page={page}
        totalPages={totalPages}
        pageTo={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)}
      />
    </Page>
  );
}
