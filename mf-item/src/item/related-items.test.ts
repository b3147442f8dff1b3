import type { ApiClients } from '@portal/shared-kernel';
import { fetchRelatedItems } from './related-items';

const view = {
  id: '/1/a',
  similar: { what: ['cliff'], who: ['Turner'], dataProvider: ['Tate'] },
};
const item = (id: string) => ({ id, type: 'IMAGE' as const, title: [`Item ${id}`] });

function fakeApi() {
  return {
    recommendation: {
      forRecord: jest.fn(async () => ({
        items: [item('/1/a'), ...Array.from({ length: 9 }, (_, i) => item(`/2/${i}`))],
      })),
    },
    record: { search: jest.fn(async () => ({ items: [item('/3/a')] })) },
  } as unknown as Pick<ApiClients, 'recommendation' | 'record'> & {
    recommendation: { forRecord: jest.Mock };
    record: { search: jest.Mock };
  };
}

describe('related items', () => {
  it('asks the Recommendation API for a signed-in user, without the item itself, 8 at most', async () => {
    const api = fakeApi();
    const items = await fetchRelatedItems(api, view, { loggedIn: true, accessToken: 'jwt' }, 'en');
    expect(api.recommendation.forRecord).toHaveBeenCalledWith(
      '/1/a',
      { pageSize: 9 },
      { accessToken: 'jwt' },
    );
    expect(api.record.search).not.toHaveBeenCalled();
    expect(items).toHaveLength(8);
    expect(items.map((summary) => summary.id)).not.toContain('/1/a');
    expect(items[0]).toMatchObject({ id: '/2/0', title: { text: 'Item /2/0' } });
  });

  it('searches for similar items for anonymous visitors', async () => {
    const api = fakeApi();
    const items = await fetchRelatedItems(api, view, { loggedIn: false }, 'en');
    expect(api.recommendation.forRecord).not.toHaveBeenCalled();
    expect(api.record.search).toHaveBeenCalledWith({
      query: expect.stringMatching(/^\(what:\("cliff"\)\^0\.8 .* NOT europeana_id:"\/1\/a"$/),
      qf: ['contentTier:(1 OR 2 OR 3 OR 4)'],
      rows: 8,
      profile: 'minimal',
    });
    expect(items.map((summary) => summary.id)).toEqual(['/3/a']);
  });

  it('asks nothing when the item gives nothing to compare on', async () => {
    const api = fakeApi();
    const empty = { id: '/1/a', similar: { what: [], who: [], dataProvider: [] } };
    await expect(fetchRelatedItems(api, empty, { loggedIn: false }, 'en')).resolves.toEqual([]);
    expect(api.record.search).not.toHaveBeenCalled();
  });
});
