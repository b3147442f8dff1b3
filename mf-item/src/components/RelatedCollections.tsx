import {
  CollectionPills,
  entityLabel,
  entitySlugLabel,
  localise,
  paths,
  usePortal,
  type RecordEntity,
} from '@portal/shared-kernel';
import { useItemT } from './item-texts';

/** The collections (persons, topics, places, periods, institutions) the item belongs to. */
export function RelatedCollections({ entities }: { entities: RecordEntity[] }) {
  const t = useItemT();
  const { locale } = usePortal();
  if (!entities.length) return null;
  const links = entities.map((entity) => {
    const label = entityLabel(entity, locale);
    const lang = localise(entity.prefLabel, locale)?.lang;
    return {
      id: entity.about,
      to: paths.entity(locale, entity.about, entitySlugLabel(entity.prefLabel) || label),
      label,
      ...(lang && lang !== locale ? { lang } : {}),
      kind: t(`related.entityTypes.${entity.pathType}`),
    };
  });
  return (
    <section aria-labelledby="item-related-collections">
      <h2 id="item-related-collections">{t('related.collectionsHeading')}</h2>
      <CollectionPills links={links} testId="item-related-collections" />
    </section>
  );
}
