import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import BoxIcon from 'lucide-react/icons/box';
import FileTextIcon from 'lucide-react/icons/file-text';
import ImageIcon from 'lucide-react/icons/image';
import MusicIcon from 'lucide-react/icons/music';
import PlayIcon from 'lucide-react/icons/play';
import VideoIcon from 'lucide-react/icons/video';
import ZoomInIcon from 'lucide-react/icons/zoom-in';
import {
  Alert,
  colours,
  focusRing,
  fontSizes,
  fontWeights,
  Icon,
  mediaKindOf,
  mediaUp,
  radii,
  space,
  type IconComponent,
  type MediaKind,
} from '@portal/shared-kernel';
import { useItemT } from '../item-texts';
import { OutLink } from '../OutLink';
import type { ItemView, MediaView } from '../../item/item-view';
import { AvPlayer, DeepZoomViewer } from './lazy-media';

/** Kinds whose own thumbnail exists; the others show the item's preview. */
const OWN_THUMBNAIL = new Set<MediaKind>(['image', 'sound', 'video', 'pdf', 'text', '3d']);

export function previewOf(media: MediaView | undefined, view: ItemView) {
  return media && OWN_THUMBNAIL.has(media.kind) ? media.thumbnail : view.preview;
}

export function kindIcon(kind: MediaKind | undefined): IconComponent {
  if (kind === 'sound') return MusicIcon;
  if (kind === 'video') return VideoIcon;
  if (kind === 'pdf' || kind === 'text') return FileTextIcon;
  if (kind === '3d') return BoxIcon;
  return ImageIcon;
}

/** `compact`: nothing to show but an icon, so the box does not push the title off the screen. */
const Box = styled.div<{ ratio: string; compact: boolean }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ ratio }) => ratio};
  max-height: ${({ compact }) => (compact ? '320px' : '70vh')};
  min-height: 240px;
  overflow: hidden;
  background: ${colours.surfaceAlt};
  border-radius: ${radii.card};
  ${mediaUp('lg')} {
    max-height: ${({ compact }) => (compact ? '320px' : '75vh')};
  }
`;

const Preview = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${colours.textSecondary};
`;

/** A button over the whole preview: clicking the image opens the viewer or starts the player. */
const Activate = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-end;
  justify-content: flex-end;
  padding: ${space[3]}px;
  background: transparent;
  border: 0;
  border-radius: ${radii.card};
  cursor: zoom-in;
  &:focus-visible {
    outline: none;
    box-shadow: inset ${focusRing};
  }
  &[data-action='play'] {
    align-items: center;
    justify-content: center;
    cursor: pointer;
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]}px;
  min-height: 44px;
  padding: ${space[2]}px ${space[4]}px;
  font-size: ${fontSizes.body};
  font-weight: ${fontWeights.semibold};
  color: ${colours.onAccent};
  background: ${colours.text};
  border-radius: ${radii.round};
  box-shadow: 0 1px 4px rgba(31, 31, 31, 0.3);
`;

const Notice = styled.div`
  position: absolute;
  left: ${space[3]}px;
  right: ${space[3]}px;
  bottom: ${space[3]}px;
  display: grid;
  gap: ${space[2]}px;
  justify-items: start;
`;

const LinkBadge = styled.span`
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]}px;
    padding: ${space[2]}px ${space[4]}px;
    color: ${colours.onAccent};
    background: ${colours.text};
    border-radius: ${radii.round};
    font-weight: ${fontWeights.semibold};
    text-decoration: none;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
  svg {
    color: inherit;
  }
