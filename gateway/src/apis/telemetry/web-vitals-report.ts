/** One web-vitals measurement a browser reports (host: shell/perf/report-web-vitals.ts). */
export interface WebVitalReport {
  name: 'LCP' | 'INP' | 'CLS' | 'TTFB';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  id: string;
  route: string;
}

const NAMES = new Set(['LCP', 'INP', 'CLS', 'TTFB']);
const RATINGS = new Set(['good', 'needs-improvement', 'poor']);
const FIELDS = new Set(['name', 'value', 'rating', 'id', 'route']);
/** Upper bounds that no real page reaches: ten minutes, or a layout shift score of 100. */
const MAX_VALUE = { LCP: 600_000, INP: 600_000, TTFB: 600_000, CLS: 100 } as const;

/** Checks a posted body; answers the report, or what is wrong with it. */
export function parseWebVitalReport(
  body: unknown,
): { report: WebVitalReport } | { problem: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { problem: 'The body must be a JSON object.' };
  }
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !FIELDS.has(key));
  if (unknown.length > 0) return { problem: `Unknown fields: ${unknown.join(', ')}.` };
  const { name, value, rating, id, route } = record;
  if (typeof name !== 'string' || !NAMES.has(name)) {
    return { problem: 'name must be one of LCP, INP, CLS, TTFB.' };
  }
  const max = MAX_VALUE[name as WebVitalReport['name']];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) {
    return { problem: `value must be a number from 0 to ${max}.` };
  }
  if (typeof rating !== 'string' || !RATINGS.has(rating)) {
    return { problem: 'rating must be good, needs-improvement or poor.' };
  }
  if (typeof id !== 'string' || !/^[\w.-]{1,100}$/.test(id)) {
    return { problem: 'id must be 1 to 100 letters, digits, dots, dashes or underscores.' };
  }
  if (typeof route !== 'string' || !/^[\w:.-]{1,100}$/.test(route)) {
    return { problem: 'route must be a route id of 1 to 100 characters.' };
  }
  return {
    report: {
      name: name as WebVitalReport['name'],
      value,
      rating: rating as WebVitalReport['rating'],
      id,
      route,
    },
  };
}
