import { PREFETCH_IDLE_TIMEOUT_MS } from '../theme/behaviour';

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Spec §9: nothing fetched ahead of need (prefetching, sharper images) on 2g connections or when
 * the visitor asked to save data. Without an argument, the browser's own connection.
 */
export function prefetchAllowed(
  connection: ConnectionInfo | undefined = (
    globalThis.navigator as (Navigator & { connection?: ConnectionInfo }) | undefined
  )?.connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * Runs `task` once the browser is idle, waiting at most `timeoutMs` (spec §9's prefetch wait);
 * where it cannot say (no `requestIdleCallback`), on the next task. Returns what cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = PREFETCH_IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
