import styled from '@emotion/styled';
import { CollectionPills, entityLinks, space, usePortal } from '@portal/shared-kernel';
import type { CollectionEntity } from '../domain/collection-entity';

const Block = styled.div`
  margin-bottom: ${space[5]}px;
`;

/** Entities of one kind as pills linking to their pages, named in the page language. */
export function EntityChipList({ entities }: { entities: CollectionEntity[] }) {
  const { locale } = usePortal();
  return (
    <Block>
      <CollectionPills links={entityLinks(entities, locale)} />
    </Block>
  );
}
