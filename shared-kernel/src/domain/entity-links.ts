import type { LocaleCode } from '../i18n/locales';
import { entitySlugLabel, paths } from '../routing/paths';
import { UnsupportedEntityUriError, type Entity } from './entity';
import { localise } from './language-map';

/** An entity as a link to its collection page (suggestions, related collections). */
export interface EntityLink {
  id: string;
  type: string;
  label: string;
  /** Language of the label when it is not the page's. */
  lang?: string;
  to: string;
}

/**
 * The link of an entity in `locale`, or undefined when it cannot have one (no label, or an entity
 * URI of a type the portal has no pages for).
 */
export function entityLink(
  entity: Pick<Entity, 'id' | 'type' | 'prefLabel'>,
  locale: LocaleCode,
): EntityLink | undefined {
  const label = localise(entity.prefLabel, locale);
  const text = label?.values[0];
  if (!text) return undefined;
  const slugLabel = entitySlugLabel(entity.prefLabel) || text;
  let to: string;
  try {
    to = paths.entity(locale, entity.id, slugLabel);
  } catch (error) {
    if (error instanceof UnsupportedEntityUriError) return undefined;
    throw error;
  }
  const link: EntityLink = { id: entity.id, type: entity.type, label: text, to };
  if (label.lang && label.lang !== locale) link.lang = label.lang;
  return link;
}

export function entityLinks(
  entities: ReadonlyArray<Pick<Entity, 'id' | 'type' | 'prefLabel'>> | undefined,
  locale: LocaleCode,
): EntityLink[] {
  return (entities ?? []).flatMap((entity) => {
    const link = entityLink(entity, locale);
    return link ? [link] : [];
  });
}
