import {
  keyForms,
  keyScrubber,
  safeClientKey,
  scrubbingStream,
  type KeyScrubber,
} from './key-scrubber';

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
    expect(keyForms('a"b').filter((form) => !form.includes('\0'))[0]).toBe('a&quot;b');
    expect(keyScrubber('a"b', 'k').text('x a&quot;b y')).toBe('x k y');
  });

  it('replaces the key in a UTF-16 text, in either byte order, by the client key in UTF-16', () => {
    const scrub = keyScrubber('srv/Secret+42', 'mine');
    for (const order of ['le', 'be'] as const) {
      const encode = (text: string): string => {
        const bytes = Buffer.from(text, 'utf16le');
        return (order === 'le' ? bytes : bytes.swap16()).toString('latin1');
      };
      const body = encode('{"apikey":"srv/Secret+42","link":"x?wskey=srv%2FSecret%2B42"}');
      expect(scrub.text(body)).toBe(encode('{"apikey":"mine","link":"x?wskey=mine"}'));
    }
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

/** Keys whose forms are tricky to find in pieces. */
const KEYS = [
  // Every form differs: URL-, JSON- and XML-escaped, any case.
  'a/b+c&"d',
  // The plain form is the start of the XML form `ab&amp;`: which one matches needs what follows.
  'ab&',
  // Overlaps itself: in `aaa` the whole body replaces the first two.
  'aa',
  // Not ASCII: its forms are the latin1 view of UTF-8 bytes.
  'clé/1',
  'srv/Secret+42',
];

/** A body with every form of the key, in both cases, next to each other, cut and at the end. */
function bodyWithEveryForm(key: string): Buffer {
  const forms = keyForms(key).map((form) => Buffer.from(form, 'latin1'));
  const upper = forms.map((form) => Buffer.from(form.toString('latin1').toUpperCase(), 'latin1'));
  const prefix = Buffer.from(key.slice(0, -1));
  return Buffer.concat([
    Buffer.from('{"apikey":"'),
    ...forms.flatMap((form) => [form, Buffer.from('|')]),
    ...upper,
    Buffer.from([0xff, 0xe9, 0x00]),
    prefix,
    ...forms,
    Buffer.from('é'),
    prefix,
  ]);
}

/** Splits `body` at the given offsets (ascending). */
function split(body: Buffer, cuts: number[]): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (const cut of [...cuts, body.length]) {
    pieces.push(body.subarray(from, cut));
    from = cut;
  }
  return pieces.filter((piece) => piece.length > 0);
}

async function throughStream(scrubber: KeyScrubber, pieces: Buffer[]): Promise<Buffer> {
  const stream = scrubbingStream(scrubber);
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  for (const piece of pieces) stream.write(piece);
  stream.end();
  await ended;
  return Buffer.concat(out);
}

/** `head` as the stream uses it, checking the carry stays short. */
function throughHead(scrubber: KeyScrubber, pieces: Buffer[], longest: number): string {
  let out = '';
  let carry = '';
  for (const piece of pieces) {
    const { scrubbed, rest } = scrubber.head(carry + piece.toString('latin1'));
    if (rest.length >= longest) throw new Error(`a carry of ${rest.length} chars`);
    out += scrubbed;
    carry = rest;
  }
  return out + scrubber.text(carry);
}

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('scrubbingStream', () => {
  it.each(KEYS)('scrubs %j split in two at every position as the whole body', async (key) => {
    for (const clientKey of ['mine', undefined]) {
      const scrubber = keyScrubber(key, clientKey);
      const body = bodyWithEveryForm(key);
      const whole = scrubber.bytes(body);
      expect(whole.toString('latin1')).not.toContain(key);
      for (let cut = 0; cut <= body.length; cut++) {
        const streamed = await throughStream(scrubber, split(body, [cut]));
        expect([cut, streamed.toString('latin1')]).toEqual([cut, whole.toString('latin1')]);
      }
    }
  });

  it.each(KEYS)('scrubs %j split in three at every pair of positions', (key) => {
    const scrubber = keyScrubber(key, 'k');
    const longest = keyForms(key)[0]!.length;
    const body = bodyWithEveryForm(key);
    const whole = scrubber.bytes(body).toString('latin1');
    for (let a = 0; a <= body.length; a++) {
      for (let b = a; b <= body.length; b++) {
        const streamed = throughHead(scrubber, split(body, [a, b]), longest);
        if (streamed !== whole) expect([a, b, streamed]).toEqual([a, b, whole]);
      }
    }
  });

  it.each(KEYS)('scrubs %j in one-byte pieces and in random pieces', async (key) => {
    const scrubber = keyScrubber(key, 'client-1');
    const body = bodyWithEveryForm(key);
    const whole = scrubber.bytes(body);
    const bytes = [...body.keys()].slice(1);
    expect((await throughStream(scrubber, split(body, bytes))).equals(whole)).toBe(true);
    const next = random(key.length);
    for (let run = 0; run < 300; run++) {
      // Cuts at random places, often close together: pieces of 1 to a few bytes and longer.
      const cuts = bytes.filter(() => next() < 0.05 + (run % 10) / 10);
      const streamed = await throughStream(scrubber, split(body, cuts));
      if (!streamed.equals(whole)) {
        expect([cuts, streamed.toString('latin1')]).toEqual([cuts, whole.toString('latin1')]);
      }
    }
  });

  it('keeps every other byte of a long body, and writes nothing of a key cut at its end', async () => {
    const scrubber = keyScrubber('srv/Secret+42', '');
    const filler = Buffer.alloc(200_000, 'x');
    const body = Buffer.concat([filler, Buffer.from('srv%2FSecret%2B42'), filler]);
    const pieces = split(body, [65_536, 200_003, 200_010, 300_000]);
    expect((await throughStream(scrubber, pieces)).equals(Buffer.concat([filler, filler]))).toBe(
      true,
    );
    // A stream broken off keeps its carry: the start of a key never goes out.
    const stream = scrubbingStream(scrubber);
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    stream.on('error', () => undefined);
    stream.write(Buffer.from('abc srv/Secr'));
    await new Promise((resolve) => setImmediate(resolve));
    stream.destroy(new Error('reset'));
    expect(Buffer.concat(out).toString('latin1')).not.toContain('srv');
  });
});
