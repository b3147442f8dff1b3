import { labelOrder } from './collection-entity';

describe('labelOrder', () => {
  it.each([
    ['el', 'skos_prefLabel.el'],
    ['fi', 'skos_prefLabel.fi'],
    ['en', 'skos_prefLabel.en'],
    [undefined, 'skos_prefLabel.en'],
    ['xx', 'skos_prefLabel.en'],
    ['el desc', 'skos_prefLabel.en'],
  ])('sorts a %s page by %s', (lang, sort) => {
    expect(labelOrder(lang)).toBe(sort);
  });
});
