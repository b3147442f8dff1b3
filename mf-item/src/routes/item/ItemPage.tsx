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

/*
 * One column on phones and tablets, in reading order: the title, what a visitor can do with the
 * item (actions, rights, the provider's page), the details, related collections. From lg up, the
 * actions and related collections stand beside the title and details. The document order stays
 * the reading order, so keyboard focus follows what is seen.
 */
const Columns = styled.div`
  display: grid;
  gap: ${space[6]}px;
  grid-template-areas: 'head' 'actions' 'details' 'related';
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas: 'head actions' 'details actions' 'details related';
    row-gap: 0;
  }
`;

const Head = styled.div`
  grid-area: head;
`;

/*
 * The title's block ends with a margin (the description's) that, in one block as before, folded
 * into the heading's: grid items keep both, so the first heading here takes less.
 */
const Details = styled.div`
  grid-area: details;
  & > section:first-child > h2:first-child {
    margin-top: ${space[2]}px;
  }
`;

const Aside = styled.div<{ area: 'actions' | 'related' }>`
  grid-area: ${({ area }) => area};
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
        <Head>
          <ItemHeader view={view} />
          <TranslateControl original={data.view} translated={translated} onChange={setTranslated} />
        </Head>
        <Aside area="actions">
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
        </Aside>
        <Details>
          <MetadataList view={view} />
          <Transcriptions transcriptions={view.transcriptions} languageNames={view.languageNames} />
        </Details>
        <Aside area="related">
          <RelatedCollections entities={view.entities} />
        </Aside>
      </Columns>
      <RelatedItems view={data.view} />
    </Page>
  );
}
