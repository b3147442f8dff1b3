/** A value as JSON for an error message, cut short: "nothing" for undefined. */
export function jsonExcerpt(value: unknown, max = 60): string {
  const json = JSON.stringify(value) ?? 'nothing';
  return json.length > max ? `${json.slice(0, max)}…` : json;
}
