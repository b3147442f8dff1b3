import { truncate, type EntityPathType, type HeadArgs, type HeadData } from '@portal/shared-kernel';
import type { EntityData } from './entity.loader';

/** Description length for search engines and link previews. */
const DESCRIPTION_LIMIT = 200;

/** schema.org types of the entity types (a time period is a term of the period vocabulary). */
const SCHEMA_TYPES: Record<EntityPathType, string> = {
  agent: 'Person',
  concept: 'DefinedTerm',
  organization: 'Organization',
  place: 'Place',
  timespan: 'DefinedTerm',
};

/**
 * Head of an entity page: its name, its note as the description, its picture as og:image, and
 * schema.org JSON-LD so search engines know what the page is about.
 */
export function head({ data, t }: HeadArgs<EntityData>): HeadData {
  if (!data) return { title: t('collections:collections.headTitle') };
  const { entity, origin, path } = data;
  const head: HeadData = { title: entity.label.text };
  if (entity.note) head.description = truncate(entity.note.text, DESCRIPTION_LIMIT);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[entity.pathType],
    '@id': entity.id,
    name: entity.label.text,
    url: `${origin}${encodeURI(path)}`,
  };
  if (head.description) jsonLd.description = head.description;
  if (entity.image) {
    head.ogImage = new URL(entity.image.src, origin).href;
    head.ogImageAlt = entity.label.text;
    jsonLd.image = head.ogImage;
  }
  if (entity.homepage) jsonLd.sameAs = entity.homepage;
  head.jsonLd = jsonLd;
  return head;
}
