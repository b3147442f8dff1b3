/**
 * REUSABILITY buckets of a rights statement URI, as Europeana defines them:
 * open = PDM, CC0, CC BY, CC BY-SA; restricted = the NC/ND variants; permission = in copyright,
 * rightsstatements.org and the old europeana.eu rights; anything else is uncategorized.
 */
export type Reusability = 'open' | 'restricted' | 'permission' | 'uncategorized';

export function reusabilityOf(rights: string | undefined): Reusability {
  if (!rights) return 'uncategorized';
  // Kept per statement: an import asks for the same handful of URIs on every record.
  let known = reusabilityByRights.get(rights);
  if (known === undefined) {
    known = classify(rights);
    if (reusabilityByRights.size >= 1000) reusabilityByRights.clear();
    reusabilityByRights.set(rights, known);
  }
  return known;
}

const reusabilityByRights = new Map<string, Reusability>();

/** Anchored at each statement's own site: the path of one under another host names none. */
function classify(rights: string): Reusability {
  const uri = rights.toLowerCase().replace(/^https:/, 'http:');
  if (/^http:\/\/(?:www\.)?creativecommons\.org\/publicdomain\/(mark|zero)\//.test(uri))
    return 'open';
  if (/^http:\/\/(?:www\.)?creativecommons\.org\/licenses\/by(-sa)?\//.test(uri)) return 'open';
  if (/^http:\/\/(?:www\.)?creativecommons\.org\/licenses\/by-(nc|nd|nc-sa|nc-nd)\//.test(uri))
    return 'restricted';
  if (/^http:\/\/(?:www\.)?rightsstatements\.org\/vocab\/(noc-nc|noc-oklr|inc-edu)\//.test(uri))
    return 'restricted';
  if (/^http:\/\/(?:www\.)?rightsstatements\.org\/vocab\//.test(uri)) return 'permission';
  if (/^http:\/\/(?:www\.)?europeana\.eu\/rights\//.test(uri)) return 'permission';
  return 'uncategorized';
}

export const REUSABILITY_VALUES: readonly Reusability[] = [
  'open',
  'restricted',
  'permission',
  'uncategorized',
];
