import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGatewayApp } from '../app';
import { listen, type TestServer } from '../apis/testing/test-server';
import { loadConfig, type GatewayConfig } from '../config';
import { importFiles, type ImportSummary } from '../import/import-files';
import { openStore, type Store } from '../store/store';

export interface GatewayFixture {
  store: Store;
  server: TestServer;
  config: GatewayConfig;
  dataDir: string;
  /** GET a path; returns status, JSON body and headers. */
  get: (pathAndQuery: string, headers?: Record<string, string>) => Promise<TestResponse>;
  close: () => Promise<void>;
}

export interface TestResponse {
  status: number;
  // Tests read arbitrary JSON shapes; typing every response would only restate the assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface FixtureOptions {
  /** Files imported (in-process) before the app starts. */
  files?: string[];
  logLines?: string[];
}

/** A gateway on a temporary data dir and a free port, optionally loaded through the importer. */
export async function startGateway(
  options: FixtureOptions = {},
): Promise<GatewayFixture & { imported?: ImportSummary }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  const dataDir = path.join(root, 'data');
  let imported: ImportSummary | undefined;
  if (options.files?.length) imported = await importFiles(options.files, { dataDir, workers: 0 });
  const store = openStore({ dataDir, localMediaDir: path.join(root, 'media') });
  const config: GatewayConfig = {
    ...loadConfig({}),
    port: 0,
    dataDir,
    publicUrl: 'http://gateway.test',
    portalUrl: 'http://portal.test',
    seedDir: path.join(root, 'seed'),
    logRequests: Boolean(options.logLines),
  };
  const app = createGatewayApp({
    store,
    config,
    log: (line) => {
      options.logLines?.push(line);
    },
  });
  const server = await listen(app);
  return {
    store,
    server,
    config,
    dataDir,
    ...(imported ? { imported } : {}),
    get: async (pathAndQuery, headers = {}) => {
      const res = await fetch(`${server.url}${pathAndQuery}`, { headers });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      return { status: res.status, body, headers: res.headers };
    },
    close: async () => {
      await server.close();
      store.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A query string from parameters; arrays become repeated keys. */
export function qs(params: Record<string, string | number | Array<string | number>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  return search.toString();
}
