import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { colours, focusOutline, focusRing, fontSizes, radii, space } from '../theme/tokens';

/** A collection (entity) page to link to, with its name and kind in the page language. */
export interface CollectionLink {
  /** The entity URI (a stable key). */
  id: string;
  /** The collection page (`paths.entity`). */
  to: string;
  label: string;
  /** Language of the label when it is not the page's. */
  lang?: string;
  /** The kind of collection, translated ("Person", "Topic", …); left out where all are one kind. */
  kind?: string;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pill = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  min-height: 44px;
  justify-content: center;
  padding: ${space[1]}px ${space[4]}px;
  color: ${colours.text};
  background: ${colours.surfaceAlt};
  border: 1px solid ${colours.border};
  border-radius: ${radii.round};
  text-decoration: none;
  &:hover {
    border-color: ${colours.accentStrong};
  }
  &:focus-visible {
    ${focusOutline}
    box-shadow: ${focusRing};
  }
  small {
    font-size: ${fontSizes.small};
    color: ${colours.textSecondary};
  }
`;

/**
 * Links to collection pages as pills, name over kind: the related collections of a search, an
 * item and an entity, and the lists of the collections pages, look alike. The section and
 * heading around them are the page's.
 */
export function CollectionPills({
  links,
  testId,
}: {
  links: readonly CollectionLink[];
  testId?: string;
}) {
  return (
    <List data-testid={testId}>
      {links.map((link) => (
        <li key={link.id}>
          <Pill to={link.to}>
            <span lang={link.lang}>{link.label}</span>
            {link.kind ? <small>{link.kind}</small> : null}
          </Pill>
        </li>
      ))}
    </List>
  );
}
