import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { guardedLookup } from './guarded-lookup';

/** A resolver answering every name with fixed addresses (no DNS in tests). */
const resolvingTo =
  (...addresses: string[]): LookupFunction =>
  (_hostname, options, callback) => {
    const all = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    if (options.all) callback(null, all);
    else callback(null, all[0]!.address, all[0]!.family);
  };

const onlyPublicTen = (address: string) => !address.startsWith('10.');
const refusal = (address: string) => new Error(`refused ${address}`);

function lookupWith(
  lookup: LookupFunction,
  all: boolean,
): Promise<{ error: Error | null; address: unknown }> {
  return new Promise((resolve) =>
    lookup('media.example.org', { all }, (error, address) => resolve({ error, address })),
  );
}

describe('guardedLookup', () => {
  it('passes allowed addresses on unchanged', async () => {
    const lookup = guardedLookup(onlyPublicTen, refusal, resolvingTo('93.184.215.14'));
    expect(await lookupWith(lookup, false)).toEqual({ error: null, address: '93.184.215.14' });
    expect(await lookupWith(lookup, true)).toEqual({
      error: null,
      address: [{ address: '93.184.215.14', family: 4 }],
    });
  });

  it('refuses a name that resolves to an address the hop may not reach', async () => {
    const lookup = guardedLookup(onlyPublicTen, refusal, resolvingTo('10.0.0.7'));
    expect((await lookupWith(lookup, false)).error?.message).toBe('refused 10.0.0.7');
  });

  it('refuses when any of several addresses is not allowed (Node may try each)', async () => {
    const lookup = guardedLookup(onlyPublicTen, refusal, resolvingTo('93.184.215.14', '10.0.0.7'));
    expect((await lookupWith(lookup, true)).error?.message).toBe('refused 10.0.0.7');
  });

  it('passes resolver errors on', async () => {
    const failing: LookupFunction = (hostname, _options, callback) =>
      callback(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
        '',
      );
    const result = await lookupWith(guardedLookup(onlyPublicTen, refusal, failing), false);
    expect(result.error?.message).toBe('getaddrinfo ENOTFOUND media.example.org');
  });

  it('stops http.get before it connects: the server never sees the request', async () => {
    let requests = 0;
    const server = http.createServer((_req, res) => {
      requests++;
      res.end('internal');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // "media.example.org" resolves (as after DNS rebinding) to the loopback server.
      const loopbackRefused = guardedLookup(
        (address) => !address.startsWith('127.'),
        refusal,
        resolvingTo('127.0.0.1'),
      );
      const error = await new Promise<Error>((resolve, reject) => {
        http
          .get(`http://media.example.org:${port}/secret`, { lookup: loopbackRefused, agent: false })
          .on('response', () => reject(new Error('connected')))
          .on('error', resolve);
      });
      expect(error.message).toBe('refused 127.0.0.1');
      expect(requests).toBe(0);
      // The same resolver, allowed: the request arrives (so the refusal above is the guard's).
      const allowed = guardedLookup(() => true, refusal, resolvingTo('127.0.0.1'));
      const body = await new Promise<string>((resolve, reject) => {
        http
          .get(
            `http://media.example.org:${port}/secret`,
            { lookup: allowed, agent: false },
            (res) => {
              res.setEncoding('utf8');
              let text = '';
              res.on('data', (chunk: string) => (text += chunk));
              res.on('end', () => resolve(text));
            },
          )
          .on('error', reject);
      });
      expect([body, requests]).toEqual(['internal', 1]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
