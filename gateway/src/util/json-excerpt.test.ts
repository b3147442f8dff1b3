import { jsonExcerpt } from './json-excerpt';

describe('jsonExcerpt', () => {
  it('quotes a value as JSON, cut at the length given, and says when there is none', () => {
    expect(jsonExcerpt('x')).toBe('"x"');
    expect(jsonExcerpt({ a: [1] })).toBe('{"a":[1]}');
    expect(jsonExcerpt(undefined)).toBe('nothing');
    expect(jsonExcerpt('a'.repeat(100), 10)).toBe(`"${'a'.repeat(9)}…`);
  });
});
