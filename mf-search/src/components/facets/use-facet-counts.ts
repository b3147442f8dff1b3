import { useCallback, useEffect, useState } from 'react';
import {
  CONTENT_TIER_FIELD,
  countedFacetNames,
  filtersFromQf,
  usePortal,
  type FacetField,
  type RecordApi,
} from '@portal/shared-kernel';
import { facetApiParams, type SearchRequest } from '../../domain/search-request';

export type FacetCounts = Record<string, FacetField[]>;

export interface FacetCountsState {
  status: 'loading' | 'ready' | 'error';
  /** The latest counts; while new ones load, the previous ones stay (so focus is not lost). */
  counts: FacetCounts;
  retry: () => void;
}

/**
 * Counts of every facet for a search, asked for separately from the results (`rows=0`,
 * `profile=facets`). A facet with selected values is counted once more without its own filter,
 * so its other values keep their counts and can be added (multi-select). The content tier is
 * always counted that way, over every tier, as the default tier filter would hide tier 0.
 */
export async function fetchFacetCounts(
  record: RecordApi,
  request: SearchRequest,
  options: { collectionFacet: boolean },
): Promise<FacetCounts> {
  const names = countedFacetNames({ collectionFacet: options.collectionFacet });
  // Counted on their own, without their own filter: the facets with selected values, and the tiers.
  const separate = Object.keys(filtersFromQf(request.qf)).filter((name) => names.includes(name));
  if (request.reusability.length) separate.push('REUSABILITY');
  // Tiers are always counted on their own: under the default tier filter (1-4) tier 0 would
  // never be offered (spec §3: 0 to 4); the other facets keep the default.
  if (names.includes(CONTENT_TIER_FIELD) && !separate.includes(CONTENT_TIER_FIELD)) {
    separate.push(CONTENT_TIER_FIELD);
  }
  const together = names.filter((name) => name !== CONTENT_TIER_FIELD);

  const [all, ...own] = await Promise.all([
    record.search(facetApiParams(request, together)),
    ...separate.map((name) =>
      record.search(facetApiParams(request, [name], { withoutField: name })),
    ),
  ]);
  const counts: FacetCounts = {};
  for (const facet of all!.facets ?? []) counts[facet.name] = facet.fields;
  own.forEach((response, index) => {
    const name = separate[index]!;
    counts[name] = response.facets?.find((facet) => facet.name === name)?.fields ?? [];
  });
  return counts;
}

const CACHE_SIZE = 20;
const cache = new Map<string, Promise<FacetCounts>>();

function cached(key: string, load: () => Promise<FacetCounts>): Promise<FacetCounts> {
  let entry = cache.get(key);
  if (!entry) {
    entry = load();
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  return entry;
}

export function useFacetCounts(request: SearchRequest, collectionFacet: boolean): FacetCountsState {
  const { api } = usePortal();
  const [state, setState] = useState<Omit<FacetCountsState, 'retry'>>({
    status: 'loading',
    counts: {},
  });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([
    request.query,
    request.qf,
    request.reusability,
    request.qa,
    collectionFacet,
  ]);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    cached(key, () => fetchFacetCounts(api.record, request, { collectionFacet }))
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
