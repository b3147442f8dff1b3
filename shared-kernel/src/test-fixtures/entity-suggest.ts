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
 * A fetch answering every call with `answer()`, recording the URLs asked for. jsdom has no
 * `Response`, so the answer is the part of one the API clients read.
 */
export function answeringFetch(
  answer: () => { status: number; body: unknown } = () => ({
    status: 200,
    body: ENTITY_SUGGEST_PAGE,
  }),
) {
  const calls: URL[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    calls.push(new URL(String(input), 'http://portal.local'));
    const { status, body } = answer();
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
