import { CommonsError } from '../../upstream/api-error';

/** The first string value of a query parameter (repeated parameters arrive as arrays). */
export function stringParam(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** Every value of a repeatable parameter. */
export function stringsParam(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is string => typeof v === 'string');
}

/** An integer parameter within bounds; absent -> fallback, anything else -> 400 naming the rule. */
export function intParam(
  value: unknown,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const text = stringParam(value);
  if (text === undefined || text === '') return fallback;
  if (!/^-?\d+$/.test(text.trim()))
    throw new CommonsError(400, `${name} must be an integer from ${min} to ${max}`);
  const n = Number(text);
  if (n < min || n > max)
    throw new CommonsError(400, `${name} must be an integer from ${min} to ${max}`);
  return n;
}

/** Comma-separated and/or repeated values, trimmed, empties dropped. */
export function listParam(value: unknown): string[] {
  return stringsParam(value)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}
