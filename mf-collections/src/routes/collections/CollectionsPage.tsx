import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import styled from '@emotion/styled';
import { formatNumber, space, usePortal } from '@portal/shared-kernel';
import { PageFrame } from '../../components/PageFrame';
import { EntityChipList } from '../../components/EntityChipList';
import { typePagePath } from '../../domain/collection-types';
import type { CollectionsData } from './collections.loader';

/* Close under its list, and apart from the next kind's heading. */
const SeeAll = styled.p`
  margin: -${space[2]}px 0 ${space[6]}px;
`;

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
          <h2 id={`collections-${group.slug}`}>{t(`collections.types.${group.slug}`)}</h2>
          {group.entities.length === 0 ? (
            <p>{t('collections.empty')}</p>
          ) : (
            <>
              <EntityChipList entities={group.entities} />
              {group.total > group.entities.length ? (
                <SeeAll>
                  {/*
                   * Named by its text and its section's heading ("See all (113) Topics"): in a
                   * list of the page's links, "See all (113)" alone says not of what.
                   */}
                  <Link
                    id={`collections-${group.slug}-all`}
                    to={typePagePath(locale, group.type)}
                    aria-labelledby={`collections-${group.slug}-all collections-${group.slug}`}
                  >
                    {t('collections.seeAll', { total: formatNumber(group.total, locale) })}
                  </Link>
                </SeeAll>
              ) : null}
            </>
          )}
        </section>
      ))}
    </PageFrame>
  );
}
