import { isIP } from 'node:net';
import { isPublicAddress } from './public-address';

/** Redirects followed per media fetch; more answer 502. */
export const MAX_REDIRECTS = 3;

/** Whether an IP address is public (injectable: in tests every server is on loopback). */
export type AddressClassifier = (address: string) => boolean;

/** Whether a later hop of a fetch may connect to an address. */
export type HopAddressCheck = (address: string) => boolean;

/**
 * The URL a redirect answer leads to, or why the proxy does not follow it. Only http(s): a
 * `file:` or `ftp:` Location must not reach another client of the gateway's host.
 */
export function redirectTarget(
  from: URL,
  location: string,
  redirectsSoFar: number,
): { url: URL } | { refused: string } {
  if (redirectsSoFar >= MAX_REDIRECTS) return { refused: 'Too many redirects' };
  let url: URL;
  try {
    url = new URL(location, from);
  } catch {
    return { refused: 'The media server redirected to an invalid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { refused: 'The media server redirected to a URL that is not http(s)' };
  }
  return { url };
}

/**
 * Which addresses the hops after the first may connect to, fixed by the address the first
 * request actually reached. From a public address (a third-party media server) every hop must be
 * public: a redirect into loopback or a private network would make the gateway fetch an internal
 * resource for anyone. From a non-public address (the operator's own media server, or the local
 * servers of tests) hops may stay non-public: nothing is crossed that the record did not already
 * point at. An unknown first address counts as public, the strict case.
 */
export function hopAddressCheck(
  firstAddress: string | undefined,
  isPublic: AddressClassifier = isPublicAddress,
): HopAddressCheck {
  const fromPublic = firstAddress === undefined || isPublic(firstAddress);
  return (address) => !fromPublic || isPublic(address);
}

/**
 * The IP address in a URL's host (`http://10.0.0.1/`, `http://[::1]/`), if it names one: such a
 * host is connected to without a DNS lookup, so it is checked directly instead of in `lookup`.
 */
export function ipLiteralOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
}
