/** @jest-environment node */
import { browserApiEndpoints } from './api-config';
import { createApiClients } from './api-clients';
import { fakeFetch } from './fake-fetch.fixture';

describe('createApiClients: the signed-in user’s token', () => {
  it('asks for the current token at each request (the browser signs in after hydration)', async () => {
    const fake = fakeFetch(() => ({ body: { success: true, items: [], totalResults: 0 } }));
    let token: string | null = null;
    const api = createApiClients({
      endpoints: browserApiEndpoints({}),
      accessToken: () => token,
      fetch: fake.fetch,
    });
    await api.record.search({ query: 'x', profile: 'minimal' });
    token = 'jwt-1';
    await api.record.search({ query: 'x', profile: 'minimal,translate' });
    token = 'jwt-2';
    await api.record.search({ query: 'x', profile: 'minimal,translate' });
    expect(fake.seen.map((request) => request.headers.Authorization)).toEqual([
      undefined,
      'Bearer jwt-1',
      'Bearer jwt-2',
    ]);
  });

  it('still takes a fixed token', async () => {
    const fake = fakeFetch(() => ({ body: { success: true, items: [], totalResults: 0 } }));
    const api = createApiClients({
      endpoints: browserApiEndpoints({}),
      accessToken: 'fixed',
      fetch: fake.fetch,
    });
    await api.record.search({ query: 'x' });
    expect(fake.seen[0]!.headers.Authorization).toBe('Bearer fixed');
  });
});
