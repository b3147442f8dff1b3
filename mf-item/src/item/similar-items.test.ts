import { similarItemsQuery } from './similar-items';

describe('similar items query', () => {
  it('weights subjects and types, creators and institution, and leaves the item out', () => {
    expect(
      similarItemsQuery('/973178/44567', {
        what: ['England', 'cliff'],
        who: ['Joseph Mallord William Turner'],
        dataProvider: ['Tate'],
      }),
    ).toBe(
      '(what:("England" OR "cliff")^0.8 OR who:("Joseph Mallord William Turner")^0.5 OR DATA_PROVIDER:("Tate")^0.2) NOT europeana_id:"/973178/44567"',
    );
  });

  it('escapes quotes and backslashes inside values', () => {
    expect(similarItemsQuery('/1/a', { what: ['say "hi" \\o/'], who: [], dataProvider: [] })).toBe(
      '(what:("say \\"hi\\" \\\\o/")^0.8) NOT europeana_id:"/1/a"',
    );
  });

  it('keeps the subjects and creators whose words fit the limit, in order of weight', () => {
    const long = Array.from({ length: 15 }, (_, i) => `word${i}`).join(' ');
    const query = similarItemsQuery('/1/a', {
      what: [long, long + ' more', 'short one', long + ' again'],
      who: ['Vermeer', long],
      dataProvider: ['Rijksmuseum'],
    })!;
    // 15 + 16 + 2 words, then the third long subject (16) would pass 40; 'Vermeer' fits, the
    // long creator not; the institution is a facet value and always stays.
    expect(query).toBe(
      `(what:("${long}" OR "${long} more" OR "short one")^0.8 OR who:("Vermeer")^0.5 OR DATA_PROVIDER:("Rijksmuseum")^0.2) NOT europeana_id:"/1/a"`,
    );
  });

  it('gives nothing when there is nothing to compare on', () => {
    expect(similarItemsQuery('/1/a', { what: [], who: [], dataProvider: [] })).toBeUndefined();
  });
});
