import { mergeTarget } from './entity-match';
import type { MuseumEntity } from './museum-entity';
import { placeLabelKey, placeMatchOf } from './place-match';

const line = (fields: Partial<MuseumEntity>): MuseumEntity =>
  ({ id: 'tate:place/france', type: 'Place', name: 'France', ...fields }) as MuseumEntity;

const keyOf = (fields: Partial<MuseumEntity>): string | undefined =>
  placeMatchOf(line(fields))?.key;

describe('placeLabelKey', () => {
  it('folds accents, case and whitespace', () => {
    expect(placeLabelKey('Bogotá, Colombia')).toBe('bogota, colombia');
    expect(placeLabelKey(' FRANCE ')).toBe(placeLabelKey('france'));
    expect(placeLabelKey('Buenos  Aires,\tArgentina')).toBe(
      placeLabelKey('Buenos Aires, Argentina'),
    );
  });

  it('keeps word order and punctuation', () => {
    expect(placeLabelKey('Paris, France')).not.toBe(placeLabelKey('France, Paris'));
    expect(placeLabelKey('Paris, France')).not.toBe(placeLabelKey('Paris France'));
    expect(placeLabelKey('Saint-Malo')).not.toBe(placeLabelKey('Saint Malo'));
  });
});

describe('placeMatchOf', () => {
  it('keys a place by its folded full label, and names the source', () => {
    expect(placeMatchOf(line({}))).toEqual({
      sourceId: 'tate:place/france',
      source: 'tate',
      key: 'france',
    });
    expect(keyOf({ id: 'cmoa:place/france', name: 'FRANCE' })).toBe(keyOf({}));
  });

  it('keys the full label only: never the short name nor another label', () => {
    const tate = { id: 'tate:place/cambridge-uk', name: 'Cambridge, United Kingdom' };
    expect(keyOf({ ...tate, place_name: 'Cambridge' })).toBe('cambridge, united kingdom');
    expect(keyOf({ ...tate, place_name: 'Cambridge' })).not.toBe(
      keyOf({ id: 'cmoa:place/cambridge', name: 'Cambridge' }),
    );
  });

  it('keys no agent, organisation, concept or time span', () => {
    for (const type of ['Agent', 'Organization', 'Concept', 'TimeSpan'])
      expect(placeMatchOf(line({ type }))).toBeUndefined();
  });

  it('keys no record whose source cannot be told, nor one without label', () => {
    expect(keyOf({ id: 'france' })).toBeUndefined();
    expect(keyOf({ name: '  ' })).toBeUndefined();
  });
});

describe('mergeTarget for places', () => {
  const KEPT = 'http://data.europeana.eu/place/1';
  const tate = placeMatchOf(line({}))!;

  it('merges a place into the only stored place of another source bearing the label', () => {
    expect(mergeTarget(tate, [{ entityId: KEPT, sources: ['cmoa'] }])).toBe(KEPT);
  });

  it('never merges within one source', () => {
    expect(mergeTarget(tate, [{ entityId: KEPT, sources: ['tate'] }])).toBeUndefined();
  });

  it('merges nothing when a third place bears the label', () => {
    const two = [
      { entityId: KEPT, sources: ['cmoa'] },
      { entityId: 'http://data.europeana.eu/place/2', sources: ['moma'] },
    ];
    expect(mergeTarget(tate, two)).toBeUndefined();
  });
});
