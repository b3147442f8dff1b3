import { MAX_REDIRECTS, hopAddressCheck, ipLiteralOf, redirectTarget } from './redirect-policy';

describe('redirectTarget', () => {
  const from = new URL('https://media.example.org/a/b.jpg');

  it('resolves relative and absolute http(s) locations', () => {
    expect(redirectTarget(from, '/c.jpg', 0)).toEqual({
      url: new URL('https://media.example.org/c.jpg'),
    });
    expect(redirectTarget(from, 'http://cdn.example.net/x', 2)).toEqual({
      url: new URL('http://cdn.example.net/x'),
    });
  });

  it.each([
    'file:///etc/passwd',
    'ftp://media.example.org/b.jpg',
    'gopher://127.0.0.1:6379/_',
    'data:,x',
  ])('refuses %s, which is not http(s)', (location) => {
    expect(redirectTarget(from, location, 0)).toEqual({
      refused: 'The media server redirected to a URL that is not http(s)',
    });
  });

  it('refuses an invalid location instead of throwing', () => {
    expect(redirectTarget(from, 'http://[bad', 0)).toEqual({
      refused: 'The media server redirected to an invalid URL',
    });
  });

  it(`follows at most ${MAX_REDIRECTS} redirects`, () => {
    expect(redirectTarget(from, '/c.jpg', MAX_REDIRECTS - 1)).toHaveProperty('url');
    expect(redirectTarget(from, '/c.jpg', MAX_REDIRECTS)).toEqual({
      refused: 'Too many redirects',
    });
  });
});

describe('hopAddressCheck', () => {
  it('keeps every hop public after a public first address', () => {
    const mayConnect = hopAddressCheck('93.184.215.14');
    expect(mayConnect('8.8.8.8')).toBe(true);
    expect(mayConnect('2001:4860:4860::8888')).toBe(true);
    for (const internal of ['127.0.0.1', '::1', '10.0.0.5', '169.254.169.254', '::ffff:127.0.0.1'])
      expect(mayConnect(internal)).toBe(false);
  });

  it('lets hops stay non-public after a non-public first address (the operator’s own servers)', () => {
    const mayConnect = hopAddressCheck('127.0.0.1');
    expect(mayConnect('127.0.0.1')).toBe(true);
    expect(mayConnect('192.168.1.20')).toBe(true);
    expect(mayConnect('8.8.8.8')).toBe(true);
    expect(hopAddressCheck('10.1.2.3')('::1')).toBe(true);
  });

  it('is strict when the first address is unknown', () => {
    const mayConnect = hopAddressCheck(undefined);
    expect(mayConnect('127.0.0.1')).toBe(false);
    expect(mayConnect('8.8.8.8')).toBe(true);
  });

  it('uses the classifier it is given', () => {
    const loopbackIsPublic = (address: string) => address.startsWith('127.');
    const mayConnect = hopAddressCheck('127.0.0.1', loopbackIsPublic);
    expect(mayConnect('127.0.0.2')).toBe(true);
    expect(mayConnect('10.0.0.1')).toBe(false);
    expect(hopAddressCheck('10.0.0.1', loopbackIsPublic)('10.0.0.2')).toBe(true);
  });
});

describe('ipLiteralOf', () => {
  it.each([
    ['http://127.0.0.1:3299/internal-secret', '127.0.0.1'],
    ['http://[::1]:8080/', '::1'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    // WHATWG URLs normalise the numeric spellings of IPv4 hosts, which Node then connects to.
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['https://media.example.org/a.jpg', undefined],
    ['http://localhost/', undefined],
  ])('%s → %s', (url, literal) => {
    expect(ipLiteralOf(new URL(url))).toBe(literal);
  });
});
