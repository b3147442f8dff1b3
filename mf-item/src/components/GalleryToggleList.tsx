import styled from '@emotion/styled';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  colours,
  fontSizes,
  space,
  usePortal,
  type SetVisibility,
  galleryPath,
  setText,
} from '@portal/shared-kernel';
import { useItemT } from './item-texts';
import type { GalleryChoice } from './use-user-galleries';

const List = styled.ul`
  display: grid;
  gap: ${space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]}px;
  input {
    /* WCAG 2.2 target size: 24 by 24 px at the least. */
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }
  input[aria-disabled='true'] {
    cursor: progress;
  }
`;

const Meta = styled.span`
  display: block;
  font-size: ${fontSizes.small};
  color: ${colours.textSecondary};
`;

const VISIBILITY_KEYS = {
  private: 'gallery.private',
  public: 'gallery.public',
  published: 'gallery.published',
} as const satisfies Record<SetVisibility, string>;

/**
 * The user's galleries, each with a checkbox saying whether the item is in it. The box is named
 * by the gallery's title, which is also the link to the gallery's page, and described by its
 * item count and visibility.
 */
export function GalleryToggleList({
  galleries,
  label,
  onToggle,
}: {
  galleries: readonly GalleryChoice[];
  label: string;
  onToggle: (gallery: GalleryChoice) => void;
}) {
  return (
    <List aria-label={label}>
      {galleries.map((gallery) => (
        <GalleryToggle key={gallery.id} gallery={gallery} onToggle={onToggle} />
      ))}
    </List>
  );
}

function GalleryToggle({
  gallery,
  onToggle,
}: {
  gallery: GalleryChoice;
  onToggle: (gallery: GalleryChoice) => void;
}) {
  const t = useItemT();
  const { locale } = usePortal();
  const id = useId();
  const title = setText(gallery.set.title, locale);
  const visibility = gallery.set.visibility ?? 'public';
  return (
    <Row>
      <input
        type="checkbox"
        checked={gallery.holds}
        // Not `disabled`: a disabled box drops the keyboard focus, and the user would lose their
        // place in the list while the request runs. useUserGalleries' toggle ignores the change.
        aria-disabled={gallery.pending || undefined}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-meta`}
        data-gallery={gallery.id}
        onChange={() => onToggle(gallery)}
      />
      <span>
        <RouterLink
          id={`${id}-title`}
          to={galleryPath(locale, gallery.set)}
          lang={title?.lang && title.lang !== locale ? title.lang : undefined}
        >
          {title?.text ?? t('gallery.untitled')}
        </RouterLink>
        <Meta id={`${id}-meta`}>
          {t('gallery.items', { count: gallery.set.total ?? 0 })} · {t(VISIBILITY_KEYS[visibility])}
        </Meta>
      </span>
    </Row>
  );
}
