import { ANY_CHARS, ONE_CHAR } from '../query/lexer';
import { parseQuery } from '../query/parser';
import { analysesToNothing, prefixRange } from './resolve';

describe('prefixRange (the index terms a wildcard can match)', () => {
  it('bounds a pattern by the letters before its first wildcard', () => {
    expect(prefixRange(`pa${ANY_CHARS}s`)).toEqual(['pa', 'pb']);
    expect(prefixRange(`190${ANY_CHARS}q`)).toEqual(['190', '191']);
    expect(prefixRange(`19${ONE_CHAR}0`)).toEqual(['19', '1:']);
    // folded as the index folds text
    expect(prefixRange(`É${ANY_CHARS}`)).toEqual(['e', 'f']);
  });

  it('leaves a leading wildcard unbounded', () => {
    // the highest code point: the top of SQLite's (UTF-8, byte-wise) order of text
    expect(prefixRange(`${ANY_CHARS}tion`)).toEqual(['', '\u{10FFFF}']);
  });

  it('steps over the surrogates and past the last code point', () => {
    expect(prefixRange(`a\u{D7FF}${ANY_CHARS}`)).toEqual(['a\u{D7FF}', 'a\u{E000}']);
    const [from, to] = prefixRange(`\u{10FFFF}${ANY_CHARS}`);
    expect(from).toBe('\u{10FFFF}');
    expect(to > from).toBe(true);
  });
});

describe('analysesToNothing (a query all of whose words are punctuation)', () => {
  it.each([
    ['\\(\\(\\(', true],
    ['""', true],
    ['title:\\-', true],
    ['\\( OR ""', true],
    ['(\\( AND "") NOT \\-', true],
    ['paris', false],
    ['\\( paris', false],
    ['\\( NOT paris', false],
    ['*:*', false],
    ['pa*', false],
    ['TYPE:IMAGE', false],
    ['year:[1900 TO 1950]', false],
  ])('%s -> %s', (query, expected) => {
    expect(analysesToNothing(parseQuery(query))).toBe(expected);
  });
});
