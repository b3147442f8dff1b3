import { CONTEXTUAL_CLASSES, type EdmRecord } from './types';

const TIMESTAMP_KEYS = new Set([
  'timestamp_created',
  'timestamp_created_epoch',
  'timestamp_update',
  'timestamp_update_epoch',
]);
const CONTEXTUAL = new Set<string>(CONTEXTUAL_CLASSES);

/**
 * Contextual entities are shared between the records that embed them (the importer converts
 * each stored entity once), so their JSON is computed once per object too.
 */
const entityJson = new WeakMap<object, string>();

function jsonOfEntity(entity: object): string {
  let json = entityJson.get(entity);
  if (json === undefined) {
    json = JSON.stringify(entity);
    entityJson.set(entity, json);
  }
  return json;
}

/**
 * The record as JSON text without its four timestamps (they are appended when stored), the same
 * text `JSON.stringify` would give, faster for records sharing embedded entities.
 */
export function recordBodyJson(record: EdmRecord): string {
  const parts: string[] = [];
  for (const key in record) {
    if (TIMESTAMP_KEYS.has(key)) continue;
    const value = record[key];
    if (value === undefined || typeof value === 'function') continue;
    if (CONTEXTUAL.has(key) && Array.isArray(value)) {
      parts.push(
        `${JSON.stringify(key)}:[${value.map((e) => (e && typeof e === 'object' ? jsonOfEntity(e) : JSON.stringify(e ?? null))).join(',')}]`,
      );
    } else parts.push(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
  }
  return `{${parts.join(',')}}`;
}
