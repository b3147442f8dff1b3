/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { reverseProxy } from './proxies';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the /api reverse proxy', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0))
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
  });

  it('cuts its answer when the gateway cuts its own after the headers, instead of hanging', async () => {
    const gateway = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"items":[');
      setTimeout(() => res.destroy(), 50);
    });
    servers.push(gateway);
    const app = express();
    app.use('/api', reverseProxy(await listen(gateway), 'gateway'));
    const host = http.createServer(app);
    servers.push(host);
    const started = Date.now();
    const response = await fetch(`${await listen(host)}/api/record/search.json`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('passes a whole answer through', async () => {
    const gateway = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    servers.push(gateway);
    const app = express();
    app.use('/api', reverseProxy(await listen(gateway), 'gateway'));
    const host = http.createServer(app);
    servers.push(host);
    const response = await fetch(`${await listen(host)}/api/x`);
    expect(await response.json()).toEqual({ ok: true });
  });
});
