import { labelSortKey } from './label-sort-key';

const sorted = (labels: string[]) =>
  [...labels].sort((a, b) => {
    const [x, y] = [labelSortKey(a)!, labelSortKey(b)!];
    return x < y ? -1 : x > y ? 1 : 0;
  });

describe('labelSortKey', () => {
  it('orders numbers by value', () => {
    expect(
      sorted(['20th century', '10th century', '1st century', '2nd century', '19th century']),
    ).toEqual(['1st century', '2nd century', '10th century', '19th century', '20th century']);
  });

  it('ignores case and accents', () => {
    expect(sorted(['Zurich', 'édouard Manet', 'Eiffel', 'Émile Zola', 'alps'])).toEqual([
      'alps',
      'édouard Manet',
      'Eiffel',
      'Émile Zola',
      'Zurich',
    ]);
  });

  it('keeps a missing label missing', () => {
    expect(labelSortKey(null)).toBeNull();
    expect(labelSortKey(undefined)).toBeNull();
    expect(labelSortKey('')).toBe('');
  });
});
