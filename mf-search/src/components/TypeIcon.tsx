import type { EdmType } from '@portal/shared-kernel';
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

/** The icon of an item type; decorative (the type is always written next to it or in the card). */
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
