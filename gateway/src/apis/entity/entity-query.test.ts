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
    const words = Array.from({ length: 600 }, (_, i) => `w${i}`).join(' OR ');
    expect(compileEntityQuery(words, []).fts).toContain('"w599"');
    expect(refused(words, [words])).toMatch(
      /^Invalid query "w0 OR w1 .*…": Too many clauses \(at most 1024 in query and qf together\)$/,
    );
    expect(refused(or('a', 1025))).toMatch(/Too many clauses/);
    expect(refused('*', Array(1025).fill('type:agent'))).toMatch(/Too many clauses/);
  });

  it('limits the wildcards by cost, as the Search API does', () => {
    expect(
      compileEntityQuery([...'abcdefgh'].map((c) => `${c}*`).join(' OR '), []).fts,
    ).toBeDefined();
    expect(refused([...'abcdefghi'].map((c) => `${c}*`).join(' OR '))).toMatch(
      /too many wildcard terms \(\*\) in query and qf together: they cost 36, at most 32/,
    );
    const labels = [...'abcdefgh'].map((c) => `skos_prefLabel:${c}*`);
    expect(() => compileEntityQuery('*', labels)).not.toThrow();
    expect(refused('rem*', labels)).toMatch(/they cost 33/);
    // `*`, `*:*` and `field:*` are no wildcards.
    expect(() =>
      compileEntityQuery('*', [...Array(40).fill('skos_prefLabel:*'), '*:*']),
    ).not.toThrow();
  });

  it('limits the words and the length of the query texts', () => {
    expect(() => compileEntityQuery(`"${'de '.repeat(1024)}"`, [])).not.toThrow();
    expect(refused(`"${'de '.repeat(1025)}"`)).toMatch(
      /too many words in query and qf together: 1025, at most 1024/,
    );
    expect(refused('a'.repeat(100_001))).toMatch(/too long together: 100001 characters/);
  });
});
