import styled from '@emotion/styled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CollectionPills,
  fontSizes,
  fontWeights,
  space,
  type EntityLink,
} from '@portal/shared-kernel';

const Section = styled.section`
  margin-bottom: ${space[5]}px;
  h2 {
    margin: 0 0 ${space[2]}px;
    font-size: ${fontSizes.small};
    font-weight: ${fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
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
      <CollectionPills
        links={collections.map((collection) => ({
          ...collection,
          kind: t(`common:entityTypes.${collection.type}`, { defaultValue: collection.type }),
        }))}
      />
    </Section>
  );
}
