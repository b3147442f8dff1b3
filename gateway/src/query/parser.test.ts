import { QuerySyntaxError, type QueryNode } from './ast';
import { parseQuery } from './parser';

const term = (text: string, field?: string): QueryNode => ({
  kind: 'term',
  field,
  text,
  wildcard: false,
  pattern: text,
});
const and = (...must: QueryNode[]): QueryNode => ({ kind: 'bool', must, should: [], mustNot: [] });
const or = (...should: QueryNode[]): QueryNode => ({ kind: 'bool', must: [], should, mustNot: [] });

describe('parseQuery', () => {
  it('reads juxtaposed terms as AND and keeps hyphenated words whole', () => {
    expect(parseQuery('mona lisa')).toEqual(and(term('mona'), term('lisa')));
    expect(parseQuery('jean-paul')).toEqual(term('jean-paul'));
  });

  it('gives OR lower precedence than AND', () => {
    expect(parseQuery('a AND b OR c')).toEqual(or(and(term('a'), term('b')), term('c')));
    expect(parseQuery('a || b && c')).toEqual(or(term('a'), and(term('b'), term('c'))));
  });

  it('reads +, -, ! and NOT as required / prohibited clauses', () => {
    expect(parseQuery('lisa NOT mona')).toEqual({
      kind: 'bool',
      must: [term('lisa')],
      should: [],
      mustNot: [term('mona')],
    });
    expect(parseQuery('+a -b !c')).toEqual({
      kind: 'bool',
      must: [term('a')],
      should: [],
      mustNot: [term('b'), term('c')],
    });
    expect(parseQuery('-b')).toEqual({ kind: 'bool', must: [], should: [], mustNot: [term('b')] });
  });

  it('reads fields, phrases, groups and field groups', () => {
    expect(parseQuery('title:"Mona Lisa"')).toEqual({
      kind: 'phrase',
      field: 'title',
      text: 'Mona Lisa',
    });
    expect(parseQuery('TYPE:(IMAGE OR TEXT)')).toEqual(
      or(term('IMAGE', 'TYPE'), term('TEXT', 'TYPE')),
    );
    expect(parseQuery('(a OR b) c')).toEqual(and(or(term('a'), term('b')), term('c')));
    expect(parseQuery('"a b"~3')).toEqual({
      kind: 'phrase',
      field: undefined,
      text: 'a b',
      slop: 3,
    });
  });

  it('reads ranges with open ends and ISO times', () => {
    expect(parseQuery('YEAR:[1525 TO 1527]')).toEqual({
      kind: 'range',
      field: 'YEAR',
      lower: '1525',
      upper: '1527',
      includeLower: true,
      includeUpper: true,
    });
    expect(parseQuery('YEAR:{* TO 1500]')).toEqual({
      kind: 'range',
      field: 'YEAR',
      upper: '1500',
      includeLower: false,
      includeUpper: true,
    });
    expect(parseQuery('timestamp_created:[2013-11-01T00:00:0.000Z TO NOW]')).toMatchObject({
      lower: '2013-11-01T00:00:0.000Z',
      upper: 'NOW',
    });
  });

  it('reads negative bounds (years BC) as values, not as NOT', () => {
    expect(parseQuery('YEAR:[-500 TO -100]')).toMatchObject({
      kind: 'range',
      lower: '-500',
      upper: '-100',
    });
    expect(parseQuery('proxy_dcterms_issued:{-500 TO *}')).toMatchObject({ lower: '-500' });
    // Outside a range a leading minus is still the operator.
    expect(parseQuery('a -b')).toMatchObject({ kind: 'bool', mustNot: [{ text: 'b' }] });
  });

  it('reads *:*, field:* and wildcards', () => {
    expect(parseQuery('*:*')).toEqual({ kind: 'all' });
    expect(parseQuery('*')).toEqual({ kind: 'all' });
    expect(parseQuery('skos_concept:*')).toEqual({ kind: 'exists', field: 'skos_concept' });
    expect(parseQuery('turn*')).toMatchObject({ kind: 'term', wildcard: true, text: 'turn*' });
  });

  it('honours backslash escapes', () => {
    expect(parseQuery('a\\:b')).toEqual(term('a:b'));
    expect(parseQuery('\\AND')).toEqual(term('AND'));
    expect(parseQuery('c\\*')).toEqual(term('c*'));
    expect(parseQuery('"say \\"hi\\""')).toEqual({
      kind: 'phrase',
      field: undefined,
      text: 'say "hi"',
    });
  });

  it('reads unquoted URLs after entity fields', () => {
    expect(parseQuery('edm_agent:http://data.europeana.eu/agent/1')).toEqual(
      term('http://data.europeana.eu/agent/1', 'edm_agent'),
    );
  });

  it('ignores boosts and fuzziness', () => {
    expect(parseQuery('a^2 b~')).toEqual(and(term('a'), term('b')));
  });

  it.each([
    '',
    '(',
    'a)',
    '"open',
    'a AND',
    'AND a',
    'a OR',
    'f:[1 TO',
    '[1 TO 2]',
    'a:b:c',
    'a\\',
    'x^y',
    '((((((((((((((((((((((((((((((((((a))))))))))))))))))))))))))))))))))',
  ])('rejects %j', (input) => {
    expect(() => parseQuery(input)).toThrow(QuerySyntaxError);
  });
});
