import type { Store } from '../store/store';
import { FacetIndex } from './facet-index';

/**
 * Keeps the FacetIndex in step with the store. Writes through this process rebuild it before the
 * next search; commits by other processes (an import running beside the gateway) rebuild it at
 * most every `externalRebuildMs`, so a long import does not turn every request into a rebuild.
 */
export class FacetIndexCache {
  private index: FacetIndex | undefined;
  private builtAt = 0;

  constructor(
    private readonly store: Store,
    private readonly externalRebuildMs = 10_000,
    /**
     * `<SQLite data_version>.<writes by this process>`. A search thread passes the writes its
     * process made through another connection, so they count as local (see search-thread.ts).
     */
    private readonly version: () => string = () => store.dataVersion(),
  ) {}

  current(now = Date.now()): FacetIndex {
    const version = this.version();
    const index = this.index;
    if (index && index.version === version) return index;
    if (
      index &&
      localPart(index.version) === localPart(version) &&
      now - this.builtAt < this.externalRebuildMs
    ) {
      return index;
    }
    this.index = FacetIndex.build(this.store, version);
    this.builtAt = now;
    return this.index;
  }
}

function localPart(version: string): string {
  return version.split('.')[1] ?? '';
}
