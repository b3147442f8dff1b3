import { isUri, localise, localiseFirst, type LanguageMap } from './language-map';
import { ownLanguageValue, setLanguageValue } from './own-language';
import {
  isRecordEntity,
  type RecordEntity,
  type ResolvedLanguageMap,
  type ResolvedValue,
} from './record-entities';
import { MAX_FIELD_VALUES } from './record-metadata';

/** One value of a field as the page shows it. */
export interface FieldValue {
  text: string;
  /** Language of the text when known (untagged values have none). */
  lang?: string;
  /** The entity the value names (its label is the text); links to its collection page. */
  entity?: RecordEntity;
  /** A URI value that is not one of the record's entities: shown as a link. */
  url?: string;
}

const UNTAGGED = ['def', 'und'];

/**
 * The values of a field to show in `locale`: the entities it names first (labelled in the best
 * language), then its text in the best language (the locale, untagged, English, any other),
 * then URIs that name nothing in the record, as links. Text equal to an entity's label is not
 * repeated, and text that names an entity after a role ("after Turner") is that entity's value;
 * at most `limit` values.
 */
export function fieldValues(
  field: ResolvedLanguageMap | undefined,
  locale: string,
  limit: number = MAX_FIELD_VALUES,
): FieldValue[] {
  if (!field) return [];
  const out: FieldValue[] = [];
  const seen = new Set<string>();
  const add = (value: FieldValue) => {
    const key = value.text.trim().toLowerCase();
    if (!key || seen.has(key)) return;
    seen.add(key);
    out.push(value);
  };

  const untagged: ResolvedValue[] = UNTAGGED.flatMap((key) => field[key] ?? []);
  for (const value of untagged) {
    if (isRecordEntity(value)) add(entityValue(value, locale));
  }
  // Entities whose label a text repeats exactly: that text is the entity, shown once.
  const named = new Set<FieldValue>();
  const text = localise(textOnly(field), locale);
  for (const value of text?.values ?? []) {
    const entity = out.find((shown) => shown.entity && sameText(shown.text, value));
    if (entity) named.add(entity);
    const qualified = entity ? undefined : qualifiedEntity(out, named, value);
    if (qualified) {
      // "after Joseph Mallord William Turner" names the entity Turner with a role: one value,
      // the text with the role, linked to the entity (not the name and the role apart).
      named.add(qualified);
      qualified.text = value;
      if (text?.lang) qualified.lang = text.lang;
      else delete qualified.lang;
      continue;
    }
    add(text?.lang ? { text: value, lang: text.lang } : { text: value });
  }
  for (const value of untagged) {
    if (typeof value === 'string' && isUri(value)) add({ text: value, url: value });
  }
  return out.slice(0, limit);
}

const sameText = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The shown entity that `text` names after a role in lower-case words ("after …", "attributed
 * to …", "possibly by …", "pupil of …"), if none of the field's texts names it already. Only
 * lower-case words: "School of Paris" is no role of the place Paris.
 */
function qualifiedEntity(
  shown: FieldValue[],
  named: Set<FieldValue>,
  text: string,
): FieldValue | undefined {
  const trimmed = text.trim();
  return shown.find((value) => {
    if (!value.entity || named.has(value)) return false;
    const label = value.text.trim();
    if (
      trimmed.length <= label.length ||
      !trimmed.toLowerCase().endsWith(` ${label.toLowerCase()}`)
    )
      return false;
    return /^[a-z][a-z ]*$/.test(trimmed.slice(0, trimmed.length - label.length - 1));
  });
}

/** An entity by its label; one without any label is only its URI, shown as a link. */
function entityValue(entity: RecordEntity, locale: string): FieldValue {
  const label = localise(entity.prefLabel, locale);
  const text = label?.values[0];
  if (!text) return { text: entity.about, url: entity.about };
  return label.lang ? { text, lang: label.lang, entity } : { text, entity };
}

/** The plain text values of a resolved map (entities and URIs left out). */
function textOnly(field: ResolvedLanguageMap): LanguageMap {
  const map: LanguageMap = {};
  for (const [lang, values] of Object.entries(field)) {
    const texts = values.filter(
      (value): value is string => typeof value === 'string' && !isUri(value),
    );
    if (texts.length) setLanguageValue(map, lang, texts);
  }
  return map;
}

/** A field's text in one chosen language, else in the best language for `locale`. */
export function textInLanguage(
  map: LanguageMap | undefined,
  lang: string | undefined,
  locale: string,
): { values: string[]; lang?: string } | undefined {
  // The map's own list: a language it lacks (`constructor`) must not find Object.prototype's.
  const chosen = lang ? ownLanguageValue(map, lang)?.filter((value) => !isUri(value)) : undefined;
  if (chosen?.length) return { values: chosen, lang };
  return localise(map, locale);
}

/** First label of an entity in `locale`, for titles and alt texts. */
export function entityLabel(entity: RecordEntity, locale: string): string {
  return localiseFirst(entity.prefLabel, locale) || entity.about;
}
