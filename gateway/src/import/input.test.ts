import { Readable } from 'node:stream';
import { encodingProblem, lines, type Input } from './input';

const inputOf = (pieces: Array<string | Buffer>): Input => ({
  file: 'test.ndjson',
  size: 0,
  gzip: false,
  format: 'ndjson',
  bytesRead: () => 0,
  stream: Readable.from(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))),
  note: () => undefined,
  close: () => undefined,
});

const collect = async (
  pieces: Array<string | Buffer>,
  max?: number,
): Promise<Array<[number, string, string?]>> => {
  const out: Array<[number, string, string?]> = [];
  for await (const line of lines(inputOf(pieces), max))
    out.push(line.error === undefined ? [line.lineNo, line.text] : [line.lineNo, '', line.error]);
  return out;
};

describe('lines', () => {
  it('splits on LF across chunk boundaries, drops a CR before it, keeps a last line without LF', async () => {
    expect(await collect(['a\r\nb', 'c\n\n', 'd', 'e', '\nf'])).toEqual([
      [1, 'a'],
      [2, 'bc'],
      [3, ''],
      [4, 'de'],
      [5, 'f'],
    ]);
  });

  it('keeps multi-byte characters split between chunks', async () => {
    const bytes = Buffer.from('{"t":"Ä€"}\n');
    expect(await collect([bytes.subarray(0, 8), bytes.subarray(8)])).toEqual([[1, '{"t":"Ä€"}']]);
  });

  it('reports a line longer than the cap with its number and goes on with the next lines', async () => {
    const out = await collect(
      ['ok\n', 'x'.repeat(6), 'x'.repeat(6), 'xx\nfine\n', 'y'.repeat(20)],
      10,
    );
    expect(out).toEqual([
      [1, 'ok'],
      [2, '', expect.stringMatching(/line too long \(14 bytes, more than 10\)/)],
      [3, 'fine'],
      [4, '', expect.stringMatching(/line too long \(20 bytes/)],
    ]);
  });

  it('reports an over-long line that fits in one chunk', async () => {
    expect(await collect(['a\n' + 'z'.repeat(30) + '\nb\n'], 10)).toEqual([
      [1, 'a'],
      [2, '', expect.stringMatching(/line too long \(30 bytes/)],
      [3, 'b'],
    ]);
  });

  it('drops a UTF-8 byte order mark starting a line', async () => {
    const bom = '\uFEFF';
    expect(await collect([`${bom}{"a":1}\r\n{"b":2}\n${bom}{"c":3}\n`])).toEqual([
      [1, '{"a":1}'],
      [2, '{"b":2}'],
      [3, '{"c":3}'],
    ]);
  });
});

describe('encodingProblem', () => {
  it('names a gzip of a gzip, and UTF-16 in either byte order', () => {
    expect(encodingProblem(Buffer.from([0x1f, 0x8b, 8, 0]), true)).toMatch(/compressed twice/);
    expect(encodingProblem(Buffer.from([0xff, 0xfe, 0x7b, 0]), false)).toMatch(/UTF-16/);
    expect(encodingProblem(Buffer.from([0xfe, 0xff, 0, 0x7b]), true)).toMatch(/UTF-16/);
  });

  it('passes UTF-8, with or without its byte order mark, and an empty file', () => {
    expect(encodingProblem(Buffer.from('{"a"'), false)).toBeUndefined();
    expect(encodingProblem(Buffer.from([0xef, 0xbb, 0xbf, 0x7b]), true)).toBeUndefined();
    expect(encodingProblem(Buffer.alloc(0), false)).toBeUndefined();
  });
});
