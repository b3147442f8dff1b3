/**
 * The short names of rights statements, as item cards and the search filters show them: Creative
 * Commons licences by their codes ("CC BY-SA 4.0"), the statements of rightsstatements.org and
 * Europeana by a name in shared-kernel's strings (`rights.InC`: "In Copyright"), so a card says
 * the same on every page. (The item page names statements in full: record-rights.ts.)
 */
export type RightsShortLabel = { name: string } | { key: string };

// Anchored at each statement's own site, like record-rights.ts.
const SITE = String.raw`^https?:\/\/(?:www\.)?`;
const CC_LICENCE =
  /^https?:\/\/(?:www\.)?creativecommons\.org\/licenses\/(by(?:-nc)?(?:-sa|-nd)?)\/(\d+(?:\.\d+)?)/i;
const STATEMENTS: Array<[RegExp, string]> = [
  [new RegExp(SITE + String.raw`creativecommons\.org\/publicdomain\/mark\/`, 'i'), 'PDM'],
  [new RegExp(SITE + String.raw`creativecommons\.org\/publicdomain\/zero\/`, 'i'), 'CC0'],
  [new RegExp(SITE + String.raw`rightsstatements\.org\/vocab\/InC-EDU\/`, 'i'), 'InC-EDU'],
  [new RegExp(SITE + String.raw`rightsstatements\.org\/vocab\/InC-OW-EU\/`, 'i'), 'InC-OW-EU'],
  [new RegExp(SITE + String.raw`rightsstatements\.org\/vocab\/InC\/`, 'i'), 'InC'],
  [new RegExp(SITE + String.raw`rightsstatements\.org\/vocab\/NoC-NC\/`, 'i'), 'NoC-NC'],
  [new RegExp(SITE + String.raw`rightsstatements\.org\/vocab\/NoC-OKLR\/`, 'i'), 'NoC-OKLR'],
  [new RegExp(SITE + String.raw`rightsstatements\.org\/vocab\/CNE\/`, 'i'), 'CNE'],
  [new RegExp(SITE + String.raw`rightsstatements\.org\/vocab\/UND\/`, 'i'), 'UND'],
  [
    new RegExp(SITE + String.raw`europeana\.eu\/rights\/out-of-copyright-non-commercial\/`, 'i'),
    'OOC-NC',
  ],
  [new RegExp(SITE + String.raw`europeana\.eu\/rights\/rr-f\/`, 'i'), 'RR-F'],
  [new RegExp(SITE + String.raw`europeana\.eu\/rights\/unknown\/`, 'i'), 'UNKNOWN'],
];

/** The short label of a rights URI: a name, or the key of one; an unknown URI is shown as it is. */
export function rightsShortLabel(uri: string): RightsShortLabel {
  const cc = CC_LICENCE.exec(uri);
  if (cc) return { name: `CC ${cc[1]!.toUpperCase()} ${cc[2]}` };
  const statement = STATEMENTS.find(([pattern]) => pattern.test(uri));
  return statement ? { key: `rights.${statement[1]}` } : { name: uri };
}

/**
 * The short name of a rights URI in the page's language. `t` may be any namespace's: the key
 * names shared-kernel's own (`common`), which every page loads.
 */
export function rightsShortName(uri: string, t: (key: string) => string): string {
  const label = rightsShortLabel(uri);
  return 'name' in label ? label.name : t(`common:${label.key}`);
}
