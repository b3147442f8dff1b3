import styled from '@emotion/styled';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { layout, localise, mediaUp, space, usePortal } from '@portal/shared-kernel';
import { ItemActions } from '../../components/ItemActions';
import { ItemHeader } from '../../components/ItemHeader';
import { ItemTextsProvider, useItemT } from '../../components/item-texts';
import { OutLink } from '../../components/OutLink';
import { MediaPresentation } from '../../components/media/MediaPresentation';
import { MetadataList } from '../../components/MetadataList';
import { RelatedCollections } from '../../components/RelatedCollections';
import { RelatedItems } from '../../components/RelatedItems';
import { RightsLabel } from '../../components/RightsStatement';
import { Transcriptions } from '../../components/Transcriptions';
import { TranslateControl } from '../../components/TranslateControl';
import type { ItemView } from '../../item/item-view';
import type { ItemData } from './item.loader';

const Page = styled.article`
  max-width: ${layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${space[5]}px 0 ${space[7]}px;
  h2 {
    margin: ${space[6]}px 0 ${space[3]}px;
    font-size: 1.375rem;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${space[6]}px;
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  }
`;

const Aside = styled.div`
  h2:first-of-type {
    margin-top: 0;
  }
  p {
    margin: 0 0 ${space[4]}px;
  }
`;

/** The item page: media first and large, then the metadata with the actions beside it. */
export function ItemPage() {
  const data = useLoaderData() as ItemData;
  // Another item (a related item followed) starts afresh: no leftover translation or media choice.
  return (
    <ItemTextsProvider>
      <ItemContent key={data.view.id} data={data} />
    </ItemTextsProvider>
  );
}

function ItemContent({ data }: { data: ItemData }) {
  const t = useItemT();
  const { locale } = usePortal();
  const [translated, setTranslated] = useState<ItemView | undefined>();
  const view = translated ?? data.view;
  const title = localise(view.title, locale)?.values[0] ?? t('title.untitled');

  return (
    <Page data-testid="item-page" data-item-id={view.id}>
      <MediaPresentation view={data.view} title={title} origin={data.origin} />
      <Columns>
        <div>
          <ItemHeader view={view} />
          <TranslateControl original={data.view} translated={translated} onChange={setTranslated} />
          <MetadataList view={view} />
          <Transcriptions transcriptions={view.transcriptions} languageNames={view.languageNames} />
        </div>
        <Aside>
          <ItemActions view={view} title={title} origin={data.origin} />
          {view.rights ? (
            <>
              <h2>{t('rights.heading')}</h2>
              <p data-testid="item-rights">
                <RightsLabel uri={view.rights} link />
              </p>
            </>
          ) : null}
          {view.isShownAt ? (
            <p>
              <OutLink href={view.isShownAt}>{t('media.viewAtProvider')}</OutLink>
            </p>
          ) : null}
          <RelatedCollections entities={view.entities} />
        </Aside>
      </Columns>
      <RelatedItems view={data.view} />
    </Page>
  );
}
