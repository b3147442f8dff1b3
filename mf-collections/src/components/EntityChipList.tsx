import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import {
  colours,
  entitySlugLabel,
  focusRing,
  localise,
  paths,
  radii,
  space,
  usePortal,
  type Entity,
} from '@portal/shared-kernel';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
  margin: 0 0 ${space[5]}px;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${space[2]}px ${space[4]}px;
    border: 1px solid ${colours.border};
    border-radius: ${radii.round};
    color: ${colours.text};
    text-decoration: none;
    &:hover {
      border-color: ${colours.accentStrong};
    }
    &:focus-visible {
      outline: none;
      box-shadow: ${focusRing};
    }
  }
`;

/** Entities of one kind as chips linking to their pages, named in the page language. */
export function EntityChipList({
  entities,
}: {
  entities: Array<Pick<Entity, 'id' | 'prefLabel'>>;
}) {
  const { locale } = usePortal();
  return (
    <List>
      {entities.map((entity) => {
        const label = localise(entity.prefLabel, locale);
        return (
          <li key={entity.id}>
            <Link
              to={paths.entity(locale, entity.id, entitySlugLabel(entity.prefLabel))}
              lang={label?.lang && label.lang !== locale ? label.lang : undefined}
            >
              {label?.values[0] ?? entity.id}
            </Link>
          </li>
        );
      })}
    </List>
  );
}
