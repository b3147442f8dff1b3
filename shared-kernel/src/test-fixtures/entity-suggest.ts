import { act, fireEvent } from '@testing-library/react';
import { SUGGEST_DEBOUNCE_MS } from '../components/use-entity-suggestions';

/** An Entity API suggest answer with a person and a topic, for tests of suggesting inputs. */
export const ENTITY_SUGGEST_PAGE = {
  type: 'ResultPage',
  total: 2,
  items: [
    {
      id: 'http://data.europeana.eu/agent/55218923550599',
      type: 'Agent',
      prefLabel: { en: 'Joseph Mallord William Turner' },
    },
    {
      id: 'http://data.europeana.eu/concept/48886103971852',
      type: 'Concept',
      prefLabel: { en: 'urn' },
    },
  ],
};

/**
 * A fetch answering every call with `answer(url)`, recording the URLs asked for. jsdom has no
 * `Response`, so the answer is the part of one the API clients read.
 */
export function answeringFetch(
  answer: (url: URL) => { status: number; body: unknown } = () => ({
    status: 200,
    body: ENTITY_SUGGEST_PAGE,
  }),
) {
  const calls: URL[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://portal.local');
    calls.push(url);
    const { status, body } = answer(url);
    return {
      ok: status < 300,
      status,
      headers: new Headers({ 'Content-Type': 'application/json' }),
      text: async () => JSON.stringify(body),
      json: async () => body,
    } as unknown as Response;
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/**
 * Types `text` into a suggesting input and lets the suggestions arrive: the debounce pause
 * passes (tests using this run on Jest's fake timers) and the fetch's promises settle.
 */
export async function typeAndAwaitSuggestions(input: HTMLElement, text: string): Promise<void> {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS + 10);
  });
  await act(async () => {
    for (let hop = 0; hop < 10; hop += 1) await Promise.resolve();
  });
}
