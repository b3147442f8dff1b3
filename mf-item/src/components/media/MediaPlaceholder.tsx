import styled from '@emotion/styled';
import { colours, Icon, mediaKindOf, type MediaKind } from '@portal/shared-kernel';
import type { ItemView, MediaView } from '../../item/item-view';
import { kindIcon } from './media-kinds';

const Box = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${colours.textSecondary};
`;

/**
 * What a media without its own media (none, or only the provider's page) is shown as: the
 * item's type (a sound recording, a film, a text), not a generic picture.
 */
export function placeholderKindOf(media: MediaView | undefined, view: ItemView): MediaKind {
  const kind = media?.kind ?? 'unknown';
  return kind !== 'page' && kind !== 'unknown' ? kind : mediaKindOf(undefined, view.type);
}

/**
 * The icon shown in place of a preview that is missing or failed to load, in the media box and
 * in the thumbnail strip alike: never the browser's broken-image icon. Decorative: the button
 * or box around it carries the name.
 */
export function MediaPlaceholder({ kind, size }: { kind: MediaKind; size: number }) {
  return (
    <Box data-testid="media-placeholder" data-kind={kind}>
      <Icon icon={kindIcon(kind)} size={size} />
    </Box>
  );
}
