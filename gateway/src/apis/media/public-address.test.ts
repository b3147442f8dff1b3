import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    // loopback
    '127.0.0.1',
    '127.255.255.254',
    '::1',
    '0:0:0:0:0:0:0:1',
    // private
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '192.168.255.255',
    // link-local (cloud metadata at 169.254.169.254)
    '169.254.169.254',
    '169.254.0.1',
    'fe80::1',
    'febf:ffff::1',
    'fe80::1%eth0',
    // unique-local
    'fc00::1',
    'fd12:3456:789a::1',
    // carrier-grade NAT
    '100.64.0.1',
    '100.127.255.255',
    // "this network", unspecified
    '0.0.0.0',
    '0.1.2.3',
    '::',
    // multicast, reserved, broadcast
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    'ff02::1',
    // IPv4-mapped and IPv4-compatible IPv6 forms of non-public IPv4 addresses
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::FFFF:10.1.2.3',
    '::ffff:192.168.1.1',
    '::ffff:169.254.169.254',
    '::ffff:0.0.0.0',
    '0:0:0:0:0:ffff:ac10:0001',
    '::127.0.0.1',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '9.255.255.255', // just below 10/8
    '11.0.0.0', // just above 10/8
    '172.15.255.255', // just below 172.16/12
    '172.32.0.0', // just above 172.16/12
    '192.167.255.255',
    '192.169.0.0',
    '169.253.255.255',
    '169.255.0.0',
    '100.63.255.255', // just below 100.64/10
    '100.128.0.0', // just above 100.64/10
    '126.255.255.255',
    '128.0.0.0',
    '1.0.0.0',
    '223.255.255.255',
    '2001:4860:4860::8888',
    '2a00:1450:4001:82a::200e',
    'fec0::1', // just above fe80::/10 (deprecated site-local, routed as global today)
    'fbff::1', // just below fc00::/7
    '::ffff:8.8.8.8',
    '::ffff:808:808',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(['', 'localhost', 'example.org', '[::1]', '127.1', '256.0.0.1', '1.2.3', 'not an ip'])(
    '%j is not an address, so not public (fails closed)',
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );
});
