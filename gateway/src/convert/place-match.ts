import { sourceOf, type EntityMatch } from './entity-match';
import type { MuseumEntity } from './museum-entity';

/**
 * When two museums describe one place. Tate (`tate:place/...`) and Carnegie Museum of Art
 * (`cmoa:place/...`) each hold a Place for France, Canada, "Bordeaux, France"...; as two entities
 * suggestions listed "France" twice, and the item place linker (`place-names.ts`) found the name
 * borne by two places and linked neither. A place line of one source is the same place as a
 * stored place of another source when all of these hold (stricter than for persons, who have
 * dates to tell them apart; a wrong merge is worse than none):
 *
 * - both are museum lines of type **`Place`** (never an agent, concept or time span);
 * - their **full preferred labels** (the line's `name`) are **equal once folded**
 *   ({@link placeLabelKey}: accents, case and whitespace only): word order and punctuation stay,
 *   "Paris, France" is no "France, Paris", and neither a short name (`place_name`) nor an
 *   alternative label counts: Carnegie is a US museum, its "Cambridge" may be Massachusetts;
 * - the sources **differ** (the id's prefix), and an entity holding a record of the source takes
 *   no second one;
 * - the stored place is the **only** one bearing the label (two: none is merged).
 */
export type PlaceMatch = EntityMatch;

/**
 * A place's full label as it is compared: decomposed, without accents, lower case, spaces trimmed
 * and collapsed; every other character (commas, brackets, hyphens) and the word order stay.
 */
export function placeLabelKey(label: string): string {
  return label.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/**
 * What a museum Place line is matched by: its source, and its folded full label as key when it
 * may be merged. Undefined for lines that are no place.
 */
export function placeMatchOf(line: MuseumEntity): PlaceMatch | undefined {
  if (typeof line.id !== 'string' || line.type !== 'Place') return undefined;
  const source = sourceOf(line.id);
  const match: PlaceMatch = { sourceId: line.id, source };
  const key = typeof line.name === 'string' ? placeLabelKey(line.name) : '';
  if (source && key) match.key = key;
  return match;
}
