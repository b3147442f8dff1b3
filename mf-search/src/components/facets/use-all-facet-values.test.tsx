import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FacetField } from '@portal/shared-kernel';
import { createTestPortal, fakeFetch, PortalProviders } from '../../testing/test-portal';
import type { SearchRequest } from '../../domain/search-request';
import { useAllFacetValues } from './use-all-facet-values';

const creators = (length: number, prefix = 'Creator'): FacetField[] =>
  Array.from({ length }, (_, n) => ({ label: `${prefix} ${n}`, count: 1000 - n }));

const search = (query: string): SearchRequest => ({
  query,
  page: 1,
  qf: [],
  reusability: [],
  api: null,
  qa: [],
});

/** The hook over an API whose whole CREATOR list has 80 values named after the query. */
function setup(initial: { request: SearchRequest; fields: FacetField[]; ready: boolean }) {
  const api = fakeFetch({
    '/api/record/search.json': (url) => ({
      success: true,
      itemsCount: 0,
      totalResults: 80,
      facets: [{ name: 'CREATOR', fields: creators(80, url.searchParams.get('query')!) }],
    }),
  });
  const portal = createTestPortal({ fetch: api.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalProviders portal={portal}>{children}</PortalProviders>
  );
  const hook = renderHook(
    ({ request, fields, ready }) => useAllFacetValues(request, 'CREATOR', fields, ready),
    { initialProps: initial, wrapper },
  );
  return { ...hook, calls: api.calls };
}

async function settle() {
  await act(async () => {
    for (let hop = 0; hop < 20; hop += 1) await Promise.resolve();
  });
}

describe('useAllFacetValues', () => {
  it('is complete, and asks for nothing, under the limit', async () => {
    const fields = creators(49);
    const { result, calls } = setup({ request: search('hook under'), fields, ready: true });
    expect(result.current).toMatchObject({ fields, complete: true, status: 'idle' });
    act(() => result.current.loadAll());
    await settle();
    expect(calls).toHaveLength(0);
    expect(result.current.status).toBe('idle');
  });

  it('waits for the counts before asking for the whole list', async () => {
    const fields = creators(50);
    const { result, calls, rerender } = setup({
      request: search('hook wait'),
      fields,
      ready: false,
    });
    expect(result.current.complete).toBe(false);
    act(() => result.current.loadAll());
    await settle();
    expect(calls).toHaveLength(0);
    rerender({ request: search('hook wait'), fields, ready: true });
    act(() => result.current.loadAll());
    await settle();
    expect(calls).toHaveLength(1);
    expect(result.current).toMatchObject({ complete: true, status: 'ready' });
    expect(result.current.fields).toHaveLength(80);
  });

  it('keeps the whole list while new counts load, then starts again from them', async () => {
    const first = creators(50, 'hook again');
    const { result, calls, rerender } = setup({
      request: search('hook again'),
      fields: first,
      ready: true,
    });
    act(() => result.current.loadAll());
    await settle();
    expect(result.current.fields[79]!.label).toBe('hook again 79');

    // A new search: its counts are loading, the old ones and the old whole list stay.
    rerender({ request: search('hook next'), fields: first, ready: false });
    expect(result.current.fields).toHaveLength(80);
    act(() => result.current.loadAll());
    await settle();
    expect(calls).toHaveLength(1);

    // Its counts are in: its own first 50 until its whole list is asked for.
    const next = creators(50, 'hook next');
    rerender({ request: search('hook next'), fields: next, ready: true });
    expect(result.current).toMatchObject({ fields: next, complete: false, status: 'idle' });
    act(() => result.current.loadAll());
    expect(result.current.status).toBe('loading');
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.searchParams.get('query')).toBe('hook next');
    expect(result.current.fields[79]!.label).toBe('hook next 79');
  });
});
