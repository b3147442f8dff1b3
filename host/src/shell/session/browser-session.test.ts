import {
  isBot,
  readSession,
  SESSION_STORAGE_KEY,
  startSessionMonitor,
  touchSession,
} from './browser-session';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const MINUTE = 60_000;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

describe('browser session (spec §3, §4)', () => {
  it('starts a session, keeps its id while active and renews it after 30 minutes idle', () => {
    const storage = memoryStorage();
    let counter = 0;
    const newId = () => `s${++counter}`;
    expect(touchSession(storage, 0, newId)).toEqual({ id: 's1', timestamp: 0 });
    expect(touchSession(storage, 29 * MINUTE, newId)).toEqual({ id: 's1', timestamp: 29 * MINUTE });
    expect(touchSession(storage, 58 * MINUTE, newId).id).toBe('s1');
    expect(touchSession(storage, 88 * MINUTE, newId).id).toBe('s2');
    expect(readSession(storage)).toEqual({ id: 's2', timestamp: 88 * MINUTE });
  });

  it('treats a broken stored value as no session', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, '{oops');
    expect(readSession(storage)).toBeNull();
    expect(SESSION_STORAGE_KEY).toMatch(/^\w+\.\w+$/);
  });

  it('recognises robots', () => {
    expect(isBot('Googlebot/2.1 (+http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 HeadlessChrome/140.0')).toBe(true);
    expect(isBot(undefined)).toBe(true);
    expect(isBot(CHROME)).toBe(false);
  });
});

describe('session monitor', () => {
  it('touches on the listed events at most once a minute', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    let now = 0;
    const stop = startSessionMonitor(target as unknown as Window, storage, CHROME, () => now);
    expect(readSession(storage)?.timestamp).toBe(0);

    now = 30_000;
    target.dispatchEvent(new Event('mousemove'));
    expect(readSession(storage)?.timestamp).toBe(0);
    now = 60_000;
    target.dispatchEvent(new Event('keydown'));
    expect(readSession(storage)?.timestamp).toBe(60_000);
    now = 200_000;
    target.dispatchEvent(new Event('resize'));
    expect(readSession(storage)?.timestamp).toBe(60_000);
    target.dispatchEvent(new Event('wheel'));
    expect(readSession(storage)?.timestamp).toBe(200_000);

    stop();
    now = 400_000;
    target.dispatchEvent(new Event('scroll'));
    expect(readSession(storage)?.timestamp).toBe(200_000);
  });

  it('creates no session for robots', () => {
    const storage = memoryStorage();
    startSessionMonitor(new EventTarget() as unknown as Window, storage, 'Bingbot', () => 5);
    expect(readSession(storage)).toBeNull();
  });
});
