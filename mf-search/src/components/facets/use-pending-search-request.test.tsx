import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import type { SearchRequest } from '../../domain/search-request';
import { parseSearchUrl } from '../../domain/search-request';
import { ROUTER_FUTURE } from '../../testing/test-portal';
import { usePendingSearchRequest } from './use-pending-search-request';

// jsdom has no Fetch API Request; react-router makes one per loader call (url and signal only).
class LoaderRequest {
  readonly url: string;
  readonly signal?: AbortSignal;
  readonly method = 'GET';
  readonly headers = new Headers();
  constructor(url: string | URL, init?: { signal?: AbortSignal }) {
    this.url = String(url);
    this.signal = init?.signal;
  }
}
if (typeof globalThis.Request === 'undefined') {
  Object.assign(globalThis, { Request: LoaderRequest });
}

function Filters() {
  const loaded = useLoaderData() as SearchRequest;
  const shown = usePendingSearchRequest(loaded);
  return (
    <>
      <p data-testid="loaded">{loaded.qf.join(' ')}</p>
      <p data-testid="shown">{shown.qf.join(' ')}</p>
    </>
  );
}

describe('usePendingSearchRequest', () => {
  it('is the search being loaded while its results load, then the loaded one', async () => {
    let release: () => void = () => undefined;
    let first = true;
    const router = createMemoryRouter(
      [
        {
          path: '/:lang/search',
          loader: async ({ request }) => {
            // The first load is at once; a later one waits until released, like a slow search.
            if (!first) await new Promise<void>((resolve) => (release = resolve));
            first = false;
            const parsed = parseSearchUrl(new URL(request.url));
            return parsed.kind === 'search' ? parsed.request : null;
          },
          Component: Filters,
        },
        { path: '/:lang/item/*', Component: () => <p>item</p> },
      ],
      { initialEntries: ['/en/search?query=x&qf=TYPE:"IMAGE"'], future: ROUTER_FUTURE },
    );
    render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
    expect(await screen.findByTestId('shown')).toHaveTextContent('TYPE:"IMAGE"');

    act(() => {
      void router.navigate('/en/search?query=x&qf=TYPE:"IMAGE"&qf=COUNTRY:"France"');
    });
    expect(screen.getByTestId('loaded')).toHaveTextContent(/^TYPE:"IMAGE"$/);
    expect(screen.getByTestId('shown')).toHaveTextContent('TYPE:"IMAGE" COUNTRY:"France"');

    await act(async () => release());
    expect(screen.getByTestId('loaded')).toHaveTextContent('TYPE:"IMAGE" COUNTRY:"France"');
    expect(screen.getByTestId('shown')).toHaveTextContent('TYPE:"IMAGE" COUNTRY:"France"');
  });
});
