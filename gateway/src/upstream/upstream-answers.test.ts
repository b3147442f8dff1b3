import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { listen, type TestServer } from '../apis/testing/test-server';
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from '../http/security-headers';
import { fakeUpstream } from '../test-support/fake-upstream';
import { mountUpstreamProxies } from './mount-upstreams';
import { readUpstreamConfig } from './upstream-config';

/**
 * An upstream that writes the same raw bytes to every connection: answers node:http would not
 * write (a 101 with Upgrade headers, a status outside 100–599).
 */
async function rawUpstream(answer: string): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.once('data', () => socket.write(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('upstream answers the gateway does not pass on', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });

  async function gatewayTo(upstreamUrl: string): Promise<TestServer> {
    const app = express();
    app.use(securityHeaders);
    mountUpstreamProxies(app, {
      config: readUpstreamConfig({
        EUROPEANA_ENTITY_API_URL: `${upstreamUrl}/entity`,
        EUROPEANA_RECORD_API_URL: `${upstreamUrl}/record`,
        EUROPEANA_API_KEY: 'server-key',
        EUROPEANA_ENTITY_API_TIMEOUT: '5000',
      }),
    });
    const gw = await listen(app);
    closers.push(gw.close);
    return gw;
  }

  it('answers a protocol switch (101) with a 502 in the API error shape, without hanging', async () => {
    const upstream = await rawUpstream(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    );
    closers.push(upstream.close);
    const gw = await gatewayTo(upstream.url);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = Date.now();
    const entity = await fetch(`${gw.url}/entity/agent/1.json`);
    // Well within the 5 s timeout: the 101 itself is the failure.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(entity.status).toBe(502);
    expect(await entity.json()).toMatchObject({
      type: 'ErrorResponse',
      status: 502,
      code: '502_upstream_answer',
    });
    const record = await fetch(`${gw.url}/record/v2/search.json?query=x`);
    expect(record.status).toBe(502);
    expect(await record.json()).toMatchObject({ success: false, code: '502-UA' });
    warn.mockRestore();
  });

  it('answers a status outside 100–599 with a 502 "invalid status"', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const status of ['099', '999']) {
      const upstream = await rawUpstream(
        `HTTP/1.1 ${status} Odd\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
      );
      closers.push(upstream.close);
      const gw = await gatewayTo(upstream.url);
      const res = await fetch(`${gw.url}/entity/agent/1.json`);
      expect([status, res.status]).toEqual([status, 502]);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('502_upstream_answer');
      expect(body.message).toContain(`invalid status ${Number(status)}`);
    }
    warn.mockRestore();
  });

  it('answers an upstream server error that is not JSON with a 502, without its body', async () => {
    const upstream = await fakeUpstream((req, res) => {
      if (req.url?.includes('as=json')) {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end('{"success":false,"error":"Service Unavailable"}');
        return;
      }
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><pre>java.lang.NullPointerException\n\tat eu.europeana.Secret</pre></html>');
    });
    closers.push(upstream.close);
    const gw = await gatewayTo(upstream.url);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = await fetch(`${gw.url}/entity/agent/1.json`);
    expect(html.status).toBe(502);
    expect(html.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await html.text();
    expect(text).not.toContain('java.lang');
    expect(JSON.parse(text)).toMatchObject({ type: 'ErrorResponse', code: '502_upstream_answer' });
    expect((JSON.parse(text) as { message: string }).message).toContain('500');
    // The API's own JSON errors pass as they are.
    const json = await fetch(`${gw.url}/entity/agent/1.json?as=json`);
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual({ success: false, error: 'Service Unavailable' });
    warn.mockRestore();
  });

  it("answers an HTML page with the API's error shape: a 4xx keeps its status, a 200 is a 502", async () => {
    const upstream = await fakeUpstream((req, res) => {
      const status = req.url?.includes('missing') ? 404 : 200;
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><script>alert(1)</script>nginx maintenance</html>');
    });
    closers.push(upstream.close);
    const gw = await gatewayTo(upstream.url);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const missing = await fetch(`${gw.url}/entity/agent/missing.json`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      type: 'ErrorResponse',
      code: '404_upstream_answer',
      error: 'Not Found',
    });
    const page = await fetch(`${gw.url}/entity/agent/1.json`);
    expect(page.status).toBe(502);
    const text = await page.text();
    expect(text).not.toContain('<script>');
    expect(JSON.parse(text)).toMatchObject({ code: '502_upstream_answer' });
    warn.mockRestore();
  });

  it('keeps the meaning of a 503 or 504 page (and its Retry-After), in the API error shape', async () => {
    const upstream = await fakeUpstream((req, res) => {
      const status = req.url?.includes('504') ? 504 : 503;
      res.writeHead(status, { 'content-type': 'text/html', 'retry-after': '120' });
      res.end('<html>Down for maintenance</html>');
    });
    closers.push(upstream.close);
    const gw = await gatewayTo(upstream.url);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const maintenance = await fetch(`${gw.url}/entity/agent/1.json`);
    expect(maintenance.status).toBe(503);
    expect(maintenance.headers.get('retry-after')).toBe('120');
    const text = await maintenance.text();
    expect(text).not.toContain('maintenance');
    expect(JSON.parse(text)).toMatchObject({ code: '503_upstream_unavailable' });
    const record = await fetch(`${gw.url}/record/v2/search.json?query=504`);
    expect(record.status).toBe(504);
    expect(await record.json()).toMatchObject({ success: false, code: '504-UA' });
    warn.mockRestore();
  });

  it("keeps the gateway's security headers and drops every hop-by-hop header", async () => {
    const upstream = await fakeUpstream((_req, res) => {
      res.writeHead(200, {
        'content-type': 'image/png',
        'content-security-policy': 'default-src *',
        'x-frame-options': 'ALLOWALL',
        'strict-transport-security': 'max-age=63072000; includeSubDomains',
        connection: 'keep-alive, X-Upstream-Hop',
        'x-upstream-hop': 'internal',
        'proxy-connection': 'keep-alive',
        'x-kept': 'end-to-end',
      });
      res.end('png');
    });
    closers.push(upstream.close);
    const gw = await gatewayTo(upstream.url);
    const res = await fetch(`${gw.url}/entity/agent/1.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-upstream-hop')).toBeNull();
    expect(res.headers.get('proxy-connection')).toBeNull();
    expect(res.headers.get('x-kept')).toBe('end-to-end');
  });

  it('gives a PDF shown in the browser the media proxy policy that lets the PDF viewer work', async () => {
    const upstream = await fakeUpstream((req, res) => {
      const attachment = req.url?.includes('download');
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-security-policy': 'default-src *',
        ...(attachment ? { 'content-disposition': 'attachment; filename="a.pdf"' } : {}),
      });
      res.end('%PDF-1.4');
    });
    closers.push(upstream.close);
    const gw = await gatewayTo(upstream.url);
    const shown = await fetch(`${gw.url}/entity/agent/1.pdf`);
    expect(shown.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    const saved = await fetch(`${gw.url}/entity/agent/1.pdf?download`);
    expect(saved.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
  });
});
