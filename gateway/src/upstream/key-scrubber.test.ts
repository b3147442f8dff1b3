import { keyForms, keyScrubber, safeClientKey } from './key-scrubber';

describe('keyScrubber', () => {
  it('replaces every spelling of the server key with the client key', () => {
    const scrub = keyScrubber('a/b+c&"d', 'mine');
    const text = [
      'a/b+c&"d',
      'a%2Fb%2Bc%26%22d',
      'a%2fb%2bc%26%22d',
      'A/B+C&"D',
      'a\\/b+c&\\"d',
      'a/b+c&amp;&quot;d',
    ].join(' ');
    expect(scrub.text(text)).toBe('mine mine mine mine mine mine');
  });

  it('replaces the longest spelling whole', () => {
    // The JSON form `a\"b` holds no bare `a"b`; the XML form `a&quot;b` must not leave `&quot;`.
    expect(keyForms('a"b')[0]).toBe('a&quot;b');
    expect(keyScrubber('a"b', 'k').text('x a&quot;b y')).toBe('x k y');
  });

  it('writes the client key only when it is safe in any syntax, else nothing', () => {
    expect(safeClientKey('api2demo')).toBe('api2demo');
    expect(safeClientKey('a-b_c.d~e')).toBe('a-b_c.d~e');
    for (const unsafe of ['a"b', 'a\\b', 'a<b', 'a b', 'a&b', '$&', 'é', '', undefined]) {
      expect(safeClientKey(unsafe)).toBe('');
    }
    expect(keyScrubber('server', '$&"}').text('{"apikey":"server"}')).toBe('{"apikey":""}');
  });

  it('keeps every other byte, in any charset', () => {
    const body = Buffer.concat([
      Buffer.from([0xff, 0xe9, 0x00]),
      Buffer.from('clé=clé;', 'utf8'),
      Buffer.from([0xc3]),
    ]);
    const scrubbed = keyScrubber('clé', 'k').bytes(body);
    expect(
      scrubbed.equals(
        Buffer.concat([Buffer.from([0xff, 0xe9, 0x00]), Buffer.from('k=k;'), Buffer.from([0xc3])]),
      ),
    ).toBe(true);
  });

  it('changes nothing when no server key went upstream', () => {
    const scrubber = keyScrubber(undefined, 'client');
    expect(scrubber.active).toBe(false);
    const body = Buffer.from('{"apikey":"client"}');
    expect(scrubber.bytes(body)).toBe(body);
  });
});
