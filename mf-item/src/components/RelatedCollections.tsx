import styled from '@emotion/styled';
import { Link as RouterLink } from 'react-router-dom';
import {
  colours,
  entityLabel,
  focusRing,
  fontSizes,
  entitySlugLabel,
  localise,
  paths,
  radii,
  space,
  usePortal,
  type RecordEntity,
} from '@portal/shared-kernel';
import { useItemT } from './item-texts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pill = styled(RouterLink)`
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
    outline: none;
    box-shadow: ${focusRing};
  }
  small {
    font-size: ${fontSizes.small};
    color: ${colours.textSecondary};
  }
`;

/** The collections (persons, topics, places, periods, institutions) the item belongs to. */
export function RelatedCollections({ entities }: { entities: RecordEntity[] }) {
  const t = useItemT();
  const { locale } = usePortal();
  if (!entities.length) return null;
  return (
    <section aria-labelledby="item-related-collections">
      <h2 id="item-related-collections">{t('related.collectionsHeading')}</h2>
      <List data-testid="item-related-collections">
        {entities.map((entity) => {
          const label = entityLabel(entity, locale);
          return (
            <li key={entity.about}>
              <Pill to={paths.entity(locale, entity.about, entitySlugLabel(entity.prefLabel) || label)}>
                <span lang={localise(entity.prefLabel, locale)?.lang}>{label}</span>
                <small>{t(`related.entityTypes.${entity.pathType}`)}</small>
              </Pill>
            </li>
          );
        })}
      </List>
    </section>
  );
}
