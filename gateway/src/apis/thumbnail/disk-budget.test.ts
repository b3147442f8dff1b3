import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DiskBudget } from './disk-budget';
import { RenderedImageCache } from './rendered-image-cache';

describe('DiskBudget', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-budget-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, bytes: number, ageSeconds: number): string => {
    const file = path.join(dir, name.slice(0, 2), name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.alloc(bytes));
    const at = new Date(Date.now() - ageSeconds * 1000);
    fs.utimesSync(file, at, at);
    return file;
  };

  it('counts what the folder holds and deletes the files written longest ago when full', async () => {
    const oldest = write('aa1', 400, 30);
    const older = write('bb1', 300, 20);
    const newer = write('cc1', 200, 10);
    const budget = new DiskBudget(dir, 1000);
    // 900 held: 100 more fit.
    expect(await budget.reserve(100)).toBe(true);
    expect(fs.existsSync(oldest)).toBe(true);
    // 1000 + 250 does not: the oldest go until at most 800 - 250 = 550 bytes are left (of the
    // 900 on disk, the 400 of the oldest file).
    expect(await budget.reserve(250)).toBe(true);
    expect(fs.existsSync(oldest)).toBe(false);
    expect(fs.existsSync(older)).toBe(true);
    expect(fs.existsSync(newer)).toBe(true);
    // Counted now 500 + 250 = 750; 400 more pass 1000 again: the next oldest goes, as the 500
    // bytes on disk are over 800 - 400.
    expect(await budget.reserve(400)).toBe(true);
    expect(fs.existsSync(older)).toBe(false);
  });

  it('refuses a file larger than the whole budget and keeps what is there', async () => {
    const kept = write('aa1', 10, 1);
    const budget = new DiskBudget(dir, 100);
    expect(await budget.reserve(101)).toBe(false);
    expect(fs.existsSync(kept)).toBe(true);
  });

  it('keeps the rendered image cache folder within its budget however many renders it gets', async () => {
    const cache = new RenderedImageCache({ dir, maxMemoryBytes: 1024, maxDiskBytes: 10_000 });
    for (let i = 0; i < 60; i++) {
      const rendered = await cache.getOrRender(`tile-${i}`, 'png', async () =>
        Buffer.alloc(1000, i),
      );
      expect(rendered.body).toHaveLength(1000);
    }
    const held = fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(10_000);
  });
});
