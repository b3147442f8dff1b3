import { isHexColour, isPlainObject, isStringList } from './value-shapes';

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

  it('takes #RRGGBB colour codes only', () => {
    expect(['#191970', '#f5f5dc', '#A0522D'].map(isHexColour)).toEqual([true, true, true]);
    expect(
      ['191970', '#FFF', '#1919700', '#GGGGGG', 'red', ' #191970', 0x191970, null].map(isHexColour),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });
});
