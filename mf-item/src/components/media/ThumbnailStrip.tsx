import styled from '@emotion/styled';
import { colours, focusRing, Icon, radii, space } from '@portal/shared-kernel';
import { useItemT } from '../item-texts';
import type { ItemView, MediaView } from '../../item/item-view';
import { kindIcon, previewOf } from './MediaStage';

const List = styled.ul`
  display: flex;
  gap: ${space[2]}px;
  margin: ${space[3]}px 0 0;
  padding: ${space[1]}px;
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
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    position: absolute;
    right: 2px;
    bottom: 2px;
    padding: 2px;
    color: ${colours.onAccent};
    background: ${colours.text};
    border-radius: ${radii.base};
  }
`;

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
    <nav aria-label={t('media.strip')}>
      <List data-testid="item-media-strip">
        {view.media.map((media: MediaView, index) => {
          const preview = previewOf(media, view);
          return (
            <li key={media.about}>
              <Thumb
                type="button"
                aria-label={t('media.show', { index: index + 1, total })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => onSelect(index)}
              >
                {preview ? (
                  <img
                    src={preview.small}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                {media.kind !== 'image' ? <Icon icon={kindIcon(media.kind)} size={18} /> : null}
              </Thumb>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
