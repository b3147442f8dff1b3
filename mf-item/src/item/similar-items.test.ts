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

  it('gives nothing when there is nothing to compare on', () => {
    expect(similarItemsQuery('/1/a', { what: [], who: [], dataProvider: [] })).toBeUndefined();
  });
});
