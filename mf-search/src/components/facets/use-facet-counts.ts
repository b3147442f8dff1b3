import { useCallback, useEffect, useState } from 'react';
import {
  CONTENT_TIER_FIELD,
  countedFacetNames,
  filtersFromQf,
  usePortal,
  type FacetField,
} from '@portal/shared-kernel';
import { facetApiParams, type SearchRequest } from '../../domain/search-request';
import { searchSourceFor, type SearchSource } from '../../domain/search-source';

export type FacetCounts = Record<string, FacetField[]>;

export interface FacetCountsState {
  status: 'loading' | 'ready' | 'error';
  /** The latest counts; while new ones load, the previous ones stay (so focus is not lost). */
  counts: FacetCounts;
  retry: () => void;
}

/**
 * Whether a facet is counted on its own, without its own filter: a facet with selected values, so
 * its other values keep their counts and can be added (multi-select), and the content tier always,
 * over every tier, as the default tier filter (1-4) would hide tier 0 (spec §3: 0 to 4).
 */
export function countedWithoutOwnFilter(request: SearchRequest, name: string): boolean {
  if (name === CONTENT_TIER_FIELD) return true;
  if (name === 'REUSABILITY') return request.reusability.length > 0;
  return name in filtersFromQf(request.qf);
}

/**
 * The values of one facet, counted as the sidebar counts it (see {@link countedWithoutOwnFilter}),
 * up to `limit` of them (the API's default, 50, when not given).
 */
export async function fetchFacetValues(
  record: SearchSource,
  request: SearchRequest,
  name: string,
  options: { limit?: number } = {},
): Promise<FacetField[]> {
  const response = await record.search(
    facetApiParams(request, [name], {
      ...(countedWithoutOwnFilter(request, name) ? { withoutField: name } : {}),
      ...options,
    }),
  );
  return response.facets?.find((facet) => facet.name === name)?.fields ?? [];
}

/**
 * Counts of every facet for a search, asked for separately from the results (`rows=0`,
 * `profile=facets`): the facets together, and those counted without their own filter (see
 * {@link countedWithoutOwnFilter}) once more on their own.
 */
export async function fetchFacetCounts(
  record: SearchSource,
  request: SearchRequest,
  options: { collectionFacet: boolean },
): Promise<FacetCounts> {
  const names = countedFacetNames({ collectionFacet: options.collectionFacet });
  const separate = names.filter((name) => countedWithoutOwnFilter(request, name));
  // Tiers only on their own: counted together they would be under the default tier filter.
  const together = names.filter((name) => name !== CONTENT_TIER_FIELD);

  const [all, ...own] = await Promise.all([
    record.search(facetApiParams(request, together)),
    ...separate.map((name) => fetchFacetValues(record, request, name)),
  ]);
  const counts: FacetCounts = {};
  for (const facet of all!.facets ?? []) counts[facet.name] = facet.fields;
  own.forEach((fields, index) => {
    counts[separate[index]!] = fields;
  });
  return counts;
}

export interface AnswerCache<T> {
  /** The answer for `key`, asked for with `load` unless it is here or on its way. */
  (key: string, load: () => Promise<T>): Promise<T>;
  /** The answer for `key` once it has arrived, to draw with at once. */
  settled(key: string): T | undefined;
}

/**
 * A few recent answers, by key, so going back to a search does not ask again; failures are
 * dropped. An answer that has arrived can be read at once (`settled`): a sidebar drawn again
 * (Back from an item) is then drawn whole in its first frame, and the page's scroll position,
 * put back in that frame, stays right.
 */
export function answerCache<T>(size: number): AnswerCache<T> {
  const entries = new Map<string, Promise<T>>();
  const values = new Map<string, T>();
  const forget = (key: string): void => {
    entries.delete(key);
    values.delete(key);
  };
  const get = (key: string, load: () => Promise<T>): Promise<T> => {
    let entry = entries.get(key);
    if (!entry) {
      const loading = load();
      entry = loading;
      loading.then(
        (value) => {
          if (entries.get(key) === loading) values.set(key, value);
        },
        () => forget(key),
      );
      entries.set(key, loading);
      if (entries.size > size) forget(entries.keys().next().value!);
    }
    return entry;
  };
  return Object.assign(get, { settled: (key: string) => values.get(key) });
}

const cached = answerCache<FacetCounts>(20);

/** The parts of a request that change the counts, the API they are asked of included. */
export function countsKey(request: SearchRequest): string {
  return JSON.stringify([request.query, request.qf, request.reusability, request.qa, request.api]);
}

export function useFacetCounts(request: SearchRequest, collectionFacet: boolean): FacetCountsState {
  const { api } = usePortal();
  const key = JSON.stringify([countsKey(request), collectionFacet]);
  // Counts that have arrived before (going back to a search) are drawn at once.
  const [state, setState] = useState<Omit<FacetCountsState, 'retry'>>(() => {
    const counts = cached.settled(key);
    return counts ? { status: 'ready', counts } : { status: 'loading', counts: {} };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const known = cached.settled(key);
    if (known) {
      setState({ status: 'ready', counts: known });
      return;
    }
    setState((previous) => ({ ...previous, status: 'loading' }));
    cached(key, () =>
      fetchFacetCounts(searchSourceFor(api, request.api), request, { collectionFacet }),
    )
      .then((counts) => current && setState({ status: 'ready', counts }))
      .catch(() => current && setState((previous) => ({ ...previous, status: 'error' })));
    return () => {
      current = false;
    };
    // `key` stands for the request's parts that change the counts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
