import { withContentTierFilter } from './search-content-tier';

describe('content tier defaults', () => {
  it('limits a search without a tier filter to tiers 1 to 4', () => {
    expect(withContentTierFilter([])).toEqual(['contentTier:(1 OR 2 OR 3 OR 4)']);
    expect(withContentTierFilter(['TYPE:"IMAGE"'])).toEqual([
      'TYPE:"IMAGE"',
      'contentTier:(1 OR 2 OR 3 OR 4)',
    ]);
  });

  it('limits a search within a collection to tiers 2 to 4', () => {
    expect(withContentTierFilter(['collection:art'])).toEqual([
      'collection:art',
      'contentTier:(2 OR 3 OR 4)',
    ]);
  });

  it('adds no tier filter to a search for an organisation', () => {
    const qf = ['foaf_organization:"http://data.europeana.eu/organization/1"'];
    expect(withContentTierFilter(qf)).toEqual(qf);
  });

  it('keeps a tier filter that is given, and drops contentTier:*', () => {
    expect(withContentTierFilter(['contentTier:"0"'])).toEqual(['contentTier:"0"']);
    expect(withContentTierFilter(['contentTier:*', 'TYPE:"SOUND"'])).toEqual(['TYPE:"SOUND"']);
  });

  it('does not change the list it is given', () => {
    const qf = ['TYPE:"IMAGE"'];
    withContentTierFilter(qf);
    expect(qf).toEqual(['TYPE:"IMAGE"']);
  });
});
