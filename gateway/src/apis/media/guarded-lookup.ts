import dns from 'node:dns';
import type { LookupFunction } from 'node:net';

/**
 * A `lookup` for http(s).request that fails when a host name resolves to an address the hop may
 * not connect to. The check sits between resolving and connecting, on the very addresses the
 * socket then uses, so a name that answers differently to a second query (DNS rebinding) cannot
 * pass a check made beforehand. When Node gets several addresses to try in turn (`all: true`,
 * happy eyeballs) every one must be allowed.
 */
export function guardedLookup(
  mayConnect: (address: string) => boolean,
  refusal: (address: string) => Error,
  resolve: LookupFunction = dns.lookup,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, options, (error, address, family) => {
      if (error) {
        callback(error, address, family);
        return;
      }
      const addresses = typeof address === 'string' ? [address] : address.map((a) => a.address);
      const refused = addresses.find((a) => !mayConnect(a));
      if (refused === undefined) callback(null, address, family);
      else callback(refusal(refused), typeof address === 'string' ? '' : [], family);
    });
  };
}
