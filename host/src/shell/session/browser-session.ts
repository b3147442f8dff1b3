import { session as sessionTiming } from '@portal/shared-kernel';

/** Local storage key of the browser session: the product prefix, a dot, then the name (spec §3). */
export const SESSION_STORAGE_KEY = 'europeana.session';

export interface BrowserSession {
  id: string;
  /** Last activity, in ms since the epoch. */
  timestamp: number;
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Crawlers and other robots get no session (spec §4). */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|lighthouse|headlesschrome|pingdom|uptime|monitor|curl|wget|python-requests|axios|node-fetch/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_USER_AGENT.test(userAgent);
}

export function readSession(storage: SessionStorage): BrowserSession | null {
  try {
    const parsed = JSON.parse(
      storage.getItem(SESSION_STORAGE_KEY) ?? 'null',
    ) as Partial<BrowserSession> | null;
    if (typeof parsed?.id === 'string' && typeof parsed.timestamp === 'number') {
      return { id: parsed.id, timestamp: parsed.timestamp };
    }
  } catch {
    // a broken value is a missing session
  }
  return null;
}

export function isExpired(session: BrowserSession, now: number): boolean {
  return now - session.timestamp >= sessionTiming.inactivityMs;
}

/**
 * Touches the session (spec §4): an expired or missing session starts anew with a new id; every
 * touch stores the time of activity.
 */
export function touchSession(
  storage: SessionStorage,
  now: number,
  newId: () => string = randomId,
): BrowserSession {
  const current = readSession(storage);
  const next: BrowserSession =
    current && !isExpired(current, now)
      ? { id: current.id, timestamp: now }
      : { id: newId(), timestamp: now };
  try {
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the session lives for this page only
  }
  return next;
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Touches the session now and on user activity (the events of spec §4), at most once per
 * activity-check interval. Returns the function that stops watching. Nothing for robots.
 */
export function startSessionMonitor(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  storage: SessionStorage,
  userAgent: string | undefined,
  now: () => number = Date.now,
): () => void {
  if (isBot(userAgent)) return () => undefined;
  let lastTouch = touchSession(storage, now()).timestamp;
  const onActivity = () => {
    const time = now();
    if (time - lastTouch < sessionTiming.activityCheckMs) return;
    lastTouch = touchSession(storage, time).timestamp;
  };
  for (const name of sessionTiming.activityEvents) {
    target.addEventListener(name, onActivity, { passive: true, capture: true });
  }
  return () => {
    for (const name of sessionTiming.activityEvents) {
      target.removeEventListener(name, onActivity, { capture: true });
    }
  };
}
