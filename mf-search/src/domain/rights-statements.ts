/**
 * Rights statements of Europeana items, read from their URIs: Creative Commons licences keep
 * their names ("CC BY-SA 4.0"); the statements of rightsstatements.org and Europeana get a key to
 * a localised name (`rights.InC`).
 */
export type RightsLabel = { name: string } | { key: string };

const CC_LICENCE = /creativecommons\.org\/licenses\/(by(?:-nc)?(?:-sa|-nd)?)\/(\d+(?:\.\d+)?)/i;
const STATEMENTS: Array<[RegExp, string]> = [
  [/creativecommons\.org\/publicdomain\/mark\//i, 'PDM'],
  [/creativecommons\.org\/publicdomain\/zero\//i, 'CC0'],
  [/rightsstatements\.org\/vocab\/InC-EDU\//i, 'InC-EDU'],
  [/rightsstatements\.org\/vocab\/InC-OW-EU\//i, 'InC-OW-EU'],
  [/rightsstatements\.org\/vocab\/InC\//i, 'InC'],
  [/rightsstatements\.org\/vocab\/NoC-NC\//i, 'NoC-NC'],
  [/rightsstatements\.org\/vocab\/NoC-OKLR\//i, 'NoC-OKLR'],
  [/rightsstatements\.org\/vocab\/CNE\//i, 'CNE'],
  [/europeana\.eu\/rights\/out-of-copyright-non-commercial\//i, 'OOC-NC'],
  [/europeana\.eu\/rights\/rr-f\//i, 'RR-F'],
  [/europeana\.eu\/rights\/unknown\//i, 'UNKNOWN'],
];

export const RIGHTS_KEYS = STATEMENTS.map(([, key]) => key);

/** The label of a rights URI; an unknown URI is shown as it is. */
export function rightsLabel(uri: string): RightsLabel {
  const cc = CC_LICENCE.exec(uri);
  if (cc) return { name: `CC ${cc[1]!.toUpperCase()} ${cc[2]}` };
  const statement = STATEMENTS.find(([pattern]) => pattern.test(uri));
  return statement ? { key: `rights.${statement[1]}` } : { name: uri };
}
