/** @jest-environment node */
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RegistryWatcher } from './registry-watcher';

const document = (version: string) =>
  JSON.stringify({
    remotes: {
      'mf-item': {
        current: version,
        versions: { [version]: `/mf-item/${version}/mf-manifest.json` },
      },
    },
  });

describe('RegistryWatcher', () => {
  it('re-reads the registry when it changes and keeps the last good one when it breaks', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'registry-')), 'registry.json');
    writeFileSync(file, document('1.0.0-a'));
    const messages: string[] = [];
    const watcher = new RegistryWatcher(file, 0, (message) => messages.push(message));
    expect(watcher.current()[0]?.version).toBe('1.0.0-a');

    writeFileSync(file, document('1.0.1-b'));
    utimesSync(file, new Date(), new Date(Date.now() + 2000));
    expect(watcher.current()[0]?.version).toBe('1.0.1-b');

    writeFileSync(file, '{ not json');
    utimesSync(file, new Date(), new Date(Date.now() + 4000));
    expect(watcher.current()[0]?.version).toBe('1.0.1-b');
    expect(messages.some((message) => message.includes('invalid'))).toBe(true);
  });

  it('starts with no remotes when the file is missing', () => {
    const watcher = new RegistryWatcher('/nonexistent/registry.json', 0, () => undefined);
    expect(watcher.current()).toEqual([]);
  });
});
