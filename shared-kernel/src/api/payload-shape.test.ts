/** @jest-environment node */
import { isJsonObject, jsonDocument, jsonObject } from './payload-shape';

describe('payload shapes', () => {
  it('takes any JSON object or array as a document, nothing else', () => {
    expect(jsonDocument({})).toBeUndefined();
    expect(jsonDocument([])).toBeUndefined();
    for (const value of [null, undefined, 0, 'text', true]) {
      expect(jsonDocument(value)).toBe('it is not a JSON object');
    }
  });

  it('tells objects from arrays and null', () => {
    expect(isJsonObject({ a: 1 })).toBe(true);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
  });

  it('names the field that does not fit', () => {
    const record = jsonObject({ objects: ['object'] });
    expect(record({ success: true, object: { about: '/1/a' } })).toBeUndefined();
    expect(record({ success: true })).toBe('"object" is missing or not an object');
    expect(record({ object: [] })).toBe('"object" is missing or not an object');
    expect(record([{ object: {} }])).toBe('it is not a JSON object');

    const page = jsonObject({ arrays: ['items'] });
    expect(page({ total: 0 })).toBeUndefined();
    expect(page({ items: null })).toBeUndefined();
    expect(page({ items: [] })).toBeUndefined();
    expect(page({ items: { id: 1 } })).toBe('"items" is not a list');
  });
});
