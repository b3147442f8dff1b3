import { agentMatchOf, agentNameKey, mergeTarget, type AgentMatch } from './agent-match';
import type { MuseumEntity } from './museum-entity';

const line = (fields: Partial<MuseumEntity>): MuseumEntity =>
  ({ id: 'tate:artist/1646', type: 'Agent', name: 'Joan Miró', ...fields }) as MuseumEntity;

const keyOf = (fields: Partial<MuseumEntity>): string | undefined =>
  agentMatchOf(line(fields))?.key;

describe('agentNameKey', () => {
  it('folds accents, case, punctuation and word order', () => {
    expect(agentNameKey('Joan Miró')).toBe('joan miro');
    expect(agentNameKey('Miró, Joan')).toBe(agentNameKey('JOAN MIRO'));
    expect(agentNameKey('Alexandre Theophile Steinlen')).toBe(
      agentNameKey('Théophile-Alexandre Steinlen'),
    );
    expect(agentNameKey('R. B. Kitaj')).toBe(agentNameKey('R.B. Kitaj'));
    expect(agentNameKey('Kutlǔg Ataman')).toBe(agentNameKey('Kutlug Ataman'));
    expect(agentNameKey('George Elgar  Hicks')).toBe(agentNameKey(' George Elgar Hicks '));
  });

  it('keeps every word: a title or a second name makes another name', () => {
    expect(agentNameKey('Sir Anthony Van Dyck')).not.toBe(agentNameKey('Anthony van Dyck'));
    expect(agentNameKey('Jean Arp (Hans Arp)')).not.toBe(agentNameKey('Jean Arp'));
    expect(agentNameKey('Joan Mirea')).not.toBe(agentNameKey('Joan Miró'));
  });
});

describe('agentMatchOf', () => {
  it('keys a person by folded name, birth and death years, and names the source', () => {
    expect(agentMatchOf(line({ birth_year: 1893, death_year: 1983 }))).toEqual({
      sourceId: 'tate:artist/1646',
      source: 'tate',
      key: 'joan miro|1893|1983',
    });
    expect(
      keyOf({
        id: 'cmoa:parties/00a3a4a1',
        name: 'Miró, Joan',
        party_type: 'Person',
        birth_year: 1893,
        death_year: 1983,
      }),
    ).toBe('joan miro|1893|1983');
  });

  it('requires a birth year; a missing death year is part of the key', () => {
    expect(keyOf({ death_year: 1983 })).toBeUndefined();
    expect(
      keyOf({ birth_year: null, death_year: 1983 } as unknown as MuseumEntity),
    ).toBeUndefined();
    expect(keyOf({ birth_year: 1964 })).toBe('joan miro|1964|');
    expect(keyOf({ birth_year: 1964 })).not.toBe(keyOf({ birth_year: 1964, death_year: 2020 }));
    expect(keyOf({ birth_year: 1893, death_year: 1983 })).not.toBe(
      keyOf({ birth_year: 1893, death_year: 1984 }),
    );
  });

  it('keys no organisation, provider, place, concept or time span', () => {
    const dated = { birth_year: 1769, death_year: 1780 };
    expect(keyOf({ ...dated, id: 'cmoa:parties/1', type: 'Organization' })).toBeUndefined();
    expect(keyOf({ ...dated, id: 'cmoa:parties/2', party_type: 'Organization' })).toBeUndefined();
    expect(agentMatchOf(line({ ...dated, id: 'org:tate', type: 'Organization' }))).toBeUndefined();
    for (const type of ['Place', 'Concept', 'TimeSpan'])
      expect(agentMatchOf(line({ ...dated, type }))).toBeUndefined();
  });

  it('keys no record whose source cannot be told', () => {
    expect(keyOf({ id: 'artist-1646', birth_year: 1893 })).toBeUndefined();
    expect(keyOf({ name: ' ,. ', birth_year: 1893 })).toBeUndefined();
  });
});

describe('mergeTarget', () => {
  const tate: AgentMatch = { sourceId: 'tate:artist/1646', source: 'tate', key: 'k' };
  const KEPT = 'http://data.europeana.eu/agent/1';

  it('merges into the only stored agent with the key when it holds no record of the source', () => {
    expect(mergeTarget(tate, [{ entityId: KEPT, sources: ['cmoa'] }])).toBe(KEPT);
  });

  it('never merges two records of one source', () => {
    expect(mergeTarget(tate, [{ entityId: KEPT, sources: ['tate'] }])).toBeUndefined();
    expect(mergeTarget(tate, [{ entityId: KEPT, sources: ['cmoa', 'tate'] }])).toBeUndefined();
  });

  it('merges nothing when two stored agents bear the key, or none', () => {
    const two = [
      { entityId: KEPT, sources: ['cmoa'] },
      { entityId: 'http://data.europeana.eu/agent/2', sources: ['cmoa'] },
    ];
    expect(mergeTarget(tate, two)).toBeUndefined();
    expect(mergeTarget(tate, [])).toBeUndefined();
  });

  it('merges no record without key', () => {
    expect(
      mergeTarget({ sourceId: 'tate:artist/1', source: 'tate' }, [
        { entityId: KEPT, sources: ['cmoa'] },
      ]),
    ).toBeUndefined();
  });
});
