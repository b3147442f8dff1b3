import {
  ENTITY_TYPES,
  localise,
  truncate,
  type Entity,
  type EntityLanguageMap,
  type LanguageMap,
  type EntityPathType,
  type LocalisedText,
  type ThumbnailApi,
} from '@portal/shared-kernel';

/** What an entity page shows of an Entity API document, reduced to the page's language. */
export interface EntityView {
  /** The entity URI (`http://data.europeana.eu/agent/1`). */
  id: string;
  pathType: EntityPathType;
  label: LocalisedText;
  /** The note (or, for organisations, the description), in the best language. */
  note?: LocalisedText;
  /** The entity's picture through the Thumbnail API, in both sizes. */
  image?: { src: string; srcSet: string };
  /** An organisation's own website (http or https only). */
  homepage?: string;
  /** Where an organisation is: "Amsterdam, Netherlands". */
  location?: string;
}

/** A note longer than this is cut (the page is about the items; the note introduces them). */
export const NOTE_LIMIT = 800;

function localisedText(
  map: LanguageMap | EntityLanguageMap | undefined,
  locale: string,
  limit?: number,
): LocalisedText | undefined {
  const value = localise(map, locale);
  const text = value?.values.join(' ').trim();
  if (!value || !text) return undefined;
  const shown = limit ? truncate(text, limit) : text;
  return value.lang ? { text: shown, lang: value.lang } : { text: shown };
}

export function buildEntityView(
  entity: Entity,
  pathType: EntityPathType,
  locale: string,
  thumbnails: ThumbnailApi,
): EntityView {
  const view: EntityView = {
    id: entity.id,
    pathType,
    label: localisedText(entity.prefLabel, locale) ?? { text: entity.id },
  };
  const note =
    localisedText(entity.note, locale, NOTE_LIMIT) ??
    localisedText(entity.description, locale, NOTE_LIMIT);
  if (note) view.note = note;
  const media = entity.isShownBy?.id ?? entity.depiction?.id ?? entity.logo?.id;
  if (media)
    view.image = { src: thumbnails.media(media, 'large'), srcSet: thumbnails.srcSet(media) };
  const homepage = webUrl(entity.homepage);
  if (homepage) view.homepage = homepage;
  const location = addressLine(entity.hasAddress);
  if (location) view.location = location;
  return view;
}

/** A website the page may link to: an absolute http(s) URL, never `javascript:` and the like. */
function webUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** "Locality, country" of an Entity API address, from what it has. */
function addressLine(address: unknown): string | undefined {
  if (!address || typeof address !== 'object') return undefined;
  const { locality, countryName } = address as Record<string, unknown>;
  const parts = [locality, countryName].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length ? parts.join(', ') : undefined;
}

/** The Search API filter of the items linked to an entity (`edm_agent:"http://…"`). */
export function entityItemsFilter(view: Pick<EntityView, 'id' | 'pathType'>): string {
  return `${ENTITY_TYPES[view.pathType].queryField}:"${view.id}"`;
}
