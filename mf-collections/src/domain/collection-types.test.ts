import { pathTypeOfTypePage, typeNameKey, typePagePath } from './collection-types';

describe('collection type pages', () => {
  it('maps the plural URL segments of spec §2.2 to entity types and back', () => {
    expect(
      ['topics', 'persons', 'places', 'times', 'organisations'].map(pathTypeOfTypePage),
    ).toEqual(['concept', 'agent', 'place', 'timespan', 'organization']);
    expect(pathTypeOfTypePage('person')).toBeUndefined();
    expect(pathTypeOfTypePage('agents')).toBeUndefined();
    expect(typePagePath('fr', 'timespan')).toBe('/fr/collections/times');
    expect(typeNameKey('agent')).toBe('collections.types.person');
  });
});
