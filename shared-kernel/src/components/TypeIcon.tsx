import type { EdmType } from '../domain/item';
import BoxIcon from 'lucide-react/icons/box';
import FileTextIcon from 'lucide-react/icons/file-text';
import FilmIcon from 'lucide-react/icons/film';
import ImageIcon from 'lucide-react/icons/image';
import Volume2Icon from 'lucide-react/icons/volume-2';

const ICONS = {
  IMAGE: ImageIcon,
  TEXT: FileTextIcon,
  SOUND: Volume2Icon,
  VIDEO: FilmIcon,
  '3D': BoxIcon,
} as const;

/**
 * The icon of an item type; decorative (the type is always written next to it or in the card).
 *
 * Not exported from the package index: import it by path
 * (`@portal/shared-kernel/src/components/TypeIcon`). The index is one shared module that every
 * page loads whole, and only pages with item cards or type facets need these five icons; by path,
 * each remote that uses it bundles its own small copy.
 */
export function TypeIcon({
  type,
  size = 20,
}: {
  type: EdmType | string | undefined;
  size?: number;
}) {
  const Glyph = ICONS[(type ?? 'IMAGE') as EdmType] ?? ImageIcon;
  return <Glyph aria-hidden="true" focusable="false" width={size} height={size} />;
}
