import { useTranslation } from 'react-i18next';
import GalleryIcon from 'lucide-react/icons/gallery-vertical-end';
import {
  Card,
  CardGrid,
  Icon,
  originalMediaUrl,
  usePortal,
  type UserSet,
  galleryPath,
  setText,
} from '@portal/shared-kernel';

export interface GalleryCardsProps<T extends UserSet> {
  galleries: readonly T[];
  /** The line under a card's item count: its visibility on the account page, its curator on the list. */
  footer: (gallery: T) => string | undefined;
  /** Cards on the first screen load their pictures at once. */
  eagerImages?: number;
  headingLevel?: 2 | 3;
}

/**
 * Galleries as cards, each leading to its page: title in the page's language (with fallback),
 * item count, the first item's picture. Used by the account page and the galleries list.
 */
export function GalleryCards<T extends UserSet>({
  galleries,
  footer,
  eagerImages = 0,
  headingLevel = 3,
}: GalleryCardsProps<T>) {
  const { t } = useTranslation('account');
  const { api, locale } = usePortal();
  return (
    <CardGrid>
      {galleries.map((gallery, index) => {
        const title = setText(gallery.title, locale);
        // The Set API names the first item's picture by a v2 thumbnail URL on its own host:
        // the portal shows it through its Thumbnail API, as it shows every item's (spec §5).
        const preview = gallery.isShownBy?.thumbnail;
        const media = preview ? originalMediaUrl(preview) : undefined;
        return (
          <li key={gallery.id}>
            <Card
              to={galleryPath(locale, gallery)}
              title={title?.text ?? t('gallery.untitled')}
              titleLang={title?.lang}
              texts={[{ text: t('gallery.itemCount', { count: gallery.total ?? 0 }) }]}
              image={
                media
                  ? {
                      src: api.thumbnail.media(media),
                      srcSet: api.thumbnail.srcSet(media),
                      lazy: index >= eagerImages,
                    }
                  : undefined
              }
              // A gallery whose first item has no image is drawn as a gallery, not as a gap.
              placeholder={<Icon icon={GalleryIcon} size={40} />}
              footer={footer(gallery)}
              headingLevel={headingLevel}
            />
          </li>
        );
      })}
    </CardGrid>
  );
}
