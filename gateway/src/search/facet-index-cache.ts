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
  ) {}

  current(now = Date.now()): FacetIndex {
    const version = this.store.dataVersion();
    const index = this.index;
    if (index && index.version === version) return index;
    if (
      index &&
      localPart(index.version) === localPart(version) &&
      now - this.builtAt < this.externalRebuildMs
    ) {
      return index;
    }
    this.index = FacetIndex.build(this.store);
    this.builtAt = now;
    return this.index;
  }
}

function localPart(version: string): string {
  return version.split('.')[1] ?? '';
}
