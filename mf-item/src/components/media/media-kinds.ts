import BoxIcon from 'lucide-react/icons/box';
import FileTextIcon from 'lucide-react/icons/file-text';
import ImageIcon from 'lucide-react/icons/image';
import MusicIcon from 'lucide-react/icons/music';
import VideoIcon from 'lucide-react/icons/video';
import type { EdmType, IconComponent, MediaKind } from '@portal/shared-kernel';
import type { ItemView, MediaView } from '../../item/item-view';

/** Kinds whose own thumbnail exists; the others show the item's preview. */
const OWN_THUMBNAIL = new Set<MediaKind>(['image', 'sound', 'video', 'pdf', 'text', '3d']);

/** The preview image of a media: its own thumbnail, else the item's. */
export function previewOf(media: MediaView | undefined, view: ItemView) {
  return media && OWN_THUMBNAIL.has(media.kind) ? media.thumbnail : view.preview;
}

/** The type a kind of media is named by (`item:types`) and drawn as. */
export function kindType(kind: MediaKind): EdmType {
  if (kind === 'sound') return 'SOUND';
  if (kind === 'video') return 'VIDEO';
  if (kind === 'pdf' || kind === 'text') return 'TEXT';
  if (kind === '3d') return '3D';
  return 'IMAGE';
}

const TYPE_ICONS: Record<EdmType, IconComponent> = {
  IMAGE: ImageIcon,
  TEXT: FileTextIcon,
  SOUND: MusicIcon,
  VIDEO: VideoIcon,
  '3D': BoxIcon,
};

/** The icon of a kind of media (placeholders, the thumbnail strip's badges). */
export function kindIcon(kind: MediaKind | undefined): IconComponent {
  return TYPE_ICONS[kindType(kind ?? 'unknown')];
}
