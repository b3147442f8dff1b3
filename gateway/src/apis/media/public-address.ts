import { BlockList, isIP } from 'node:net';

/**
 * Addresses that are not on the public internet: the gateway's own host, its private networks
 * and special ranges. A redirect from a public media server must not lead the proxy there
 * (server-side request forgery: the proxy would fetch and pass on an internal resource).
 * BlockList also matches the IPv4-mapped IPv6 form of every IPv4 range (`::ffff:127.0.0.1`).
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT, shared by a provider's customers
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12], // private
  ['192.168.0.0', 16], // private
  ['224.0.0.0', 3], // multicast, reserved and broadcast: never a media server
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified (::), loopback (::1) and the deprecated IPv4-compatible ::a.b.c.d
  ['fc00::', 7], // unique-local (the private networks of IPv6)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/**
 * Whether an IP address (as a socket or DNS reports it) is a public one. Anything that is not a
 * valid address counts as non-public, so a surprise fails closed.
 */
export function isPublicAddress(address: string): boolean {
  // A zone (`fe80::1%eth0`) names the interface, not the address.
  const bare = address.replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 0) return false;
  return !NON_PUBLIC.check(bare, version === 4 ? 'ipv4' : 'ipv6');
}
