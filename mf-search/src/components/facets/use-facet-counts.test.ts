import type { RecordApi, SearchParams, SearchResponse } from '@portal/shared-kernel';
import { fetchFacetCounts, fetchFacetValues } from './use-facet-counts';
import type { SearchRequest } from '../../domain/search-request';

/** A Record API that records the search parameters and counts tier 0 only when no tier filter hides it. */
function fakeRecordApi() {
  const calls: SearchParams[] = [];
  const search = jest.fn(async (params: SearchParams): Promise<SearchResponse> => {
    calls.push(params);
    const names = String(params.facet ?? '').split(',');
    const tierFilter = (params.qf ?? []).find((entry) => entry.startsWith('contentTier:'));
    const tiers = [
      { label: '0', count: 19688 },
      { label: '2', count: 77000 },
    ].filter((field) => !tierFilter || tierFilter.includes(field.label));
    return {
      success: true,
      itemsCount: 0,
      totalResults: 97000,
      facets: names.map((name) => ({
        name,
        fields: name === 'contentTier' ? tiers : [{ label: `${name} value`, count: 1 }],
      })),
    } as unknown as SearchResponse;
  });
  return { record: { search } as unknown as RecordApi, calls };
}

const request = (parts: Partial<SearchRequest> = {}): SearchRequest => ({
  query: '',
  page: 1,
  qf: [],
  reusability: [],
  api: null,
  qa: [],
  ...parts,
});

const facetsOf = (params: SearchParams) => String(params.facet).split(',');

describe('fetchFacetCounts', () => {
  it('counts the content tier on its own over every tier, so tier 0 is offered', async () => {
    const { record, calls } = fakeRecordApi();
    const counts = await fetchFacetCounts(record, request(), { collectionFacet: true });
    expect(counts.contentTier?.map((field) => field.label)).toEqual(['0', '2']);
    const tier = calls.find((params) => params.facet === 'contentTier')!;
    expect(tier.qf).toEqual([]);
    expect(tier.rows).toBe(0);
  });

  it('counts the other facets together with the default tiers', async () => {
    const { record, calls } = fakeRecordApi();
    const counts = await fetchFacetCounts(record, request(), { collectionFacet: true });
    expect(calls).toHaveLength(2);
    const together = calls.find((params) => params.facet !== 'contentTier')!;
    expect(facetsOf(together)).toEqual(expect.arrayContaining(['TYPE', 'COUNTRY', 'collection']));
    expect(facetsOf(together)).not.toContain('contentTier');
    expect(together.qf).toEqual(['contentTier:(1 OR 2 OR 3 OR 4)']);
    expect(counts.TYPE).toEqual([{ label: 'TYPE value', count: 1 }]);
  });

  it('keeps the collection tiers for the other facets of a collection search', async () => {
    const { record, calls } = fakeRecordApi();
    await fetchFacetCounts(record, request({ qf: ['collection:art'] }), { collectionFacet: true });
    const together = calls.find((params) => facetsOf(params).includes('TYPE'))!;
    expect(together.qf).toEqual(['collection:art', 'contentTier:(2 OR 3 OR 4)']);
    const tier = calls.find((params) => params.facet === 'contentTier')!;
    expect(tier.qf).toEqual(['collection:art']);
  });

  it('counts a selected tier once, without it, and the rest with it', async () => {
    const { record, calls } = fakeRecordApi();
    const counts = await fetchFacetCounts(record, request({ qf: ['contentTier:"2"'] }), {
      collectionFacet: false,
    });
    expect(calls).toHaveLength(2);
    expect(calls.filter((params) => facetsOf(params).includes('contentTier'))).toHaveLength(1);
    expect(calls.find((params) => params.facet === 'contentTier')!.qf).toEqual([]);
    expect(calls.find((params) => params.facet !== 'contentTier')!.qf).toEqual(['contentTier:"2"']);
    expect(counts.contentTier?.map((field) => field.label)).toEqual(['0', '2']);
  });

  it('counts other selected facets on their own as before', async () => {
    const { record, calls } = fakeRecordApi();
    await fetchFacetCounts(record, request({ qf: ['TYPE:"IMAGE"'], reusability: ['open'] }), {
      collectionFacet: true,
    });
    expect(calls).toHaveLength(4);
    expect(calls.map((params) => params.facet)).toEqual(
      expect.arrayContaining(['REUSABILITY', 'TYPE', 'contentTier']),
    );
    const type = calls.find((params) => params.facet === 'TYPE')!;
    expect(type.qf).toEqual(['contentTier:(1 OR 2 OR 3 OR 4)']);
    const tier = calls.find((params) => params.facet === 'contentTier')!;
    expect(tier.qf).toEqual(['TYPE:"IMAGE"']);
    expect(tier.reusability).toBe('open');
  });
});

describe('fetchFacetValues', () => {
  it('asks for one facet with the limit given, counted as the sidebar counts it', async () => {
    const { record, calls } = fakeRecordApi();
    const fields = await fetchFacetValues(
      record,
      request({ query: 'rembrandt', qf: ['COUNTRY:"France"'], reusability: ['open'] }),
      'CREATOR',
      { limit: 1000 },
    );
    expect(fields).toEqual([{ label: 'CREATOR value', count: 1 }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({
      query: 'rembrandt',
      qf: ['COUNTRY:"France"', 'contentTier:(1 OR 2 OR 3 OR 4)'],
      rows: 0,
      profile: 'facets',
      facet: 'CREATOR',
      reusability: 'open',
      'f.CREATOR.facet.limit': 1000,
    });
  });

  it('counts a facet with selected values without its own filter, the others kept', async () => {
    const { record, calls } = fakeRecordApi();
    await fetchFacetValues(
      record,
      request({ qf: ['CREATOR:"Rembrandt"', 'COUNTRY:"France"'], reusability: ['open'] }),
      'CREATOR',
      { limit: 1000 },
    );
    expect(calls[0]!.qf).toEqual(['COUNTRY:"France"', 'contentTier:(1 OR 2 OR 3 OR 4)']);
    expect(calls[0]!.reusability).toBe('open');
    await fetchFacetValues(record, request({ reusability: ['open'] }), 'REUSABILITY');
    expect(calls[1]!.reusability).toBeUndefined();
    expect(calls[1]).not.toHaveProperty('f.REUSABILITY.facet.limit');
  });

  it('counts the tiers over every tier, as the sidebar does', async () => {
    const { record, calls } = fakeRecordApi();
    const fields = await fetchFacetValues(record, request(), 'contentTier', { limit: 1000 });
    expect(fields.map((field) => field.label)).toEqual(['0', '2']);
    expect(calls[0]!.qf).toEqual([]);
  });
});
