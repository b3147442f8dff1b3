/**
 * What a museum entity line is matched with other museums' records by, when two museums may
 * describe one entity: a person (`agent-match.ts`) or a place (`place-match.ts`). Each kind has
 * its own rule and key; the merging itself is the same for both (`merged-entity.ts`,
 * `import/entity-merges.ts`), and so is the choice of the entity a record is merged into
 * ({@link mergeTarget}).
 */
export interface EntityMatch {
  /** The record's source id (`tate:artist/1646`, `cmoa:place/france`). */
  sourceId: string;
  /** The source it comes from: the prefix of its id (`tate`, `cmoa`). */
  source: string;
  /** What is compared (name and years, a label); undefined when the record is never merged. */
  key?: string;
}

/** A stored entity that holds records with the key asked for, and the sources of its records. */
export interface MergeCandidate {
  entityId: string;
  sources: readonly string[];
}

/** The source of a museum source id: its prefix (`tate` of `tate:place/france`), or ''. */
export function sourceOf(sourceId: string): string {
  const colon = sourceId.indexOf(':');
  return colon > 0 ? sourceId.slice(0, colon) : '';
}

/**
 * The stored entity a record is merged into: the only candidate (an entity of the record's kind
 * holding records with the record's key, other than the record's own entity) when it holds none
 * of the record's source. Undefined (the record stays an entity of its own) for a record without
 * key, no candidate, two or more, or one that already has a record of this source.
 */
export function mergeTarget(
  match: EntityMatch,
  candidates: readonly MergeCandidate[],
): string | undefined {
  if (!match.key || !match.source || candidates.length !== 1) return undefined;
  const [only] = candidates;
  return only!.sources.includes(match.source) ? undefined : only!.entityId;
}
