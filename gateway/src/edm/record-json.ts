import { CONTEXTUAL_CLASSES, type EdmContextualEntity, type EdmRecord } from './types';

const TIMESTAMP_KEYS = new Set([
  'timestamp_created',
  'timestamp_created_epoch',
  'timestamp_update',
  'timestamp_update_epoch',
]);
const CLASS_KEYS: ReadonlySet<string> = new Set(CONTEXTUAL_CLASSES);

/**
 * JSON text of entities shared between records (the entity lookup's): the same stored entity is
 * embedded in thousands of records, so its text is made once. Only entities marked with
 * `shareEntityJson` are kept, because only those are guaranteed never to change.
 */
const sharedJson = new WeakMap<object, string>();

/** Marks an entity that will never be mutated, so records embedding it can reuse its JSON. */
export function shareEntityJson(entity: EdmContextualEntity): void {
  if (!sharedJson.has(entity)) sharedJson.set(entity, JSON.stringify(entity));
}

/**
 * The record as JSON text without its four timestamps (they are appended when stored): a
 * shallow copy without them through one native `JSON.stringify`, which is faster than
 * assembling the text from per-key parts. Contextual classes at the end of the record (where
 * the builders put them) whose entities are shared are appended as the entities' cached text
 * instead: same text, without serialising the large entities again for every record.
 */
export function recordBodyJson(record: EdmRecord): string {
  const body: Record<string, unknown> = {};
  let tail = '';
  for (const key in record) {
    if (TIMESTAMP_KEYS.has(key)) continue;
    const value = record[key];
    if (CLASS_KEYS.has(key)) {
      const text = sharedListJson(value);
      if (text !== undefined) {
        tail += `,"${key}":${text}`;
        continue;
      }
    }
    // A key after a spliced one: the splice would change the key order, so no splicing.
    if (tail) return JSON.stringify(withoutTimestamps(record));
    body[key] = value;
  }
  const head = JSON.stringify(body);
  if (!tail) return head;
  return head.length === 2 ? `{${tail.slice(1)}}` : `${head.slice(0, -1)}${tail}}`;
}

function withoutTimestamps(record: EdmRecord): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key in record) if (!TIMESTAMP_KEYS.has(key)) body[key] = record[key];
  return body;
}

/** `[…]` of a list holding at least one shared entity and otherwise plain objects, else undefined. */
function sharedListJson(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  let shared = false;
  for (const entity of value) {
    if (typeof entity !== 'object' || entity === null || Array.isArray(entity)) return undefined;
    if (sharedJson.has(entity)) shared = true;
  }
  if (!shared) return undefined;
  let text = '[';
  for (let i = 0; i < value.length; i++) {
    const entity = value[i] as object;
    if (i) text += ',';
    text += sharedJson.get(entity) ?? JSON.stringify(entity);
  }
  return `${text}]`;
}
