import { JsonArraySplitter, type JsonArrayElement } from './json-array-splitter';

/** The splitter's output for `text` fed in chunks of `size` characters (0: in one piece). */
const split = (text: string, size = 0, max?: number): JsonArrayElement[] => {
  const splitter = new JsonArraySplitter(max);
  const out: JsonArrayElement[] = [];
  const step = size || text.length || 1;
  for (let i = 0; i < text.length; i += step) out.push(...splitter.push(text.slice(i, i + step)));
  out.push(...splitter.end());
  return out;
};

/** Every chunking gives the same result: one piece, 1-char chunks, and cuts at every position. */
const splitEverywhere = (text: string, max?: number): JsonArrayElement[] => {
  const whole = split(text, 0, max);
  for (const size of [1, 2, 3, 7]) expect(split(text, size, max)).toEqual(whole);
  for (let cut = 1; cut < text.length; cut++) {
    const splitter = new JsonArraySplitter(max);
    const out = [...splitter.push(text.slice(0, cut)), ...splitter.push(text.slice(cut))];
    out.push(...splitter.end());
    expect(out).toEqual(whole);
  }
  return whole;
};

describe('JsonArraySplitter', () => {
  it('yields each element with its number and start line, whatever the chunk boundaries', () => {
    const text = [
      '\uFEFF[',
      '  {"a": "x,]}\\"\\\\", "b": [1, {"c": "\\u00e9"}]},',
      '  {',
      '    "d": "Ä€ \\\\"',
      '  }, 42 ,',
      '  "s]", null, [ ], true',
      ']',
      '',
    ].join('\n');
    const out = splitEverywhere(text);
    expect(out).toEqual([
      { elementNo: 1, lineNo: 2, text: '{"a": "x,]}\\"\\\\", "b": [1, {"c": "\\u00e9"}]}' },
      { elementNo: 2, lineNo: 3, text: '{\n    "d": "Ä€ \\\\"\n  }' },
      { elementNo: 3, lineNo: 5, text: '42' },
      { elementNo: 4, lineNo: 6, text: '"s]"' },
      { elementNo: 5, lineNo: 6, text: 'null' },
      { elementNo: 6, lineNo: 6, text: '[ ]' },
      { elementNo: 7, lineNo: 6, text: 'true' },
    ]);
    for (const element of out) expect(() => JSON.parse(element.text!)).not.toThrow();
  });

  it('counts line feeds inside strings (not JSON, but the lines after them stay right)', () => {
    expect(splitEverywhere('[{"e": "two\nlines\\\\"},\n{"f": "\\\\\\"\n"}, 3]')).toEqual([
      { elementNo: 1, lineNo: 1, text: '{"e": "two\nlines\\\\"}' },
      { elementNo: 2, lineNo: 3, text: '{"f": "\\\\\\"\n"}' },
      { elementNo: 3, lineNo: 4, text: '3' },
    ]);
  });

  it('yields nothing for an empty array', () => {
    expect(splitEverywhere(' [ \n ] \n')).toEqual([]);
  });

  it('reports text between elements on its line, keeps the elements around it', () => {
    expect(splitEverywhere('[{"a":1},\n oops ,\n{"b":2} {"c":3}\n x]')).toEqual([
      { elementNo: 1, lineNo: 1, text: '{"a":1}' },
      // Where an element belongs: passed on, for the JSON parser to report on its line.
      { elementNo: 2, lineNo: 2, text: 'oops' },
      { elementNo: 3, lineNo: 3, text: '{"b":2}' },
      // A missing comma: the next element still starts at its `{`.
      { elementNo: 3, lineNo: 3, error: expect.stringMatching(/missing , after element 3/) },
      { elementNo: 4, lineNo: 3, text: '{"c":3}' },
      {
        elementNo: 4,
        lineNo: 4,
        error: expect.stringMatching(/unexpected text after element 4: "x"/),
      },
    ]);
    expect(splitEverywhere('[1,\n,2]')).toEqual([
      { elementNo: 1, lineNo: 1, text: '1' },
      { elementNo: 1, lineNo: 2, error: expect.stringMatching(/an extra , after element 1/) },
      { elementNo: 2, lineNo: 2, text: '2' },
    ]);
  });

  it('reports an array that is not closed and an element that breaks off in a string', () => {
    expect(splitEverywhere('[\n{"a":1},\n{"b":2}\n')).toEqual([
      { elementNo: 1, lineNo: 2, text: '{"a":1}' },
      { elementNo: 2, lineNo: 3, text: '{"b":2}' },
      { elementNo: 2, lineNo: 4, error: expect.stringMatching(/the array is not closed/) },
    ]);
    expect(splitEverywhere('[{"a":1},\n{"b":"x\\"]}\n')).toEqual([
      { elementNo: 1, lineNo: 1, text: '{"a":1}' },
      {
        elementNo: 2,
        lineNo: 2,
        error: expect.stringMatching(/element 2 breaks off .*a string that is not closed/),
      },
      { elementNo: 2, lineNo: 3, error: expect.stringMatching(/the array is not closed/) },
    ]);
    expect(split('[{"a":[1,')).toEqual([
      { elementNo: 1, lineNo: 1, error: expect.stringMatching(/2 unclosed \{ or \[/) },
      { elementNo: 1, lineNo: 1, error: expect.stringMatching(/the array is not closed/) },
    ]);
  });

  it('reports text after the closing bracket once', () => {
    expect(splitEverywhere('[1]\n\nxyz')).toEqual([
      { elementNo: 1, lineNo: 1, text: '1' },
      {
        elementNo: 1,
        lineNo: 3,
        error: expect.stringMatching(/text after the array's closing \]/),
      },
    ]);
  });

  it('skips an element longer than the cap without keeping it and goes on', () => {
    const out = split(`[{"a":"${'x'.repeat(50)}"},\n{"b":1}]`, 8, 20);
    expect(out).toEqual([
      { elementNo: 1, lineNo: 1, error: expect.stringMatching(/element 1 too long/) },
      { elementNo: 2, lineNo: 2, text: '{"b":1}' },
    ]);
  });
});
