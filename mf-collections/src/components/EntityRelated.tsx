import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { CollectionPills, entityPathTypeOf, space, type EntityLink } from '@portal/shared-kernel';

const Section = styled.section`
  margin-bottom: ${space[6]}px;
`;

/** The collections most of the entity's items share, as links to their pages. */
export function EntityRelated({ related }: { related: EntityLink[] }) {
  const { t } = useTranslation('collections');
  if (!related.length) return null;
  const links = related.map((link) => {
    const pathType = entityPathTypeOf(link.type);
    return { ...link, kind: pathType ? t(`entity.types.${pathType}`) : link.type };
  });
  return (
    <Section aria-labelledby="entity-related-heading">
      <h2 id="entity-related-heading">{t('entity.relatedHeading')}</h2>
      <CollectionPills links={links} testId="entity-related" />
    </Section>
  );
}
