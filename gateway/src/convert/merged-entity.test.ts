import { mergeEntityDocs } from './merged-entity';
import type { EntityDoc } from '../edm/entity-types';

const cmoa: EntityDoc = {
  id: 'http://data.europeana.eu/agent/1',
  type: 'Agent',
  prefLabel: { en: 'Sir Joshua Reynolds' },
  identifier: ['cmoa:parties/009a'],
  altLabel: { en: ['Reynolds, Joshua'] },
  dateOfBirth: ['1723-07-16'],
  begin: ['1723-01-01'],
  placeOfBirth: ['http://data.europeana.eu/place/10'],
  note: { en: ['Nationality: British.'] },
};
const tate: EntityDoc = {
  id: 'http://data.europeana.eu/agent/2',
  type: 'Agent',
  prefLabel: { en: 'Sir Joshua Reynolds' },
  identifier: ['tate:artist/444'],
  altLabel: { en: ['Reynolds, Sir Joshua'] },
  dateOfBirth: ['1723'],
  begin: ['1723-01-01'],
  gender: ['Male'],
  placeOfBirth: ['http://data.europeana.eu/place/20'],
  isRelatedTo: ['http://data.europeana.eu/concept/30'],
  note: { en: ['Dates: 1723–1792.'] },
};

describe('mergeEntityDocs', () => {
  it('keeps the first document and adds the labels, identifiers and missing fields of the next', () => {
    expect(mergeEntityDocs([cmoa, tate])).toEqual({
      id: cmoa.id,
      type: 'Agent',
      prefLabel: { en: 'Sir Joshua Reynolds' },
      identifier: ['cmoa:parties/009a', 'tate:artist/444'],
      altLabel: { en: ['Reynolds, Joshua', 'Reynolds, Sir Joshua'] },
      // Given by both: the kept one's.
      dateOfBirth: ['1723-07-16'],
      begin: ['1723-01-01'],
      placeOfBirth: ['http://data.europeana.eu/place/10'],
      note: { en: ['Nationality: British.'] },
      // Lacking in the kept one.
      gender: ['Male'],
      isRelatedTo: ['http://data.europeana.eu/concept/30'],
    });
  });

  it('makes a differing preferred label an alternative one, each label once', () => {
    const tapies = mergeEntityDocs([
      { id: 'a', type: 'Agent', prefLabel: { en: 'Antoni Tàpies' } },
      { id: 'b', type: 'Agent', prefLabel: { en: 'Antoni Tapies', fr: 'Antoni Tàpies' } },
      { id: 'c', type: 'Agent', prefLabel: { en: 'Antoni Tapies' }, altLabel: { en: ['Tàpies'] } },
    ]);
    expect(tapies.prefLabel).toEqual({ en: 'Antoni Tàpies', fr: 'Antoni Tàpies' });
    expect(tapies.altLabel).toEqual({ en: ['Antoni Tapies', 'Tàpies'] });
    expect(tapies.id).toBe('a');
  });

  it('changes nothing when the next document adds nothing, and leaves its inputs alone', () => {
    const before = JSON.stringify(cmoa);
    const same = mergeEntityDocs([cmoa, { ...cmoa, id: 'http://data.europeana.eu/agent/9' }]);
    expect(same).toEqual(cmoa);
    expect(JSON.stringify(mergeEntityDocs([cmoa, tate]))).toBe(
      JSON.stringify(mergeEntityDocs([cmoa, tate])),
    );
    expect(JSON.stringify(cmoa)).toBe(before);
  });
});
