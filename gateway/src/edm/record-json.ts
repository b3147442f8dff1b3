import type { EdmRecord } from './types';

const TIMESTAMP_KEYS = new Set([
  'timestamp_created',
  'timestamp_created_epoch',
  'timestamp_update',
  'timestamp_update_epoch',
]);

/**
 * The record as JSON text without its four timestamps (they are appended when stored): a
 * shallow copy without them through one native `JSON.stringify`, which is faster than
 * assembling the text from per-key parts.
 */
export function recordBodyJson(record: EdmRecord): string {
  const body: Record<string, unknown> = {};
  for (const key in record) if (!TIMESTAMP_KEYS.has(key)) body[key] = record[key];
  return JSON.stringify(body);
}
