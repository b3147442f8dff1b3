import { ITEM_URI_BASE, RECORD_ID } from '../../edm/ids';
import { CommonsError } from '../../upstream/api-error';
import {
  MAX_DESCRIPTION_CHARS,
  MAX_ITEMS_PER_SET,
  MAX_LANGUAGES,
  MAX_TITLE_CHARS,
  SET_TYPES,
  VISIBILITIES,
  type LanguageMap,
  type SetInput,
  type SetType,
  type Visibility,
} from './set-model';

/**
 * Fields the API writes itself: a client may send a set back as it got it (the portal's edit
 * form does), so they are accepted and ignored rather than refused.
 */
const SERVER_FIELDS = new Set([
  '@context',
  'id',
  'creator',
  'created',
  'modified',
  'issued',
  'total',
  'pinned',
  'isShownBy',
  'collectionType',
  'contributor',
  'provider',
]);
const CLIENT_FIELDS = ['type', 'title', 'description', 'visibility', 'items'];
const LANGUAGE = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i;
const MAX_RECORD_ID_CHARS = 256;

/**
 * A create or full-update body (contract §4, Set JSON): `type` Collection (default) or
 * BookmarkFolder, `title` (required) and `description` as language maps of strings,
 * `visibility` (default private), optional `items` (record ids or item URIs). EntityBestItemsSet
 * is refused: 403 without the `entities` editor role, as the real API answers, else 400, since
 * this gateway keeps no curated entity sets.
 */
export function parseSetBody(body: unknown, canEditEntitySets: boolean): SetInput {
  if (!isObject(body)) throw invalid('The body must be a JSON object: a set');
  for (const key of Object.keys(body)) {
    if (!SERVER_FIELDS.has(key) && !CLIENT_FIELDS.includes(key)) {
      throw invalid(`Unknown field "${shown(key)}": a set has ${CLIENT_FIELDS.join(', ')}`);
    }
  }
  const input: SetInput = {
    type: typeOf(body.type, canEditEntitySets),
    title: languageMap(body.title, 'title', MAX_TITLE_CHARS) ?? missingTitle(),
    visibility: visibilityOf(body.visibility),
  };
  const description = languageMap(body.description, 'description', MAX_DESCRIPTION_CHARS);
  if (description) input.description = description;
  if (body.items !== undefined)
    input.items = recordIdList(body.items, 'items', { allowEmpty: true });
  return input;
}

/** The body of `PUT|DELETE /set/{id}/items`: a JSON array of record ids (`"/123/abc"`). */
export function parseItemListBody(body: unknown): string[] {
  return recordIdList(body, 'The body', { allowEmpty: false });
}

/**
 * A record id as `/123/abc` (the portal's `^/\d+/\w+$`), from that form or an item URI
 * (`http://data.europeana.eu/item/123/abc`); undefined for anything else.
 */
export function recordIdOf(value: string): string | undefined {
  if (value.length > MAX_RECORD_ID_CHARS + ITEM_URI_BASE.length) return undefined;
  const id = value.startsWith(ITEM_URI_BASE) ? value.slice(ITEM_URI_BASE.length) : value;
  return id.length <= MAX_RECORD_ID_CHARS && RECORD_ID.test(id) ? id : undefined;
}

/** The record id of a path's `{datasetId}/{localId}`, or 400. */
export function recordIdOfPath(datasetId: string, localId: string): string {
  const id = recordIdOf(`/${datasetId}/${localId}`);
  if (!id) throw invalid(`Invalid record identifier /${shown(datasetId)}/${shown(localId)}`);
  return id;
}

function recordIdList(value: unknown, what: string, { allowEmpty }: { allowEmpty: boolean }) {
  if (!Array.isArray(value)) throw invalid(`${what} must be a JSON array of record ids`);
  if (!allowEmpty && !value.length) throw invalid(`${what} must name at least one record id`);
  if (value.length > MAX_ITEMS_PER_SET) {
    throw invalid(`${what} names ${value.length} items; a set holds at most ${MAX_ITEMS_PER_SET}`);
  }
  const ids = value.map((v) => {
    const id = typeof v === 'string' ? recordIdOf(v) : undefined;
    if (!id) {
      throw invalid(
        `Invalid record identifier ${shown(JSON.stringify(v) ?? String(v))}: expected /{datasetId}/{localId}`,
      );
    }
    return id;
  });
  return [...new Set(ids)];
}

function typeOf(value: unknown, canEditEntitySets: boolean): SetType {
  if (value === undefined) return 'Collection';
  if (value === 'EntityBestItemsSet') {
    if (!canEditEntitySets) {
      throw new CommonsError(
        403,
        'Only editors of entities (client role entities: editor) may create an EntityBestItemsSet',
        '403_operation_not_permitted',
      );
    }
    throw invalid('EntityBestItemsSet (curated entity items) is not offered by this gateway');
  }
  if (typeof value !== 'string' || !SET_TYPES.includes(value as SetType)) {
    throw invalid(`type must be one of ${SET_TYPES.join(', ')}`);
  }
  return value as SetType;
}

function visibilityOf(value: unknown): Visibility {
  if (value === undefined) return 'private';
  if (typeof value !== 'string' || !VISIBILITIES.includes(value as Visibility)) {
    throw invalid(`visibility must be one of ${VISIBILITIES.join(', ')}`);
  }
  return value as Visibility;
}

function languageMap(value: unknown, field: string, maxChars: number): LanguageMap | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) {
    throw invalid(`${field} must be a language map of strings, e.g. {"en": "My gallery"}`);
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_LANGUAGES) {
    throw invalid(`${field} has ${entries.length} languages; at most ${MAX_LANGUAGES} are allowed`);
  }
  const map: LanguageMap = {};
  for (const [language, text] of entries) {
    if (!LANGUAGE.test(language))
      throw invalid(`${field}: invalid language code "${shown(language)}"`);
    if (typeof text !== 'string') throw invalid(`${field}.${language} must be a string`);
    const trimmed = text.trim();
    if (!trimmed) throw invalid(`${field}.${language} is empty`);
    if (trimmed.length > maxChars) {
      throw invalid(`${field}.${language} has ${trimmed.length} characters; at most ${maxChars}`);
    }
    map[language] = trimmed;
  }
  return entries.length ? map : undefined;
}

function missingTitle(): never {
  throw invalid('title is required: a language map, e.g. {"en": "My gallery"}');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A client's value in a message, cut short: messages never echo a whole body. */
function shown(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

function invalid(message: string): CommonsError {
  return new CommonsError(400, message, '400_invalid_body');
}
