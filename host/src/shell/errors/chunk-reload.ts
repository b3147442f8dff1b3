import { CHUNK_RELOAD_GUARD_MS } from '@portal/shared-kernel';

/** Where the time of the last forced reload is kept (per tab). */
export const CHUNK_RELOAD_KEY = 'portal.chunkReloadAt';

/**
 * A script chunk that fails to load usually means a new release replaced the one this page was
 * built with: one full reload fetches the current HTML and chunks (spec §8).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (?:CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      message,
    )
  );
}

/** At most one reload per 60 s, so a chunk that is really missing cannot loop (spec §9). */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Reloads the page for a chunk-load error if the guard allows; answers whether it did. */
export function reloadAfterChunkError(
  error: unknown,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSessionStorage(),
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  const stored = Number(storage?.getItem(CHUNK_RELOAD_KEY));
  const last = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!shouldReload(last, now)) return false;
  storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Catches chunk-load failures that happen outside the router (a lazily loaded shell part). */
export function watchChunkErrors(): void {
  window.addEventListener('unhandledrejection', (event) => {
    reloadAfterChunkError(event.reason);
  });
  window.addEventListener('error', (event) => {
    reloadAfterChunkError(event.error);
  });
}
