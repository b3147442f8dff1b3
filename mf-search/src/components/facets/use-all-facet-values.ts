import { useCallback, useState } from 'react';
import { usePortal, type FacetField } from '@portal/shared-kernel';
import {
  FACET_DEFAULT_LIMIT,
  FACET_FULL_LIMIT,
  type SearchRequest,
} from '../../domain/search-request';
import { searchSourceFor } from '../../domain/search-source';
import { answerCache, countsKey, fetchFacetValues } from './use-facet-counts';

export interface AllFacetValues {
  /** The values to offer: the counted ones, or the facet's whole list once it has loaded. */
  fields: FacetField[];
  /** `fields` holds every value of the facet: fewer came back than were asked for. */
  complete: boolean;
  /** The whole list: not asked for, loading, loaded, or failed (the counted values stay). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /**
   * Asks for the whole list: once, again after a failure. Nothing happens while the counts load
   * (they may turn out complete) or when they are complete.
   */
  loadAll: () => void;
}

interface Loaded {
  /** What the list was loaded for: the search and facet, and the counted values it extends. */
  key: string;
  base: FacetField[];
  status: 'loading' | 'ready' | 'error';
  all?: FacetField[];
}

const cached = answerCache<FacetField[]>(10);

/**
 * A facet's values, with its whole list on demand. The counts give the first
 * {@link FACET_DEFAULT_LIMIT} values of each facet; when a facet has that many there may be more,
 * and the whole list (up to {@link FACET_FULL_LIMIT}) is one more request for that facet alone,
 * counted as the sidebar counts it (same search and filters; without its own filter when it has
 * selected values). New counts (a new search) start again from the counted values; while they
 * load, the list loaded before stays.
 */
export function useAllFacetValues(
  request: SearchRequest,
  name: string,
  fields: FacetField[],
  countsReady: boolean,
): AllFacetValues {
  const { api } = usePortal();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = JSON.stringify([countsKey(request), name]);
  const limited = fields.length >= FACET_DEFAULT_LIMIT;
  const current = loaded && loaded.key === key && loaded.base === fields ? loaded : null;
  const status = current?.status ?? 'idle';

  const loadAll = useCallback(() => {
    if (!countsReady || !limited || status === 'loading' || status === 'ready') return;
    const same = (entry: Loaded | null) => entry?.key === key && entry.base === fields;
    setLoaded({ key, base: fields, status: 'loading' });
    cached(key, () =>
      fetchFacetValues(searchSourceFor(api, request.api), request, name, {
        limit: FACET_FULL_LIMIT,
      }),
    )
      .then((all) =>
        setLoaded((previous) =>
          same(previous) ? { ...previous!, status: 'ready', all } : previous,
        ),
      )
      .catch(() =>
        setLoaded((previous) => (same(previous) ? { ...previous!, status: 'error' } : previous)),
      );
  }, [api, countsReady, fields, key, limited, name, request, status]);

  // While new counts load, a whole list stays, as the counts do (so focus is not lost).
  const whole = current ?? (countsReady ? null : loaded);
  if (whole?.status === 'ready' && whole.all) {
    return {
      fields: whole.all,
      complete: whole.all.length < FACET_FULL_LIMIT,
      status,
      loadAll,
    };
  }
  return { fields, complete: !limited, status, loadAll };
}
