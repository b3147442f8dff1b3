import type { MuseumEntity } from './museum-entity';

/**
 * When two museums describe one person. Tate (`tate:artist/N`) and Carnegie Museum of Art
 * (`cmoa:parties/UUID`) both describe Joan Miró, 1893–1983; each record would be an entity of
 * its own, so suggestions listed him twice and each page held one museum's works. A record of one
 * source is the same person as a stored agent of another source when all of these hold (a wrong
 * merge is worse than none):
 *
 * - both are **persons**: museum lines of type `Agent` (never Organization, Place, Concept,
 *   TimeSpan; never a data provider `org:*` nor a party the museum calls an organisation);
 * - their **full names are equal once folded** ({@link agentNameKey}: accents, case, punctuation
 *   and word order), "Alexandre Theophile Steinlen" and "Théophile-Alexandre Steinlen" alike,
 *   but no name is shortened: "Sir Anthony Van Dyck" is no "Anthony van Dyck";
 * - both give a **birth year** and it is the same; the **death years** are the same, a missing one
 *   matching only a missing one (the living, or not known: a year known on one side only could be
 *   another person's);
 * - the sources **differ**: a museum's own two records of one name and dates are its business, and
 *   an entity that already holds a record of the source takes no second one;
 * - the stored agent is the **only** one bearing the name and years (two are ambiguous: none is
 *   merged, as a place name two places bear links neither).
 */
export interface AgentMatch {
  /** The record's source id (`tate:artist/1646`). */
  sourceId: string;
  /** The source it comes from: the prefix of its id (`tate`, `cmoa`). */
  source: string;
  /** Name and years as they are compared; undefined when the record is never merged. */
  key?: string;
}

/** A stored entity that holds records with the key asked for, and the sources of its records. */
export interface MergeCandidate {
  entityId: string;
  sources: readonly string[];
}

/**
 * A name as it is compared: decomposed, without accents, lower case, cut into its words (letters
 * and digits; punctuation and hyphens separate words) and the words sorted, so "Miró, Joan",
 * "Joan Miro" and "JOAN MIRÓ" fold alike. Letters that do not decompose stay themselves ("Ø").
 */
export function agentNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/**
 * What a museum entity line is matched by: its source, and a key when the line may be merged
 * (a person with a name and a birth year). Undefined for lines that are no party at all.
 */
export function agentMatchOf(line: MuseumEntity): AgentMatch | undefined {
  if (typeof line.id !== 'string' || line.id.startsWith('org:')) return undefined;
  if (line.type !== 'Agent' && line.type !== 'Organization') return undefined;
  const colon = line.id.indexOf(':');
  const source = colon > 0 ? line.id.slice(0, colon) : '';
  const match: AgentMatch = { sourceId: line.id, source };
  const name = typeof line.name === 'string' ? agentNameKey(line.name) : '';
  const person = line.type === 'Agent' && line.party_type !== 'Organization';
  if (!person || !source || !name || !isYear(line.birth_year)) return match;
  const death = isYear(line.death_year) ? String(line.death_year) : '';
  match.key = `${name}|${line.birth_year}|${death}`;
  return match;
}

/**
 * The stored entity a record is merged into: the only candidate (an entity holding records with
 * the record's key, other than the record's own entity) when it holds none of the record's
 * source. Undefined (the record stays an entity of its own) for a record without key, no
 * candidate, two or more, or one that already has a record of this source.
 */
export function mergeTarget(
  match: AgentMatch,
  candidates: readonly MergeCandidate[],
): string | undefined {
  if (!match.key || !match.source || candidates.length !== 1) return undefined;
  const [only] = candidates;
  return only!.sources.includes(match.source) ? undefined : only!.entityId;
}

function isYear(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}
