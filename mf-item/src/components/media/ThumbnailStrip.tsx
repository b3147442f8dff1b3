import styled from '@emotion/styled';
import {
  colours,
  focusOutline,
  focusRing,
  forcedColoursSelected,
  Icon,
  radii,
  space,
  useImageFailure,
} from '@portal/shared-kernel';
import { useItemT } from '../item-texts';
import type { ItemView, MediaView } from '../../item/item-view';
import { kindIcon, kindType, previewOf } from './media-kinds';
import { MediaPlaceholder, placeholderKindOf } from './MediaPlaceholder';

/*
 * The padding holds the whole focus ring (5 px outside a thumbnail), which the scrolling list
 * would otherwise cut off; the thumbnails stay as far below the media box as before.
 */
const List = styled.ul`
  display: flex;
  gap: ${space[2]}px;
  margin: ${space[2]}px 0 0;
  padding: ${space[2]}px;
  list-style: none;
  overflow-x: auto;
`;

const Thumb = styled.button`
  position: relative;
  display: block;
  flex: 0 0 auto;
  width: 72px;
  height: 72px;
  padding: 0;
  overflow: hidden;
  color: ${colours.textSecondary};
  background: ${colours.surfaceAlt};
  border: 2px solid transparent;
  border-radius: ${radii.base};
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${colours.accentStrong};
    ${forcedColoursSelected}
  }
  &:focus-visible {
    ${focusOutline}
    box-shadow: ${focusRing};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  > svg {
    position: absolute;
    right: 2px;
    bottom: 2px;
    padding: 2px;
    color: ${colours.onAccent};
    background: ${colours.text};
    border-radius: ${radii.base};
  }
`;

/**
 * One small preview with, for media other than images, a badge of its kind. A missing preview
 * (a 404 from the thumbnail API) shows the media box's placeholder, not the browser's
 * broken-image icon; the placeholder shows the kind itself, so no badge then.
 */
function ThumbContent({ media, view }: { media: MediaView; view: ItemView }) {
  const image = useImageFailure();
  const src = previewOf(media, view)?.small;
  if (!src || image.failed)
    return <MediaPlaceholder kind={placeholderKindOf(media, view)} size={32} />;
  return (
    <>
      <img
        ref={image.ref}
        src={src}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        decoding="async"
        onError={image.onError}
      />
      {media.kind !== 'image' ? <Icon icon={kindIcon(media.kind)} size={18} /> : null}
    </>
  );
}

/** Small previews of every media of the item; choosing one shows it in the media box. */
export function ThumbnailStrip({
  view,
  current,
  onSelect,
}: {
  view: ItemView;
  current: number;
  onSelect: (index: number) => void;
}) {
  const t = useItemT();
  const total = view.media.length;
  return (
    // A named group, not navigation: its buttons change the media shown, they lead nowhere.
    <div role="group" aria-label={t('media.strip')}>
      <List data-testid="item-media-strip">
        {view.media.map((media: MediaView, index) => (
          <li key={media.about}>
            <Thumb
              type="button"
              // The kind is said too: the badge that shows it is an icon.
              aria-label={t('media.show', {
                index: index + 1,
                total,
                kind: t(`types.${kindType(placeholderKindOf(media, view))}`),
              })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onSelect(index)}
            >
              <ThumbContent media={media} view={view} />
            </Thumb>
          </li>
        ))}
      </List>
    </div>
  );
}
