import { ImageServerBusy, isLargeRender, RenderLimiter } from './render-limiter';

const region = (width: number, height: number) => ({ left: 0, top: 0, width, height });

/** A render that ends when `finish` is called. */
function pending(): { render: () => Promise<string>; finish: () => void; started: () => boolean } {
  let finish = (): void => undefined;
  let started = false;
  return {
    render: () =>
      new Promise<string>((resolve) => {
        started = true;
        finish = () => resolve('done');
      }),
    finish: () => finish(),
    started: () => started,
  };
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('isLargeRender', () => {
  it('calls tiles and thumbnails small, a full-size image or an upscaled pixel large', () => {
    expect(isLargeRender({ width: 512, height: 512, region: region(2048, 2048) })).toBe(false);
    expect(isLargeRender({ width: 400, height: 300, region: region(4000, 3000) })).toBe(false);
    expect(isLargeRender({ width: 4096, height: 4096, region: region(1, 1) })).toBe(true);
    expect(isLargeRender({ width: 1000, height: 800, region: region(8000, 6000) })).toBe(true);
  });
});

describe('RenderLimiter', () => {
  it('runs one large render at a time, the next when it ends, and small ones at once', async () => {
    const limiter = new RenderLimiter(1, 3);
    const first = pending();
    const second = pending();
    const tile = pending();
    const a = limiter.run(true, first.render);
    const b = limiter.run(true, second.render);
    const c = limiter.run(false, tile.render);
    await tick();
    expect([first.started(), second.started(), tile.started()]).toEqual([true, false, true]);
    tile.finish();
    await expect(c).resolves.toBe('done');
    first.finish();
    await expect(a).resolves.toBe('done');
    await tick();
    expect(second.started()).toBe(true);
    second.finish();
    await expect(b).resolves.toBe('done');
  });

  it('refuses a large render when too many wait, and frees its slot after a failure', async () => {
    const limiter = new RenderLimiter(1, 2);
    const running = pending();
    const held = limiter.run(true, running.render);
    const queued = [pending(), pending()];
    const waiting = queued.map((job) => limiter.run(true, job.render));
    await expect(limiter.run(true, pending().render)).rejects.toBeInstanceOf(ImageServerBusy);
    running.finish();
    await held;
    for (const [i, job] of queued.entries()) {
      await tick();
      job.finish();
      await waiting[i];
    }
    await expect(limiter.run(true, () => Promise.reject(new Error('corrupt')))).rejects.toThrow(
      'corrupt',
    );
    await expect(limiter.run(true, () => Promise.resolve('free again'))).resolves.toBe(
      'free again',
    );
  });
});
