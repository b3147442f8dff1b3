/** @jest-environment node */
import { filtersApplied } from './filters-applied';

describe('filtersApplied', () => {
  it('is true with qf, api, reusability or qa', () => {
    expect(filtersApplied('?query=x&qf=TYPE%3AIMAGE')).toBe(true);
    expect(filtersApplied('?api=fulltext')).toBe(true);
    expect(filtersApplied('?reusability=open')).toBe(true);
    expect(filtersApplied('?qa=who%3Avermeer')).toBe(true);
  });

  it('is false for a plain query, a page or empty filters', () => {
    expect(filtersApplied('?query=x&page=2&view=grid')).toBe(false);
    expect(filtersApplied('?qf=')).toBe(false);
    expect(filtersApplied('')).toBe(false);
  });
});
