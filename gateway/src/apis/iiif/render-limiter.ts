import type { ImageOperations } from './image-request';

/**
 * A render is large when it writes more than a 1024 px square, or reads more than a 4096 px
 * square of the original. Deep-zoom tiles (512 px, `tiles` in info.json) and thumbnails are small;
 * `full/max` of a large scan, or a 1 px region blown up to the largest size, are large.
 */
const LARGE_OUTPUT_PIXELS = 1024 * 1024;
const LARGE_REGION_PIXELS = 4096 * 4096;

export function isLargeRender(ops: Pick<ImageOperations, 'width' | 'height' | 'region'>): boolean {
  return (
    ops.width * ops.height > LARGE_OUTPUT_PIXELS ||
    ops.region.width * ops.region.height > LARGE_REGION_PIXELS
  );
}

/** Thrown when a large render would wait behind too many others: Image API 3 §7.3's 503. */
export class ImageServerBusy extends Error {
  constructor() {
    super('The image server is busy with other large images: try again in a few seconds');
    this.name = 'ImageServerBusy';
  }
}

/**
 * Runs large renders a few at a time, and small ones as they come. A large render holds libvips'
 * threads for seconds: four of them at once (each within info.json's limits) held a deep-zoom
 * tile back for a minute. One at a time, the other threads stay free for tiles; past `waiting`
 * queued, a large request is refused (503) rather than held for longer than a client waits.
 */
export class RenderLimiter {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly running = 1,
    private readonly waiting = 3,
  ) {}

  async run<T>(large: boolean, render: () => Promise<T>): Promise<T> {
    if (!large) return render();
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) throw new ImageServerBusy();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await render();
    } finally {
      // The slot passes to the next in line, or is freed.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