`;

type Mode = 'preview' | 'active' | 'failed';

export interface MediaStageProps {
  view: ItemView;
  media: MediaView | undefined;
  title: string;
}

/**
 * The media box: the server-rendered preview image in a box of the media's proportions (its
 * space is reserved before anything loads), and over it what the media calls for: deep zoom for
 * images, a player for sound and video, a link for documents, a note for 3D. A media that cannot
 * be shown says so (IIIFManifestFailure).
 */
export function MediaStage({ view, media, title }: MediaStageProps) {
  const t = useItemT();
  const [mode, setMode] = useState<Mode>('preview');
  const [previewFailed, setPreviewFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const kind = media?.kind ?? 'unknown';
  // Without media of its own (none, or only the provider's page), the placeholder shows what the
  // item is (a sound recording, a film, a text), not a generic picture.
  const ownMedia = kind !== 'page' && kind !== 'unknown';
  const placeholderKind = ownMedia ? kind : mediaKindOf(undefined, view.type);
  const preview = previewOf(media, view);
  const ratio = media?.width && media.height ? `${media.width} / ${media.height}` : '4 / 3';
  const fail = () => setMode('failed');

  // An image that failed before React hydrated fired its error event unseen.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setPreviewFailed(true);
  }, []);

  const zoomable = kind === 'image' || kind === 'iiif';
  const playable = kind === 'sound' || kind === 'video';

  return (
    <Box
      ratio={ratio}
      compact={!preview && !ownMedia}
      data-media-kind={kind}
      data-testid="item-media-stage"
    >
      {preview && !previewFailed ? (
        <Preview
          ref={image}
          src={preview.large}
          srcSet={`${preview.small} 200w, ${preview.large} 400w`}
          sizes="(min-width: 400px) 400px, 100vw"
          alt={t('media.previewAlt', { title })}
          fetchPriority="high"
          data-testid="item-preview"
          onError={() => setPreviewFailed(true)}
        />
      ) : (
        <Placeholder>
          <Icon icon={kindIcon(placeholderKind)} size={64} />
        </Placeholder>
      )}

      {mode === 'active' && media && zoomable ? (
        <DeepZoomViewer media={media} manifest={view.manifest} onFailure={fail} />
      ) : null}
      {mode === 'active' && media && playable ? (
        <AvPlayer media={media} label={title} poster={preview?.large} onFailure={fail} />
      ) : null}

      {mode === 'preview' && media && zoomable ? (
        <Activate
          type="button"
          aria-label={t('media.zoom')}
          onPointerEnter={() => DeepZoomViewer.preload()}
          onFocus={() => DeepZoomViewer.preload()}
          onClick={() => setMode('active')}
          data-action="zoom"
        >
          <Badge aria-hidden="true">
            <Icon icon={ZoomInIcon} size={20} />
          </Badge>
        </Activate>
      ) : null}
      {mode === 'preview' && media && playable ? (
        <Activate
          type="button"
          aria-label={kind === 'sound' ? t('media.playSound') : t('media.playVideo')}
          onPointerEnter={() => AvPlayer.preload()}
          onFocus={() => AvPlayer.preload()}
          onClick={() => setMode('active')}
          data-action="play"
        >
          <Badge aria-hidden="true">
            <Icon icon={PlayIcon} size={24} />
            {t('media.play')}
          </Badge>
        </Activate>
      ) : null}

      {mode !== 'active' ? (
        <Notice>
          {mode === 'failed' ? (
            <Alert variant="error">{t('errors.IIIFManifestFailure')}</Alert>
          ) : null}
          {mode === 'preview' && media && (kind === 'pdf' || kind === 'text') ? (
            <LinkBadge>
              <a href={media.proxyUrl} target="_blank" rel="noopener">
                <Icon icon={FileTextIcon} size={18} />
                {t('media.openDocument', { format: formatName(media) })}
              </a>
            </LinkBadge>
          ) : null}
          {mode === 'preview' && kind === '3d' ? <Alert>{t('media.model3d')}</Alert> : null}
          {(mode === 'failed' ||
            !media ||
            kind === '3d' ||
            kind === 'page' ||
            kind === 'unknown') &&
          view.isShownAt ? (
            <LinkBadge>
              <OutLink href={view.isShownAt}>{t('media.viewAtProvider')}</OutLink>
            </LinkBadge>
          ) : null}
        </Notice>
      ) : null}
    </Box>
  );
}

function formatName(media: MediaView): string {
  if (media.kind === 'pdf') return 'PDF';
  const subtype = media.mimeType?.split('/')[1]?.split(';')[0];
  return subtype ? subtype.toUpperCase() : 'TXT';
}
