import { truncate, type HeadArgs, type HeadData } from '@portal/shared-kernel';
import type { EntityData } from './entity.loader';

/** Description length for search engines and link previews. */
const DESCRIPTION_LIMIT = 200;

/** Head of an entity page: its name, its note as the description, its picture as og:image. */
export function head({ data, t }: HeadArgs<EntityData>): HeadData {
  if (!data) return { title: t('collections:collections.headTitle') };
  const { entity, origin } = data;
  const head: HeadData = { title: entity.label.text };
  if (entity.note) head.description = truncate(entity.note.text, DESCRIPTION_LIMIT);
  if (entity.image) {
    head.ogImage = new URL(entity.image.src, origin).href;
    head.ogImageAlt = entity.label.text;
  }
  return head;
}
