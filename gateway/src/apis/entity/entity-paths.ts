import { ENTITY_TYPE_OF_KIND, type EntityKind, type EntityType } from '../../edm/ids';
import type { EntityFormat } from './entity-formats';

export const ENTITY_KINDS: readonly EntityKind[] = [
  'agent',
  'concept',
  'organization',
  'place',
  'timespan',
];

export function isEntityKind(value: string): value is EntityKind {
  return (ENTITY_KINDS as readonly string[]).includes(value);
}

/**
 * `94`, `94-architecture`, `94.json`, `94-architecture.xml`, `94.schema.jsonld` ->
 * `{ number: "94", format }` (no extension is JSON). The slug is matched lazily, so a slug may
 * hold dots and the longest extension that fits is the format.
 */
export function parseEntityIdSegment(
  segment: string,
): { number: string; format: EntityFormat } | undefined {
  const match = /^(\d+)(?:-[\p{L}\p{N}_.~%-]*?)?(?:\.(json|jsonld|xml|schema\.jsonld))?$/u.exec(
    segment,
  );
  if (!match) return undefined;
  return { number: withoutLeadingZeros(match[1]!), format: (match[2] as EntityFormat) ?? 'json' };
}

export function entityUriOf(kind: EntityKind, number: string): string {
  return `http://data.europeana.eu/${kind}/${number}`;
}

/** `http://data.europeana.eu/agent/base/12` and `https://…` forms -> canonical URI, or undefined. */
export function canonicalEntityUri(uri: string): string | undefined {
  const match =
    /^https?:\/\/data\.europeana\.eu\/(agent|concept|organization|place|timespan)\/(?:base\/)?(\d+)$/.exec(
      uri.trim(),
    );
  return match ? entityUriOf(match[1] as EntityKind, withoutLeadingZeros(match[2]!)) : undefined;
}

/** The gateway path of an entity URI: `/entity/agent/12.json`. */
export function entityPathOf(uri: string): string | undefined {
  const match =
    /^http:\/\/data\.europeana\.eu\/(agent|concept|organization|place|timespan)\/(\d+)$/.exec(uri);
  return match ? `/entity/${match[1]}/${match[2]}.json` : undefined;
}

/** `agent` / `Agent` / `AGENT` -> `Agent`; also the plural forms some clients send. */
export function entityTypeOfParam(value: string): EntityType | undefined {
  const kind = value.trim().toLowerCase().replace(/s$/, '');
  return isEntityKind(kind) ? ENTITY_TYPE_OF_KIND[kind] : undefined;
}

/** `007` names entity 7; the digits stay digits (Number() would write a long id as `1e+23`). */
function withoutLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}
