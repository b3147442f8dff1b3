import { basicColour } from './colour-names';

describe('basicColour', () => {
  it.each([
    ['#000000', 'black'],
    ['#2F4F4F', 'grey'],
    ['#FFFFFF', 'white'],
    ['#F5F5F5', 'white'],
    ['#808080', 'grey'],
    ['#C0C0C0', 'grey'],
    ['#FF0000', 'red'],
    ['#8B0000', 'red'],
    ['#FFC0CB', 'pink'],
    ['#FF69B4', 'pink'],
    ['#FFA500', 'orange'],
    ['#A52A2A', 'red'],
    ['#8B4513', 'brown'],
    ['#D2B48C', 'brown'],
    ['#FFD700', 'yellow'],
    ['#FFFF00', 'yellow'],
    ['#008000', 'green'],
    ['#556B2F', 'green'],
    ['#1E90FF', 'blue'],
    ['#000080', 'blue'],
    ['#40E0D0', 'blue'],
    ['#800080', 'purple'],
    ['#EE82EE', 'pink'],
    ['#4B0082', 'purple'],
    // pale warm tints of paper and parchment, and muted browns (CSS named colours)
    ['#FAEBD7', 'white'],
    ['#FFE4C4', 'white'],
    ['#F5DEB3', 'white'],
    ['#FFF8DC', 'white'],
    ['#A0522D', 'brown'],
    ['#CD853F', 'brown'],
    ['#D2691E', 'brown'],
    ['#DEB887', 'brown'],
    ['#FF8C00', 'orange'],
    ['#FF7F50', 'orange'],
    ['#F0E68C', 'yellow'],
    ['#808000', 'green'],
    ['#B8860B', 'brown'],
  ])('%s is %s', (hex, colour) => {
    expect(basicColour(hex)).toBe(colour);
  });

  it('reads short and lower-case codes, and no name for what is no colour', () => {
    expect(basicColour('#f00')).toBe('red');
    expect(basicColour('00f')).toBe('blue');
    expect(basicColour('#GG0000')).toBeUndefined();
    expect(basicColour('red')).toBeUndefined();
  });
});
