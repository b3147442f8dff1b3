/** A coarse JSON type name: string, number, boolean, object, array<…>, null. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const inner = [...new Set(value.map(jsonType))].sort().join('|');
    return `array<${inner}>`;
  }
  return typeof value;
}

/**
 * Differences in key structure between two JSON values: keys missing or extra at any level
 * (arrays compared element by element up to the shorter length). Empty when the structure matches.
 */
export function keyDifferences(expected: unknown, actual: unknown, path = '$'): string[] {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const out: string[] = [];
    for (let i = 0; i < Math.min(expected.length, actual.length); i++)
      out.push(...keyDifferences(expected[i], actual[i], `${path}[${i}]`));
    return out;
  }
  if (isObject(expected) && isObject(actual)) {
    const out: string[] = [];
    for (const key of Object.keys(expected)) {
      if (!(key in actual)) out.push(`${path}.${key} missing`);
      else out.push(...keyDifferences(expected[key], actual[key], `${path}.${key}`));
    }
    for (const key of Object.keys(actual))
      if (!(key in expected)) out.push(`${path}.${key} unexpected`);
    return out;
  }
  if (jsonType(expected) !== jsonType(actual) && !(typeof expected === typeof actual)) {
    return [`${path}: ${jsonType(expected)} expected, got ${jsonType(actual)}`];
  }
  return [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
