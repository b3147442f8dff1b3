import {
  apiQueryOf,
  escapeLuceneSpecials,
  LUCENE_SPECIAL_CHARACTERS,
  quotePhrase,
  unquotePhrase,
} from './search-query';

describe('query escaping', () => {
  it.each([...LUCENE_SPECIAL_CHARACTERS])('escapes %s', (character) => {
    expect(escapeLuceneSpecials(`a${character}b`)).toBe(`a\\${character}b`);
  });

  it('escapes every special of spec §5 and nothing else', () => {
    expect(escapeLuceneSpecials('+ - & | ! ( ) { } [ ] ^ " ~ * ? : /')).toBe(
      '\\+ \\- \\& \\| \\! \\( \\) \\{ \\} \\[ \\] \\^ \\" \\~ \\* \\? \\: \\/',
    );
    expect(escapeLuceneSpecials('Mona Lisa 1503 é.,;#%')).toBe('Mona Lisa 1503 é.,;#%');
  });

  it('escapes a backslash, so escaped text means what it says', () => {
    expect(escapeLuceneSpecials('a\\:b')).toBe('a\\\\\\:b');
  });

  it('escapes the doubled operators character by character', () => {
    expect(escapeLuceneSpecials('cats && dogs || birds')).toBe('cats \\&\\& dogs \\|\\| birds');
  });
});

describe('phrases', () => {
  it('quotes a value and escapes quotes inside it', () => {
    expect(quotePhrase('United Kingdom')).toBe('"United Kingdom"');
    expect(quotePhrase('Charles "Teenie" Harris')).toBe('"Charles \\"Teenie\\" Harris"');
  });

  it('reads back what it wrote', () => {
    for (const value of ['United Kingdom', 'Charles "Teenie" Harris', 'a\\b', '']) {
      expect(unquotePhrase(quotePhrase(value))).toBe(value);
    }
    expect(unquotePhrase('IMAGE')).toBe('IMAGE');
    expect(unquotePhrase('"unterminated')).toBe('"unterminated');
  });
});

describe('apiQueryOf', () => {
  it('searches everything for an empty query', () => {
    expect(apiQueryOf('')).toBe('*:*');
    expect(apiQueryOf('   ')).toBe('*:*');
    expect(apiQueryOf(null)).toBe('*:*');
    expect(apiQueryOf(' turner ')).toBe('turner');
  });
});
