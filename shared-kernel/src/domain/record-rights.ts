/**
 * Rights statements (the `edmRights` URIs of records and web resources): which statement a URI
 * names, so the page can show its label and icon, and whether it allows reuse (the REUSABILITY
 * buckets of the Search API).
 */
export type Reusability = 'open' | 'restricted' | 'permission' | 'uncategorized';

/** The families of statements, each drawn with its own icon. */
export type RightsFamily = 'publicDomain' | 'creativeCommons' | 'inCopyright' | 'other';

export interface RightsStatement {
  uri: string;
  /**
   * Stable id of the statement, used as the i18n key of its label: `PDM`, `CC0`, `CC_BY`,
   * `CC_BY-SA`, ..., `InC`, `InC-EDU`, `NoC-NC`, ...; `unknown` for anything else.
   */
  id: string;
  /** Version of a Creative Commons licence or rightsstatements.org statement (`4.0`, `1.0`). */
  version?: string;
  family: RightsFamily;
  reusability: Reusability;
}

// Anchored at the statement's own site: `http://evil.example/creativecommons.org/…/zero/1.0/`
// names no statement (it would get the CC0 label and link, and count as open).
const CC_LICENCE =
  /^http:\/\/(?:www\.)?creativecommons\.org\/licenses\/(by(?:-nc)?(?:-sa|-nd)?)\/(\d+\.\d+)/;
const CC_PUBLIC_DOMAIN =
  /^http:\/\/(?:www\.)?creativecommons\.org\/publicdomain\/(mark|zero)\/(\d+\.\d+)/;
const RIGHTS_STATEMENTS =
  /^http:\/\/(?:www\.)?rightsstatements\.org\/(?:vocab|page)\/([A-Za-z-]+)\/(\d+\.\d+)/;
const EUROPEANA_RIGHTS = /^http:\/\/(?:www\.)?europeana\.eu\/rights\/([a-z-]+)\/?/;

const RESTRICTED_RS = new Set(['NoC-NC', 'NoC-OKLR', 'InC-EDU']);

/** Parses a rights statement URI (http or https, with or without a trailing slash). */
export function parseRightsStatement(uri: string): RightsStatement {
  const normalised = uri.trim().replace(/^https:/i, 'http:');
  let match = CC_PUBLIC_DOMAIN.exec(normalised);
  if (match) {
    return {
      uri,
      id: match[1] === 'mark' ? 'PDM' : 'CC0',
      version: match[2],
      family: 'publicDomain',
      reusability: 'open',
    };
  }
  match = CC_LICENCE.exec(normalised.toLowerCase());
  if (match) {
    const code = match[1]!;
    return {
      uri,
      id: `CC_${code.toUpperCase()}`,
      version: match[2],
      family: 'creativeCommons',
      reusability: code === 'by' || code === 'by-sa' ? 'open' : 'restricted',
    };
  }
  match = RIGHTS_STATEMENTS.exec(normalised);
  if (match) {
    const id = canonicalRsId(match[1]!);
    return {
      uri,
      id,
      version: match[2],
      family: id.startsWith('NoC') ? 'publicDomain' : 'inCopyright',
      reusability: RESTRICTED_RS.has(id) ? 'restricted' : 'permission',
    };
  }
  match = EUROPEANA_RIGHTS.exec(normalised);
  if (match) {
    return { uri, id: `europeana-${match[1]}`, family: 'inCopyright', reusability: 'permission' };
  }
  return { uri, id: 'unknown', family: 'other', reusability: 'uncategorized' };
}

/** rightsstatements.org ids are case-sensitive in their URIs but not always written so. */
const RS_IDS = [
  'InC',
  'InC-OW-EU',
  'InC-EDU',
  'InC-NC',
  'InC-RUU',
  'NoC-CR',
  'NoC-NC',
  'NoC-OKLR',
  'NoC-US',
  'CNE',
  'UND',
  'NKC',
];

function canonicalRsId(raw: string): string {
  return RS_IDS.find((id) => id.toLowerCase() === raw.toLowerCase()) ?? raw;
}

/** Statements that allow reuse without asking (open) or with conditions (restricted). */
export function allowsReuse(statement: RightsStatement): boolean {
  return statement.reusability === 'open' || statement.reusability === 'restricted';
}
