import { sameSitePath } from './local-path';
import type { QueryRecord, RuleRedirect } from './rule-result';

/**
 * Spec §2.1: a trailing slash is removed by redirect from any path other than the root. The
 * target is a {@link sameSitePath}: `/\evil.example/` goes to `/evil.example`, not to
 * `/\evil.example`, which browsers read as another host.
 */
export function trailingSlashRule(path: string, query: QueryRecord): RuleRedirect | null {
  if (path === '/' || !path.endsWith('/')) return null;
  return { status: 301, path: sameSitePath(path.replace(/\/+$/, '')), query };
}
