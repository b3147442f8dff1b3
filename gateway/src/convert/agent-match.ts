import { sourceOf, type EntityMatch } from './entity-match';
import type { MuseumEntity } from './museum-entity';

export { mergeTarget, type MergeCandidate } from './entity-match';

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
 *
 * The match is an {@link EntityMatch} keyed by name and years; the target is chosen as for every
 * kind ({@link mergeTarget}).
 */
export type AgentMatch = EntityMatch;

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
  const source = sourceOf(line.id);
  const match: AgentMatch = { sourceId: line.id, source };
  const name = typeof line.name === 'string' ? agentNameKey(line.name) : '';
  const person = line.type === 'Agent' && line.party_type !== 'Organization';
  if (!person || !source || !name || !isYear(line.birth_year)) return match;
  const death = isYear(line.death_year) ? String(line.death_year) : '';
  match.key = `${name}|${line.birth_year}|${death}`;
  return match;
}

function isYear(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}
