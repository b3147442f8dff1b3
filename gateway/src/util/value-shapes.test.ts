import { isPlainObject, isStringList } from './value-shapes';

describe('value shapes', () => {
  it('tells a JSON object from lists, null and scalars', () => {
    expect([{}, { a: 1 }].map(isPlainObject)).toEqual([true, true]);
    expect([[], null, undefined, 'x', 1].map(isPlainObject)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('takes lists of strings only', () => {
    expect([[], ['a', 'b']].map(isStringList)).toEqual([true, true]);
    expect([['a', 1], 'a', { 0: 'a' }, null].map(isStringList)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
