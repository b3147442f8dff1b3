import styled from '@emotion/styled';
import {
  CollectionPills,
  entitySlugLabel,
  localise,
  paths,
  space,
  usePortal,
  type Entity,
} from '@portal/shared-kernel';

const Block = styled.div`
  margin-bottom: ${space[5]}px;
`;

/** Entities of one kind as pills linking to their pages, named in the page language. */
export function EntityChipList({
  entities,
}: {
  entities: Array<Pick<Entity, 'id' | 'prefLabel'>>;
}) {
  const { locale } = usePortal();
  const links = entities.map((entity) => {
    const label = localise(entity.prefLabel, locale);
    return {
      id: entity.id,
      to: paths.entity(locale, entity.id, entitySlugLabel(entity.prefLabel)),
      label: label?.values[0] ?? entity.id,
      ...(label?.lang && label.lang !== locale ? { lang: label.lang } : {}),
    };
  });
  return (
    <Block>
      <CollectionPills links={links} />
    </Block>
  );
}
