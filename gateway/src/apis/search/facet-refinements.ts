import type { QueryNode } from '../../query/ast';
import { fieldSpec } from '../../query/fields';

/**
 * Facet fields whose repeated `qf` refinements are alternatives, as api2 does when it divides
 * refinements by facet (`{!tag=TYPE}TYPE:(IMAGE OR SOUND)`): ticking two types in the portal's
 * facet sidebar sends `qf=TYPE:IMAGE&qf=TYPE:SOUND` and expects either. Repeated
 * `qf=COLOURPALETTE:…` stay ANDed, like the `colourpalette` parameter, whose values the contract
 * ANDs (the portal's colour facet sends one ORed `qf` for "any of these colours"); so do the
 * boolean flags and entity URI filters.
 */
const ALTERNATIVE_FIELDS = new Set([
  'TYPE',
  'COUNTRY',
  'LANGUAGE',
  'PROVIDER',
  'DATA_PROVIDER',
  'CREATOR',
  'RIGHTS',
  'REUSABILITY',
  'contentTier',
  'metadataTier',
  'collection',
  'MIME_TYPE',
  'IMAGE_SIZE',
  'IMAGE_ASPECTRATIO',
  'IMAGE_COLOUR',
  'SOUND_DURATION',
  'VIDEO_DURATION',
  'YEAR',
  'proxy_dc_format',
  'proxy_dc_type',
  'proxy_dcterms_issued',
  'proxy_dcterms_medium',
]);

/** The facet a refinement selects one value of, or undefined when it is anything else. */
function facetOf(node: QueryNode): string | undefined {
  if (node.kind !== 'term' && node.kind !== 'phrase') return undefined;
  const spec = fieldSpec(node.field);
  if (spec?.kind !== 'facet') return undefined;
  const facet = spec.field.replace(/\.[a-z]{2,3}$/, '');
  return ALTERNATIVE_FIELDS.has(facet) ? spec.field : undefined;
}

/**
 * Combines parsed `qf` refinements: single values of the same facet are ORed together, every
 * other refinement (and each facet group) is ANDed with the rest.
 */
export function combineRefinements(refinements: readonly QueryNode[]): QueryNode[] {
  const groups = new Map<string, QueryNode[]>();
  const combined: QueryNode[] = [];
  for (const node of refinements) {
    const facet = facetOf(node);
    if (facet === undefined) {
      combined.push(node);
      continue;
    }
    const group = groups.get(facet);
    if (group) group.push(node);
    else groups.set(facet, [node]);
  }
  for (const group of groups.values()) {
    combined.push(
      group.length === 1 ? group[0]! : { kind: 'bool', must: [], should: group, mustNot: [] },
    );
  }
  return combined;
}
