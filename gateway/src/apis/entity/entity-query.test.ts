import { CommonsError } from '../../upstream/api-error';
import { compileEntityQuery } from './entity-query';

const or = (term: string, n: number) => Array(n).fill(term).join(' OR ');
const refused = (query: string, filters: string[] = []): string => {
  try {
    compileEntityQuery(query, filters);
  } catch (error) {
    expect(error).toBeInstanceOf(CommonsError);
    expect((error as CommonsError).status).toBe(400);
    return (error as CommonsError).message;
  }
  throw new Error(`not refused: ${query.slice(0, 80)}`);
};

describe('compileEntityQuery', () => {
  it('reads OR looser than AND, and ANDs the qf filters with the whole query', () => {
    expect(compileEntityQuery('a b OR c', []).fts).toBe('"a" AND "b" OR "c"');
    expect(compileEntityQuery('a OR b', ['c']).fts).toBe('("a" OR "b") AND ("c")');
    expect(compileEntityQuery('label:a OR b*', ['text:"c d"']).fts).toBe(
      '({pref_label alt_label} : ("a") OR "b"*) AND ("c d")',
    );
  });

  it('keeps repeated terms, groups, filters and conditions once', () => {
    expect(compileEntityQuery(or('a', 1024), []).fts).toBe('"a"');
    expect(compileEntityQuery('a b a OR a b', []).fts).toBe('"a" AND "b"');
    expect(compileEntityQuery('x', ['x', 'x']).fts).toBe('"x"');
    const labels = compileEntityQuery('*', [
      'skos_prefLabel.en:*',
      'skos_prefLabel.en:*',
      'type:agent type:agent',
    ]);
    expect(labels.conditions).toHaveLength(2);
    expect(labels.params).toEqual(['pref', 'en', 'Agent']);
  });

  it('counts at most 1024 clauses over query and qf together', () => {
    expect(() => compileEntityQuery('*', Array(1023).fill('type:agent'))).not.toThrow();
    expect(refused('*', Array(1025).fill('type:agent'))).toMatch(
      /^Invalid query "type:agent": Too many clauses \(at most 1024 in query and qf together\)$/,
    );
    expect(refused(or('a', 1025))).toMatch(/Too many clauses/);
  });

  it('limits what words and wildcards cost together, as the Search API does', () => {
    expect(compileEntityQuery('a* OR sa*', []).fts).toBeDefined();
    expect(refused('a* OR b*')).toMatch(
      /query and qf ask too much together: their words and wildcards cost 616, at most 500 is allowed/,
    );
    const labels = ['skos_prefLabel:a*'];
    expect(() => compileEntityQuery('rem*', labels)).not.toThrow();
    expect(refused('*', [...labels, 'skos_prefLabel:b*'])).toMatch(/cost 600/);
    // `*`, `*:*` and `field:*` are no wildcards.
    expect(() =>
      compileEntityQuery('*', [...Array(40).fill('skos_prefLabel:*'), '*:*']),
    ).not.toThrow();
  });

  it('limits the words and the length of the query texts', () => {
    expect(() => compileEntityQuery(`"${'de '.repeat(62)}"`, [])).not.toThrow();
    expect(refused(`"${'de '.repeat(63)}"`)).toMatch(/cost 504, at most 500/);
    expect(refused('a'.repeat(100_001))).toMatch(/too long together: 100001 characters/);
  });
});
