import styled from '@emotion/styled';
import { useState } from 'react';
import { colours, fontSizes, space, type MediaKind } from '@portal/shared-kernel';
import { useItemT } from '../item-texts';
import type { ItemView } from '../../item/item-view';
import { DownloadControl } from '../DownloadControl';
import { RightsLabel } from '../RightsStatement';
import { MediaStage } from './MediaStage';
import { ThumbnailStrip } from './ThumbnailStrip';

const Section = styled.section`
  margin: 0 0 ${space[6]}px;
`;

/**
 * Counter and rights on the left (they may wrap inside their cell), download on the right: the
 * download never drops to a line of its own when the web font replaces the fallback, so the page
 * below does not move.
 */
const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space[3]}px;
  min-height: 44px;
  margin-top: ${space[3]}px;
  font-size: ${fontSizes.small};
  color: ${colours.textSecondary};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]}px ${space[4]}px;
`;

/** Media that can be downloaded: files, not landing pages or manifests. */
const DOWNLOADABLE = new Set<MediaKind>(['image', 'sound', 'video', 'pdf', 'text', '3d']);

/**
 * The media of the item, first and large (DESIGN.md): one media box, a strip of all media when
 * there are several, and the current media's rights and download.
 */
export function MediaPresentation({
  view,
  title,
  origin,
}: {
  view: ItemView;
  title: string;
  origin: string;
}) {
  const t = useItemT();
  const [index, setIndex] = useState(0);
  const media = view.media[index];
  const total = view.media.length;
  return (
    <Section aria-label={t('media.region')} data-testid="item-media">
      <MediaStage key={media?.about ?? 'none'} view={view} media={media} title={title} />
      {total > 1 ? <ThumbnailStrip view={view} current={index} onSelect={setIndex} /> : null}
      {media ? (
        <Toolbar>
          <Facts>
            {total > 1 ? (
              <span data-testid="item-media-counter">
                {t('media.counter', { current: index + 1, total })}
              </span>
            ) : null}
            {media.caption ? (
              <span lang={media.caption.lang} data-testid="item-media-caption">
                {media.caption.text}
              </span>
            ) : null}
            {media.rights ? <RightsLabel uri={media.rights} link /> : null}
          </Facts>
          {DOWNLOADABLE.has(media.kind) ? (
            <DownloadControl view={view} media={media} origin={origin} />
          ) : null}
        </Toolbar>
      ) : null}
    </Section>
  );
}
