import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { localiseFirst, space, usePortal, type LanguageMap } from '@portal/shared-kernel';
import type { ItemData } from './item.loader';
import { itemTitle, proxyField } from './record-fields';

const Page = styled.article`
  max-width: 60rem;
  margin: 0 auto;
  padding: ${space[6]}px 0;
`;

export function ItemPage() {
  const { t } = useTranslation('item');
  const { locale } = usePortal();
  const { record } = useLoaderData() as ItemData;
  const aggregation = record.aggregations[0];
  const provider = localiseFirst(aggregation?.edmDataProvider as LanguageMap | undefined, locale);
  const description = proxyField(record, 'dcDescription', locale);
  return (
    <Page>
      <h1>{itemTitle(record, locale) ?? t('item.untitled')}</h1>
      {description.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {provider ? <p>{t('item.provider', { provider })}</p> : null}
      {aggregation?.edmIsShownAt ? (
        <p>
          <a href={aggregation.edmIsShownAt} rel="noopener noreferrer">
            {t('item.viewAtProvider')}
          </a>
        </p>
      ) : null}
    </Page>
  );
}
