/**
 * Timings and thresholds of spec §4 and §9 that the shell and the shared components act on. They
 * live here, beside the visual tokens, so every remote and the host use the same numbers.
 */

/** Header hiding (spec §2.5, §9): only on wide screens, past a scroll depth, back on a small scroll up. */
export const headerHide = {
  minWidthPx: 992,
  afterScrollPx: 150,
  showOnScrollUpPx: 5,
} as const;

/** Loading bar (spec §4, §9): shown after a delay, runs for 2.5 s, hides a moment after finishing. */
export const progressBar = {
  durationMs: 2500,
  throttleMs: 200,
  hideDelayMs: 500,
} as const;

/** Minimum time a page fetch stays pending, so a quick answer does not flash a state (spec §9). */
export const FETCH_MIN_PENDING_MS = 200;

/** Toasts (spec §9): hide after 5 s, bottom-left, no close button. */
export const TOAST_DURATION_MS = 5000;

/** A chunk that fails to load forces one full reload at most this often (spec §8, §9). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Prefetching visible links waits this long for an idle moment at most (spec §9). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** Session (spec §4, §9): expires after 30 minutes without activity; activity counted once a minute. */
export const session = {
  inactivityMs: 30 * 60_000,
  activityCheckMs: 60_000,
  /** User events that count as activity. */
  activityEvents: ['drag', 'keydown', 'mousedown', 'mousemove', 'scroll', 'touchstart', 'wheel'],
} as const;
