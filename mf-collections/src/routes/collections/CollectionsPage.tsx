import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { usePortal } from '@portal/shared-kernel';
import { PageFrame } from '../../components/PageFrame';
import { EntityChipList } from '../../components/EntityChipList';
import { typePagePath } from '../../domain/collection-types';
import type { CollectionsData } from './collections.loader';

export function CollectionsPage() {
  const { t } = useTranslation('collections');
  const { locale } = usePortal();
  const { groups } = useLoaderData() as CollectionsData;
  return (
    <PageFrame>
      <h1>{t('collections.heading')}</h1>
      <p>{t('collections.description')}</p>
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`collections-${group.slug}`}>
          {/* The heading leads to the page listing every collection of the kind. */}
          <h2 id={`collections-${group.slug}`}>
            <Link to={typePagePath(locale, group.type)}>
              {t(`collections.types.${group.slug}`)}
            </Link>
          </h2>
          {group.entities.length === 0 ? (
            <p>{t('collections.empty')}</p>
          ) : (
            <EntityChipList entities={group.entities} />
          )}
        </section>
      ))}
    </PageFrame>
  );
}
