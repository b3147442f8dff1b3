import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import FileTextIcon from 'lucide-react/icons/file-text';
import PlayIcon from 'lucide-react/icons/play';
import ZoomInIcon from 'lucide-react/icons/zoom-in';
import {
  Alert,
  colours,
  focusOutline,
  focusRing,
  fontSizes,
  fontWeights,
  Icon,
  mediaUp,
  radii,
  space,
  useImageFailure,
} from '@portal/shared-kernel';
import { useItemT } from '../item-texts';
import { OutLink } from '../OutLink';
import type { ItemView, MediaView } from '../../item/item-view';
import { insetFocusRing } from './focus-indicator';
import { AvPlayer, DeepZoomViewer, PlayerLoading, ViewerLoading } from './lazy-media';
import { MediaFailure } from './MediaFailure';
import { MediaPlaceholder, placeholderKindOf } from './MediaPlaceholder';
import { previewOf } from './media-kinds';
import { useSharpPreview } from './use-sharp-preview';
import { useZoomFails } from './use-zoom-check';

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

/*
 * Never drawn larger than it is: the preview is a 400 px thumbnail (the sharper preview, when it
 * comes, is made at the box's size), and stretched to a 1200 px box it turned into a blur, an
 * offline placeholder's letter most of all. Smaller than the box, it sits in its middle.
 */
const Preview = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: scale-down;
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
  /* Drawn inside: the box's overflow cuts off anything outside the button. */
  &:focus-visible {
    ${insetFocusRing}
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
    ${focusOutline}
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
  // Set by the visitor's click on the zoom or play button, never on the first render (or the
  // server's): only then does what replaces the button take the focus the button had.
  const [focusReplacement, setFocusReplacement] = useState(false);
  const previewImage = useImageFailure();
  const kind = media?.kind ?? 'unknown';
  const ownMedia = kind !== 'page' && kind !== 'unknown';
  const preview = previewOf(media, view);
  const sharpPreview = useSharpPreview(previewImage.ref, media, view.manifest);
  const ratio = media?.width && media.height ? `${media.width} / ${media.height}` : '4 / 3';
  const fail = () => setMode('failed');
  const activate = () => {
    setFocusReplacement(true);
    setMode('active');
  };
  // Closing the viewer gives the focus back to the button that opened it.
  const zoomButton = useRef<HTMLButtonElement>(null);
  const [closed, setClosed] = useState(false);
  const close = () => {
    setMode('preview');
    setClosed(true);
  };
  useEffect(() => {
    if (!closed || mode !== 'preview') return;
    zoomButton.current?.focus();
    setClosed(false);
  }, [closed, mode]);

  const zoomable = kind === 'image' || kind === 'iiif';
  const playable = kind === 'sound' || kind === 'video';
  // No zoom is offered that cannot work (an original the proxy cannot fetch, no image service:
  // the gateway offline). Known only after hydration (use-zoom-check.ts): the server's button is
  // taken away then, though not from under the focus; it goes when the focus moves on.
  const zoomFails = useZoomFails(media, view.manifest);
  const [zoomFocused, setZoomFocused] = useState(false);
  const offerZoom = zoomable && (!zoomFails || zoomFocused);

  return (
    <Box
      ratio={ratio}
      compact={!preview && !ownMedia}
      data-media-kind={kind}
      data-testid="item-media-stage"
    >
      {preview && !previewImage.failed ? (
        <Preview
          ref={previewImage.ref}
          src={sharpPreview ?? preview.large}
          srcSet={sharpPreview ? undefined : `${preview.small} 200w, ${preview.large} 400w`}
          sizes={sharpPreview ? undefined : '(min-width: 400px) 400px, 100vw'}
          alt={t('media.previewAlt', { title })}
          fetchPriority="high"
          data-testid="item-preview"
          onError={previewImage.onError}
        />
      ) : (
        <MediaPlaceholder kind={placeholderKindOf(media, view)} size={64} />
      )}

      {mode === 'active' && media && zoomable ? (
        <DeepZoomViewer
          media={media}
          title={title}
          manifest={view.manifest}
          onFailure={fail}
          onClose={close}
          takeFocus={focusReplacement}
          fallback={<ViewerLoading takeFocus={focusReplacement} />}
        />
      ) : null}
      {mode === 'active' && media && playable ? (
        <AvPlayer
          media={media}
          label={title}
          poster={preview?.large}
          onFailure={fail}
          takeFocus={focusReplacement}
          fallback={<PlayerLoading takeFocus={focusReplacement} />}
        />
      ) : null}

      {mode === 'preview' && media && offerZoom ? (
        <Activate
          ref={zoomButton}
          type="button"
          aria-label={t('media.zoom')}
          onPointerEnter={() => DeepZoomViewer.preload()}
          onFocus={() => {
            setZoomFocused(true);
            DeepZoomViewer.preload();
          }}
          onBlur={() => setZoomFocused(false)}
          onClick={activate}
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
          onClick={activate}
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
          {mode === 'failed' ? <MediaFailure takeFocus={focusReplacement} /> : null}
          {mode === 'preview' && media && (kind === 'pdf' || kind === 'text') ? (
            <LinkBadge>
              <a href={media.openUrl ?? media.proxyUrl} target="_blank" rel="noopener">
                <Icon icon={FileTextIcon} size={18} />
                {t('media.openDocument', { format: formatName(media) })}
              </a>
            </LinkBadge>
          ) : null}
          {mode === 'preview' && kind === '3d' ? <Alert>{t('media.model3d')}</Alert> : null}
          {(mode === 'failed' ||
            (mode === 'preview' && zoomable && !offerZoom) ||
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

/** Subtypes whose usual name is not the subtype itself (`text/plain` is a TXT file). */
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  plain: 'TXT',
  'vnd.oasis.opendocument.text': 'ODT',
};

function formatName(media: MediaView): string {
  if (media.kind === 'pdf') return 'PDF';
  const subtype = media.mimeType?.split('/')[1]?.split(';')[0]?.trim().toLowerCase();
  if (!subtype) return 'TXT';
  return FORMAT_NAMES[subtype] ?? subtype.toUpperCase();
}
