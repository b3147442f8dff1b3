import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import {
  colours,
  entitySlugLabel,
  localiseFirst,
  paths,
  radii,
  space,
  usePortal,
} from '@portal/shared-kernel';
import type { CollectionsData } from './collections.loader';

const Page = styled.div`
  max-width: 75rem;
  margin: 0 auto;
  padding: ${space[6]}px 0;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${space[2]}px ${space[4]}px;
    border: 1px solid ${colours.border};
    border-radius: ${radii.round};
    color: ${colours.text};
    text-decoration: none;
  }
`;

export function CollectionsPage() {
  const { t } = useTranslation('collections');
  const { locale } = usePortal();
  const { groups } = useLoaderData() as CollectionsData;
  return (
    <Page>
      <h1>{t('collections.heading')}</h1>
      <p>{t('collections.description')}</p>
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`collections-${group.slug}`}>
          <h2 id={`collections-${group.slug}`}>{t(`collections.types.${group.slug}`)}</h2>
          {group.entities.length === 0 ? (
            <p>{t('collections.empty')}</p>
          ) : (
            <List>
              {group.entities.map((entity) => (
                <li key={entity.id}>
                  <Link to={paths.entity(locale, entity.id, entitySlugLabel(entity.prefLabel))}>
                    {localiseFirst(entity.prefLabel, locale)}
                  </Link>
                </li>
              ))}
            </List>
          )}
        </section>
      ))}
    </Page>
  );
}
