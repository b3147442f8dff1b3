/**
 * Which remotes failed to load recently. A remote that is down would otherwise make every request
 * wait for the load timeout; for a short while after a failure we fail fast instead (a circuit
 * breaker), then try again.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 3_000;
export const BREAKER_OPEN_MS = 10_000;

const openUntil = new Map<string, number>();

export function recordRemoteFailure(remote: string, now = Date.now()): void {
  openUntil.set(remote, now + BREAKER_OPEN_MS);
}

export function recordRemoteSuccess(remote: string): void {
  openUntil.delete(remote);
}

/** True while the breaker of `remote` is open: skip loading and show the panel at once. */
export function isRemoteBroken(remote: string, now = Date.now()): boolean {
  const until = openUntil.get(remote);
  if (until === undefined) return false;
  if (until > now) return true;
  return false;
}

/** True once the breaker has been open and is due for a retry (the runtime must reload). */
export function isRetryDue(remote: string, now = Date.now()): boolean {
  const until = openUntil.get(remote);
  return until !== undefined && until <= now;
}

export function resetRemoteHealth(): void {
  openUntil.clear();
}
