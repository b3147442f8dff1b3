import styled from '@emotion/styled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { colours, focusRing, fontSizes, fontWeights, radii, space } from '@portal/shared-kernel';
import type { EntityLink } from '../domain/entity-links';

const Section = styled.section`
  margin-bottom: ${space[5]}px;
  h2 {
    margin: 0 0 ${space[2]}px;
    font-size: ${fontSizes.small};
    font-weight: ${fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Pill = styled(Link)`
  display: inline-flex;
  align-items: baseline;
  gap: ${space[2]}px;
  min-height: 36px;
  padding: ${space[2]}px ${space[4]}px;
  color: ${colours.accentStrong};
  background: ${colours.surfaceAlt};
  border-radius: ${radii.round};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    box-shadow: ${focusRing};
  }
  small {
    color: ${colours.textSecondary};
    font-size: ${fontSizes.small};
  }
`;

/** Collections (entities) that match the query, above the results of its first page. */
export function RelatedCollections({ collections }: { collections: EntityLink[] }) {
  const { t } = useTranslation('search');
  const headingId = useId();
  if (!collections.length) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('related.heading')}</h2>
      <ul>
        {collections.map((collection) => (
          <li key={collection.id}>
            <Pill to={collection.to}>
              <span lang={collection.lang}>{collection.label}</span>
              <small>
                {t(`entityTypes.${collection.type}`, { defaultValue: collection.type })}
              </small>
            </Pill>
          </li>
        ))}
      </ul>
    </Section>
  );
}
