import { museumEntityToDoc, type MuseumEntity } from './museum-entity';

function entity(fields: Record<string, unknown>): MuseumEntity {
  return {
    id: 'tate:artist/9000001',
    type: 'Agent',
    name: 'Good Agent',
    ...fields,
  } as MuseumEntity;
}

describe('museum entity field types', () => {
  it.each<[string, unknown, RegExp]>([
    ['name', 42, /^name: expected a string, got 42$/],
    ['birth_year', 'nineteen', /^birth_year: expected a whole year between -10000 and 10000/],
    ['death_year', 1e308, /^death_year: expected a whole year/],
    ['movement_ids', 'abc', /^movement_ids: expected a list of strings, got "abc"$/],
    ['path', 'a/b', /^path: expected a list of strings/],
    ['url', 42, /^url: expected a string, got 42$/],
    ['birth_place', 'London', /^birth_place: expected an object \{id, name\}/],
    ['birth_place', { id: 5 }, /^birth_place\.id: expected a string/],
    ['active_places', [null], /^active_places\[0\]: expected an object, got null$/],
  ])('rejects %s = %j with a message naming the field', (field, value, message) => {
    expect(() => museumEntityToDoc(entity({ [field]: value }))).toThrow(message);
  });

  it('rejects a concept whose path is not a list', () => {
    expect(() =>
      museumEntityToDoc({
        id: 'tate:subject/9',
        type: 'Concept',
        name: 'Bad path',
        path: 'a/b',
      } as unknown as MuseumEntity),
    ).toThrow(/^path: expected a list of strings/);
  });

  it('never serves a NaN date: years become dates only when they are whole years', () => {
    const doc = museumEntityToDoc(entity({ birth_year: 1762, death_year: -100 }));
    expect(doc.begin).toEqual(['1762-01-01']);
    expect(doc.end).toEqual(['-0100-12-31']);
  });

  it('takes null fields as absent', () => {
    const doc = museumEntityToDoc(entity({ birth_year: null, birth_place: null, url: null }));
    expect(doc.begin).toBeUndefined();
    expect(doc.placeOfBirth).toBeUndefined();
  });

  it('rejects an entity without a name or id', () => {
    expect(() => museumEntityToDoc(entity({ name: '   ' }))).toThrow(/without name/);
    expect(() => museumEntityToDoc(entity({ id: '' }))).toThrow(/^id: expected a non-empty string/);
  });
});
