import type { MuseumEntity } from '../convert/museum-entity';

// Entity lines as the shared data's entities.ndjson.gz gives them, for the tests of merging one
// museum's record into the other's (Carnegie's line comes first there, as here).

/** Joan Miró as Carnegie describes him. */
export const CMOA_MIRO: MuseumEntity = {
  id: 'cmoa:parties/00a3a4a1',
  type: 'Agent',
  party_type: 'Person',
  name: 'Joan Miró',
  name_sort: 'Miró, Joan',
  nationality: 'Spanish',
  birth_date: '1893-01-01',
  birth_year: 1893,
  death_year: 1983,
};

/** Joan Miró as Tate describes him: his name without its accent, the same years. */
export const TATE_MIRO: MuseumEntity = {
  id: 'tate:artist/1646',
  type: 'Agent',
  name: 'Joan Miro',
  name_sort: 'Miró, Joan',
  gender: 'Male',
  date_text: '1893–1983',
  birth_year: 1893,
  death_year: 1983,
  movement_ids: ['tate:movement/320'],
};

/** France as Carnegie describes it. */
export const CMOA_FRANCE: MuseumEntity = {
  id: 'cmoa:place/france',
  type: 'Place',
  name: 'France',
  source: 'cmoa/collection',
};

/** France as Tate describes it. */
export const TATE_FRANCE: MuseumEntity = {
  id: 'tate:place/france',
  type: 'Place',
  name: 'France',
  place_name: 'France',
  place_type: 'nation',
  country_label: 'France',
  source: 'tategallery/collection',
};
