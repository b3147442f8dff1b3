import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';
import { REPO_ROOT, startPortal, type RunningPortal } from '../support/portal-process';

/**
 * A remote that cannot load must not take the portal down: its page shows the error panel with
 * status 503 inside the normal layout; every other page keeps working, on the server and in the
 * browser. Each case runs its own portal whose registry points mf-collections somewhere broken.
 */
const registry = JSON.parse(readFileSync(path.join(REPO_ROOT, '.var/registry.json'), 'utf8')) as {
  remotes: Record<string, { current: string; versions: Record<string, string> }>;
};

function brokenRegistry(manifest: string): string {
  const copy = structuredClone(registry);
  const collections = copy.remotes['mf-collections']!;
  collections.versions['9.9.9-broken'] = manifest;
  collections.current = '9.9.9-broken';
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-registry-')), 'registry.json');
  writeFileSync(file, JSON.stringify(copy));
  return file;
}

let hangingServer: Server;
let hangingPort = 0;

test.beforeAll(async () => {
  // Accepts connections and never answers: the load must give up after its 3 s timeout.
  hangingServer = createServer(() => undefined);
  await new Promise<void>((resolve) => hangingServer.listen(0, '127.0.0.1', resolve));
  hangingPort = (hangingServer.address() as { port: number }).port;
});

test.afterAll(async () => {
  hangingServer.closeAllConnections();
  await new Promise((resolve) => hangingServer.close(resolve));
});

const cases = [
  {
    name: 'manifest 404',
    manifest: () => '/mf-collections/9.9.9-broken/mf-manifest.json',
    port: 4200,
  },
  { name: 'connection refused', manifest: () => 'http://127.0.0.1:9/mf-manifest.json', port: 4210 },
  {
    name: 'timeout',
    manifest: () => `http://127.0.0.1:${hangingPort}/mf-manifest.json`,
    port: 4220,
  },
];

for (const failure of cases) {
  test.describe(`mf-collections unavailable (${failure.name})`, () => {
    let portal: RunningPortal;
    let registryFile = '';

    test.beforeAll(async () => {
      // Made here: a manifest may name the hanging server's port, known once it listens.
      registryFile = brokenRegistry(failure.manifest());
      portal = await startPortal({
        port: failure.port,
        gatewayPort: failure.port + 1,
        releasesPort: failure.port + 2,
        env: { REMOTE_REGISTRY_FILE: registryFile },
      });
    });

    test.afterAll(async () => {
      await portal?.stop();
      if (registryFile) rmSync(path.dirname(registryFile), { recursive: true, force: true });
    });

    test('the broken page shows the panel with 503; other pages still answer 200', async ({
      request,
    }) => {
      const broken = await request.get(`${portal.url}/en/collections`);
      expect(broken.status()).toBe(503);
      const html = await broken.text();
      expect(html).toContain('data-remote-unavailable="mf-collections"');
      expect(html).toContain('<header');
      expect(html).toContain('<footer');

      for (const ok of ['/en', '/en/search', '/en/account/login']) {
        const response = await request.get(`${portal.url}${ok}`);
        expect(response.status(), ok).toBe(200);
      }
    });

    test('in the browser, navigating to the broken remote shows the panel and the rest works', async ({
      page,
    }) => {
      const console = guardConsole(page, [
        /Failed to load resource/,
        /mf_collections|mf-collections/i,
        // The broken registry points at an origin the page's CSP does not allow: the browser says
        // so when the remote is tried (on the click, or earlier when a visible link prefetches its
        // entry and manifest).
        /violates the (following|document's) Content Security Policy/,
      ]);
      await page.goto(`${portal.url}/en`);
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: 'Collections', exact: true }).click();
      await expect(page.locator('[data-remote-unavailable="mf-collections"]')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('button', { name: 'Show search bar' }).click();
      await page.getByRole('banner').getByRole('combobox').press('Enter');
      await expect(page).toHaveURL(/\/en\/search\?query=$/);
      await expect(page.locator('main h1')).toBeVisible();
      console.expectClean();
    });
  });
}
