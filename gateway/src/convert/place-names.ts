import { labelSortKey } from '../store/label-sort-key';

/**
 * The store's places by name, for items that name their places by text alone (museum items:
 * "Kent", "Italy"). Built once per import from the stored Place entities and sent to the import
 * workers (structured-clone friendly: maps, sets, strings).
 */
export interface PlaceNames {
  /** A label's key ({@link placeNameKey}) → every place bearing it; two or more: ambiguous. */
  places: Map<string, string[]>;
  /** Place URI → the regions its labels name after the place's own name, as keys. */
  regions: Map<string, string[]>;
  /** Every region a place's label names: an item naming one of them says where it is. */
  regionNames: Set<string>;
}

/** One label of a stored place: preferred or alternative, in any language. */
export interface PlaceLabel {
  uri: string;
  label: string;
}

/**
 * A label or place text as it is compared: the store's label sort key (accents and case folded,
 * `label-sort-key.ts`) of the text with its spaces trimmed and collapsed.
 */
export function placeNameKey(text: string): string {
  return labelSortKey(text.trim().replace(/\s+/g, ' ')) ?? '';
}

/**
 * The regions a qualified name states after the place's own name: "Inverness, United States"
 * and "Abbeville (Somme, Picardy, France)" name regions, "Kent" none.
 */
export function regionsOfName(label: string): string[] {
  const bracketed = /^(.*\S)\s*\((.+)\)\s*$/.exec(label);
  const parts = bracketed ? bracketed[2]!.split(',') : label.split(',').slice(1);
  return parts.map(placeNameKey).filter(Boolean);
}

export function buildPlaceNames(labels: Iterable<PlaceLabel>): PlaceNames {
  const names: PlaceNames = { places: new Map(), regions: new Map(), regionNames: new Set() };
  for (const { uri, label } of labels) {
    const key = placeNameKey(label);
    if (!key) continue;
    const bearers = names.places.get(key);
    if (!bearers) names.places.set(key, [uri]);
    // A place's preferred and alternative labels may fold to one key: it is still one place.
    else if (!bearers.includes(uri)) bearers.push(uri);
    for (const region of regionsOfName(label)) {
      const own = names.regions.get(uri);
      if (!own) names.regions.set(uri, [region]);
      else if (!own.includes(region)) own.push(region);
      names.regionNames.add(region);
    }
  }
  return names;
}

/**
 * The places an item's place texts name, in their order, without repeats. A text links only
 * when (1) it is, whole, a label of exactly one place: a name several places bear ("London")
 * links none, and a text of several parts is not split into them ("Paris, France" must be a
 * label itself); and (2) nothing else the item names places it elsewhere: when the place's labels
 * name its regions ("Inverness, United States") and the text does not, the item's other texts
 * that are regions, or are places in regions, must include one of them if they name any. The
 * store's places are a sample of the world: "Inverness" naming one place in it does not make an
 * item's Inverness, beside "Scotland", the one in the United States.
 */
export function placesNamed(texts: readonly string[], names: PlaceNames): string[] {
  const keys = texts.map(placeNameKey);
  const out: string[] = [];
  keys.forEach((key, i) => {
    const bearers = names.places.get(key);
    if (bearers?.length !== 1) return;
    const uri = bearers[0]!;
    if (out.includes(uri)) return;
    const regions = names.regions.get(uri);
    if (regions && !regionsOfName(texts[i]!).length) {
      const claimed = regionsClaimed(keys, key, names);
      if (claimed.size && !regions.some((region) => claimed.has(region))) return;
    }
    out.push(uri);
  });
  return out;
}

/**
 * The regions the item's texts other than `own` name: themselves, and the regions of every place
 * they may name. Those of places bearing the name with others count too: "England" is a region
 * of some places and, as a place, in the United Kingdom, where a Kent of the United Kingdom is.
 */
function regionsClaimed(keys: readonly string[], own: string, names: PlaceNames): Set<string> {
  const claimed = new Set<string>();
  for (const key of keys) {
    if (key === own) continue;
    if (names.regionNames.has(key)) claimed.add(key);
    for (const uri of names.places.get(key) ?? [])
      for (const region of names.regions.get(uri) ?? []) claimed.add(region);
  }
  return claimed;
}
