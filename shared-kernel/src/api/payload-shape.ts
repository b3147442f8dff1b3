/**
 * Checks of the shape of an API's JSON answer, run by the HttpClient before it hands the answer
 * over. Callers read answers without looking (`response.object.about`, `page.items.map`), so an
 * answer of another shape must fail where it arrives, as a 502 that says what is wrong, rather
 * than as a TypeError later or as a page that silently shows nothing.
 */

/** What is wrong with a payload (`"object" is not an object`), or undefined when it fits. */
export type PayloadCheck = (payload: unknown) => string | undefined;

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The default for every 2xx answer: a JSON document, an object or an array. No API of the portal
 * answers a bare `null`, number or string.
 */
export const jsonDocument: PayloadCheck = (payload) =>
  typeof payload === 'object' && payload !== null ? undefined : 'it is not a JSON object';

export interface ObjectShape {
  /** Fields that must be there and be objects (a record's `object`). */
  objects?: readonly string[];
  /** Fields that may be left out (or null) but otherwise are lists (a page's `items`). */
  arrays?: readonly string[];
}

/** A JSON object (not an array) with the fields its callers read without checking. */
export function jsonObject(shape: ObjectShape = {}): PayloadCheck {
  return (payload) => {
    if (!isJsonObject(payload)) return 'it is not a JSON object';
    for (const field of shape.objects ?? []) {
      if (!isJsonObject(payload[field])) return `"${field}" is missing or not an object`;
    }
    for (const field of shape.arrays ?? []) {
      if (payload[field] != null && !Array.isArray(payload[field]))
        return `"${field}" is not a list`;
    }
    return undefined;
  };
}
