import { useLoaderData, useLocation } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { pagePath } from '../../domain/page-path';
import { EntityHeader } from '../../components/EntityHeader';
import { EntityItems } from '../../components/EntityItems';
import { EntityRelated } from '../../components/EntityRelated';
import type { EntityData } from './entity.loader';

/** The collection page of an entity: who or what it is, then the items linked to it. */
export function EntityPage() {
  const { entity, items, totalResults, related, page, totalPages } = useLoaderData() as EntityData;
  const { pathname } = useLocation();
  return (
    <PageFrame>
      <EntityHeader entity={entity} />
      <EntityRelated related={related} />
      <EntityItems
        items={items}
        totalResults={totalResults}
        page={page}
        totalPages={totalPages}
        pageTo={(n) => pagePath(pathname, n)}
      />
    </PageFrame>
  );
}
