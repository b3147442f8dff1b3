import { parseQuery } from '../query/parser';
import { findHitSelectors, fold, hitMatchers } from './hit-selectors';

const hits = (query: string, text: string, max = 5) =>
  findHitSelectors(text, hitMatchers(parseQuery(query)), max).map((s) => [
    s.prefix,
    s.exact,
    s.suffix,
  ]);

describe('hitMatchers', () => {
  it('takes the words of terms and phrases that search text, not facets, ranges, NOT or *:*', () => {
    const matchers = hitMatchers(
      parseQuery('mill "night watch" title:portrait TYPE:IMAGE YEAR:[1600 TO 1700] NOT sea'),
    );
    expect(matchers).toEqual([['mill'], ['night', 'watch'], ['portrait']]);
    expect(hitMatchers(parseQuery('*:*'))).toEqual([]);
    expect(hitMatchers(parseQuery('edm_agent:"http://data.europeana.eu/agent/1"'))).toEqual([]);
  });

  it('folds words the way the index does', () => {
    expect(fold('Vivía ÆLFRED Øre')).toBe('vivia ælfred øre');
    expect(hitMatchers(parseQuery('Über'))).toEqual([['uber']]);
  });
});

describe('findHitSelectors', () => {
  const text =
    'En un lugar de la Mancha, de cuyo nombre no quiero acordarme, no ha mucho tiempo que vivía un hidalgo de los de lanza en astillero, adarga antigua, rocín flaco y galgo corredor.';

  it('gives the matched text as written, with context cut at word boundaries', () => {
    expect(hits('vivia', text)).toEqual([
      [
        'no quiero acordarme, no ha mucho tiempo que ',
        'vivía',
        ' un hidalgo de los de lanza en astillero, adarga',
      ],
    ]);
    expect(hits('mancha', text)[0]).toEqual([
      'En un lugar de la ',
      'Mancha',
      ', de cuyo nombre no quiero acordarme, no ha mucho',
    ]);
  });

  it('finds phrases as one hit and prefers them over their first word', () => {
    expect(hits('lugar OR "lugar de la mancha"', text).map((h) => h[1])).toEqual([
      'lugar de la Mancha',
    ]);
    expect(hits('"la mancha de"', text).map((h) => h[1])).toEqual(['la Mancha, de']);
    expect(hits('"mancha la"', text)).toEqual([]);
  });

  it('matches wildcard words against whole tokens', () => {
    expect(hits('hidal*', text).map((h) => h[1])).toEqual(['hidalgo']);
    expect(hits('g?lgo', text).map((h) => h[1])).toEqual(['galgo']);
    expect(hits('*', text)).toEqual([]);
  });

  it('gives at most `max` hits, in text order, none overlapping', () => {
    expect(hits('de', text, 2).map((h) => h[0])).toEqual([
      'En un lugar ',
      'En un lugar de la Mancha, ',
    ]);
    expect(hits('de', text, 10)).toHaveLength(4);
    expect(hits('de', text, 0)).toEqual([]);
  });

  it('finds nothing when the words are absent or only part of a word', () => {
    expect(hits('manch', text)).toEqual([]);
    expect(hits('quixote', text)).toEqual([]);
    expect(hits('x', '')).toEqual([]);
  });

  it('looks at the first million characters of a long text only, as Solr limits what it analyses', () => {
    const filler = 'lorem ipsum '.repeat(100_000); // 1.2 million characters
    expect(hits('quixote', `${filler} quixote`)).toEqual([]);
    expect(hits('quixote', `quixote ${filler} quixote`, 5)).toHaveLength(1);
  });

  it('keeps decomposed accents and soft hyphens inside the words they belong to', () => {
    const decomposed = 'Le dernier e\u0301tendard du re\u0301giment';
    expect(hits('étendard', decomposed).map((h) => h[1])).toEqual(['e\u0301tendard']);
    expect(hits('etendard', decomposed).map((h) => h[1])).toEqual(['e\u0301tendard']);
    expect(hits('giment', decomposed)).toEqual([]);
    expect(hits('tip*', 'It’s a long way to Tip\u00adperary').map((h) => h[1])).toEqual([
      'Tip\u00adperary',
    ]);
  });
});
