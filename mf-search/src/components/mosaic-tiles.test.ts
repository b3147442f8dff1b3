import { featuredTiles } from './mosaic-tiles';

const tiles = (pattern: string) =>
  [...pattern].map((c) => (c === 'p' ? { preview: 'http://img' } : {}));

describe('featured mosaic tiles', () => {
  it('makes every seventh tile large when all have pictures', () => {
    expect([...featuredTiles(tiles('p'.repeat(24)))]).toEqual([0, 7, 14, 21]);
  });

  it('skips tiles without a picture and keeps six tiles between large ones', () => {
    expect([...featuredTiles(tiles('--p----p-pppppppp'))]).toEqual([2, 9, 16]);
  });

  it('makes none large when nothing has a picture', () => {
    expect(featuredTiles(tiles('-------')).size).toBe(0);
  });
});
