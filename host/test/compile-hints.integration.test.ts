import fs from 'node:fs';
import path from 'node:path';

/**
 * The builds of `npm run build` mark the scripts every page runs at start-up with V8's compile
 * hint, and only those (shared-kernel `build/compile-hints-plugin.js`, decision 0009 §5).
 */
const HINT = '//# allFunctionsCalledOnLoad\n';
const repo = path.join(__dirname, '..', '..');
const hostClient = path.join(repo, 'host', 'dist', 'client');
const itemDist = path.join(repo, 'mf-item', 'dist');

const scripts = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      return { name, text, hinted: text.startsWith(HINT) };
    });

describe('compile hints in the browser builds', () => {
  it('mark the host entry and the chunks of React, MobX and i18next', () => {
    const host = scripts(hostClient);
    const entry = path.basename(
      (
        JSON.parse(fs.readFileSync(path.join(hostClient, 'assets.json'), 'utf8')) as {
          scripts: string[];
        }
      ).scripts[0]!,
    );
    expect(host.find((s) => s.name === entry)?.hinted).toBe(true);
    for (const marker of ['[MobX] minified error', 'i18next', 'react.transitional.element']) {
      const holders = host.filter((s) => s.text.includes(marker) && s.text.length > 30 * 1024);
      expect([marker, holders.some((s) => s.hinted)]).toEqual([marker, true]);
    }
  });

  it('mark the page’s route module, not what the page loads on demand', () => {
    const item = scripts(itemDist);
    expect(item.find((s) => s.name.startsWith('__federation_expose_item'))?.hinted).toBe(true);
    // The deep-zoom viewer (OpenSeadragon) loads when a visitor opens it.
    const viewer = item.filter((s) => s.text.includes('OpenSeadragon'));
    expect(viewer.length).toBeGreaterThan(0);
    expect(viewer.filter((s) => s.hinted)).toEqual([]);
  });

  it('leave scripts too small to stream alone', () => {
    for (const s of [...scripts(hostClient), ...scripts(itemDist)]) {
      if (s.hinted) expect([s.name, s.text.length >= 30 * 1024]).toEqual([s.name, true]);
    }
  });
});
