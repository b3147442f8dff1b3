import { buildPlaceNames, placeNameKey, placesNamed, regionsOfName } from './place-names';

const PLACE = 'http://data.europeana.eu/place';
const KENT = 'http://data.europeana.eu/place/1';
const LONDON_UK = 'http://data.europeana.eu/place/2';
const LONDON_CA = 'http://data.europeana.eu/place/3';
const INVERNESS_US = 'http://data.europeana.eu/place/4';
const ITALY = 'http://data.europeana.eu/place/5';
const SCOTLAND = 'http://data.europeana.eu/place/6';
const MUNICH = 'http://data.europeana.eu/place/7';

// Shaped as the museum data's places become entities: Tate's with the place name preferred and
// "name, country" alternative, Carnegie's with the qualified name alone.
const names = buildPlaceNames([
  { uri: KENT, label: 'Kent' },
  { uri: KENT, label: 'Kent, United Kingdom' },
  { uri: LONDON_UK, label: 'London' },
  { uri: LONDON_UK, label: 'London, United Kingdom' },
  { uri: LONDON_CA, label: 'London' },
  { uri: LONDON_CA, label: 'London, Canada' },
  { uri: INVERNESS_US, label: 'Inverness' },
  { uri: INVERNESS_US, label: 'Inverness, United States' },
  { uri: ITALY, label: 'Italy' },
  { uri: SCOTLAND, label: 'Edinburgh (Scotland, United Kingdom)' },
  { uri: MUNICH, label: 'München' },
  { uri: MUNICH, label: 'Monaco di Baviera' },
]);

describe('placeNameKey', () => {
  it('folds accents and case as the store’s label sort key does, and spaces', () => {
    expect(placeNameKey('  Sète ')).toBe(placeNameKey('sete'));
    expect(placeNameKey('Saint-Germain-en-Laye')).toBe(placeNameKey('SAINT-GERMAIN-EN-LAYE'));
    expect(placeNameKey('Bad  Kreuznach')).toBe(placeNameKey('Bad Kreuznach'));
    // Punctuation is kept: "Paris, France" is no "Paris France".
    expect(placeNameKey('Paris, France')).not.toBe(placeNameKey('Paris France'));
  });
});

describe('regionsOfName', () => {
  it('reads the regions after a comma or in brackets', () => {
    expect(regionsOfName('Inverness, United States')).toEqual(['united states']);
    expect(regionsOfName(' Abbeville (Somme, Picardy, France)')).toEqual([
      'somme',
      'picardy',
      'france',
    ]);
    expect(regionsOfName('Kent')).toEqual([]);
  });
});

describe('placesNamed', () => {
  it('links a text that is a label, in any language and case, of exactly one place', () => {
    expect(placesNamed(['KENT'], names)).toEqual([KENT]);
    expect(placesNamed(['Kent, United Kingdom'], names)).toEqual([KENT]);
    expect(placesNamed(['monaco di baviera', 'Munchen'], names)).toEqual([MUNICH]);
    expect(placesNamed(['Italy', 'Nowhere'], names)).toEqual([ITALY]);
  });

  it('links no place by a name two places bear', () => {
    expect(placesNamed(['London'], names)).toEqual([]);
    // The qualified name is one place's.
    expect(placesNamed(['London, Canada'], names)).toEqual([LONDON_CA]);
  });

  it('does not split a text of several parts into names', () => {
    expect(placesNamed(['Kent, Canterbury'], names)).toEqual([]);
    expect(placesNamed(['Italy - non-specific'], names)).toEqual([]);
  });

  it('links no place whose regions the item’s other places contradict', () => {
    // The item's Inverness is in Scotland: the store's only Inverness is in the United States.
    expect(placesNamed(['Inverness', 'Edinburgh (Scotland, United Kingdom)'], names)).toEqual([
      SCOTLAND,
    ]);
    expect(placesNamed(['Inverness', 'Scotland'], names)).toEqual([]);
    expect(placesNamed(['Inverness', 'Canada'], names)).toEqual([]);
    // Nothing says where: the one Inverness stands.
    expect(placesNamed(['Inverness'], names)).toEqual([INVERNESS_US]);
    expect(placesNamed(['Inverness', 'Inverness', 'River Ness'], names)).toEqual([INVERNESS_US]);
    // A region of the place, or another place in it, confirms it.
    expect(placesNamed(['Inverness', 'United States'], names)).toEqual([INVERNESS_US]);
    expect(
      placesNamed(['Kent', 'Scotland', 'Edinburgh (Scotland, United Kingdom)'], names),
    ).toEqual([KENT, SCOTLAND]);
    // An ambiguous name's places say where too ("London": the United Kingdom or Canada).
    expect(placesNamed(['Kent', 'London'], names)).toEqual([KENT]);
    expect(placesNamed(['Inverness', 'London'], names)).toEqual([]);
    // A region that is a place itself says where it is: "England" (a region of Carnegie's
    // places) is in the United Kingdom (as Tate's England is).
    const england = buildPlaceNames([
      { uri: KENT, label: 'Kent' },
      { uri: KENT, label: 'Kent, United Kingdom' },
      { uri: `${PLACE}/8`, label: 'Bath (England, United Kingdom)' },
      { uri: `${PLACE}/9`, label: 'England' },
      { uri: `${PLACE}/9`, label: 'England, United Kingdom' },
      { uri: `${PLACE}/10`, label: 'England' },
    ]);
    expect(placesNamed(['Kent', 'England'], england)).toEqual([KENT]);
  });
});
