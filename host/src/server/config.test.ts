import { availableParallelism } from 'node:os';
import { loadConfig, parseWorkers } from './config';

describe('host configuration', () => {
  it('runs one process unless HOST_WORKERS asks for more', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(parseWorkers('')).toBe(1);
    expect(parseWorkers('2')).toBe(2);
    expect(parseWorkers(' 4 ')).toBe(4);
    expect(parseWorkers('auto')).toBe(availableParallelism());
  });

  it('refuses a worker count it cannot honour, with a clear message', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => parseWorkers(bad)).toThrow(
        `HOST_WORKERS must be a whole number from 1 to 64, or "auto" (got "${bad}")`,
      );
    }
  });
});
