import type { QueryRecord, RuleRedirect } from './rule-result';

/** Spec §2.1: a trailing slash is removed by redirect from any path other than the root. */
export function trailingSlashRule(path: string, query: QueryRecord): RuleRedirect | null {
  if (path === '/' || !path.endsWith('/')) return null;
  const trimmed = path.replace(/\/+$/, '');
  return { status: 301, path: trimmed.replace(/^\/+/, '/') || '/', query };
}
