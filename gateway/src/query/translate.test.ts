import type { QueryNode } from './ast';
import { parseQuery } from './parser';
import { serializeQuery } from './serialize';
import { labelKey, translateQuery, type LabelLookup } from './translate';

/** German label keys → English labels, as the label dictionary gives them. */
const GERMAN: Record<string, string[]> = {
  kunst: ['Art'],
  'erster weltkrieg': ['World War I'],
  weltkrieg: ['World war'],
  brucke: ['Bridge'],
  // Two entities named "Bank": the institution and the seat.
  bank: ['Bank', 'Bench', 'bench'],
  paris: ['Paris'],
  // A label without an English one: the dictionary gives nothing.
  heimat: [],
  viele: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'],
  'new york city': ['NYC'],
};
const lookup: LabelLookup = (key) => GERMAN[key] ?? [];

/** A query in Lucene's infix form (what `serializeQuery` gives is exact, not readable). */
function show(node: QueryNode): string {
  switch (node.kind) {
    case 'phrase':
      return `${node.field ? `${node.field}:` : ''}"${node.text}"${node.slop !== undefined ? `~${node.slop}` : ''}`;
    case 'bool': {
      const parts = [...node.must.map(show), ...node.mustNot.map((n) => `NOT ${show(n)}`)];
      if (node.should.length) parts.push(`(${node.should.map(show).join(' OR ')})`);
      return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
    }
    default:
      return serializeQuery(node);
  }
}

const translate = (query: string): string => show(translateQuery(parseQuery(query), lookup));

describe('query translation (dictionary)', () => {
  it('folds labels as the index folds text: case, diacritics, punctuation between words', () => {
    expect(labelKey('Brücke')).toBe('brucke');
    expect(labelKey('  Erster-WELTKRIEG ')).toBe('erster weltkrieg');
    expect(labelKey('!!')).toBe('');
  });

  it('ORs a term that is a label with the target label', () => {
    expect(translate('Kunst')).toBe('(Kunst OR "Art")');
    expect(translateQuery(parseQuery('kunst'), lookup)).toEqual({
      kind: 'bool',
      must: [],
      should: [
        { kind: 'term', text: 'kunst', wildcard: false, pattern: 'kunst' },
        { kind: 'phrase', text: 'Art' },
      ],
      mustNot: [],
    });
  });

  it('matches case- and diacritic-insensitively', () => {
    expect(translate('BRUCKE')).toBe('(BRUCKE OR "Bridge")');
    expect(translate('brücke')).toBe('(brücke OR "Bridge")');
  });

  it('translates a phrase that is a label', () => {
    expect(translate('"Erster Weltkrieg"')).toBe('("Erster Weltkrieg" OR "World War I")');
    expect(translate('"erster   weltkrieg"~2')).toBe('("erster   weltkrieg"~2 OR "World War I")');
  });

  it('tries adjacent words of an AND list as one label, longest first', () => {
    expect(translate('Erster Weltkrieg')).toBe('((Erster AND Weltkrieg) OR "World War I")');
    expect(translate('Erster AND Weltkrieg Brücke')).toBe(
      '(((Erster AND Weltkrieg) OR "World War I") AND (Brücke OR "Bridge"))',
    );
    // Without the longer label, each word on its own.
    expect(translate('Zweiter Weltkrieg')).toBe('(Zweiter AND (Weltkrieg OR "World war"))');
    expect(translate('new york city')).toBe('((new AND york AND city) OR "NYC")');
    expect(translate('im Erster Weltkrieg')).toBe(
      '(im AND ((Erster AND Weltkrieg) OR "World War I"))',
    );
  });

  it('does not join words across an OR, a field or a wildcard', () => {
    expect(translate('Erster OR Weltkrieg')).toBe('(Erster OR (Weltkrieg OR "World war"))');
    expect(translate('title:Erster Weltkrieg')).toBe(
      '(title:Erster AND (Weltkrieg OR "World war"))',
    );
    expect(translate('Erst* Weltkrieg')).toBe('(Erst* AND (Weltkrieg OR "World war"))');
  });

  it('ORs the distinct labels of several entities, at most five', () => {
    // "Bank" reads as the term itself and "bench" twice: one label is added.
    expect(translate('Bank')).toBe('(Bank OR "Bench")');
    expect(translate('viele')).toBe('(viele OR "One" OR "Two" OR "Three" OR "Four" OR "Five")');
  });

  it('leaves labels alone that have no other target label', () => {
    for (const query of ['Heimat', 'Paris', 'unbekannt', '"Heimat Paris"'])
      expect(translateQuery(parseQuery(query), lookup)).toEqual(parseQuery(query));
  });

  it('leaves fielded clauses, wildcards, ranges, *:*, existence and NOT clauses alone', () => {
    for (const query of [
      'title:Kunst',
      'subject:"Erster Weltkrieg"',
      'Kuns*',
      'K?nst',
      '*:*',
      'YEAR:[1914 TO 1918]',
      'TYPE:*',
      'who:(Kunst OR Brücke)',
    ]) {
      const ast = parseQuery(query);
      expect(translateQuery(ast, lookup)).toBe(ast);
    }
    expect(translate('Weltkrieg NOT Kunst')).toBe('((Weltkrieg OR "World war") AND NOT Kunst)');
    expect(translate('Weltkrieg -"Erster Weltkrieg"')).toBe(
      '((Weltkrieg OR "World war") AND NOT "Erster Weltkrieg")',
    );
  });

  it('translates inside groups and keeps what is not a label as it was', () => {
    const ast = parseQuery('(Kunst OR Malerei) AND TYPE:IMAGE');
    const out = translateQuery(ast, lookup) as Extract<QueryNode, { kind: 'bool' }>;
    expect(show(out)).toBe('(((Kunst OR "Art") OR Malerei) AND TYPE:IMAGE)');
    expect(out.must[1]).toBe((ast as Extract<QueryNode, { kind: 'bool' }>).must[1]);
  });
});
