import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadAfterChunkError,
  shouldReload,
} from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('chunk-load failure reload (spec §8, §9)', () => {
  it('recognises chunk-load errors', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: /x.js)'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    expect(shouldReload(null, 1000)).toBe(true);
    expect(shouldReload(1000, 60_999)).toBe(false);
    expect(shouldReload(1000, 61_000)).toBe(true);

    const storage = memoryStorage();
    const reload = jest.fn();
    const error = { name: 'ChunkLoadError' };
    expect(reloadAfterChunkError(error, storage, reload, 100_000)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('100000');
    expect(reloadAfterChunkError(error, storage, reload, 130_000)).toBe(false);
    expect(reloadAfterChunkError(error, storage, reload, 160_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors alone', () => {
    const reload = jest.fn();
    expect(reloadAfterChunkError(new Error('boom'), memoryStorage(), reload, 1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
