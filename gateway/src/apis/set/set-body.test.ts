import { CommonsError } from '../../upstream/api-error';
import { parseItemListBody, parseSetBody, recordIdOf } from './set-body';

const statusOf = (fn: () => unknown): number => {
  try {
    fn();
  } catch (error) {
    if (error instanceof CommonsError) return error.status;
    throw error;
  }
  return 200;
};

describe('set bodies', () => {
  it('reads the likes folder the portal creates, and defaults type and visibility', () => {
    expect(
      parseSetBody(
        { type: 'BookmarkFolder', title: { en: 'LIKES' }, visibility: 'private' },
        false,
      ),
    ).toEqual({ type: 'BookmarkFolder', title: { en: 'LIKES' }, visibility: 'private' });
    expect(parseSetBody({ title: { en: '  Trimmed  ' } }, false)).toEqual({
      type: 'Collection',
      title: { en: 'Trimmed' },
      visibility: 'private',
    });
  });

  it('ignores the fields the API writes, so a set read can be sent back', () => {
    const input = parseSetBody(
      {
        '@context': 'http://www.europeana.eu/schemas/context/collection.jsonld',
        id: 'http://data.europeana.eu/set/1',
        type: 'Collection',
        title: { en: 'Back' },
        description: { en: 'As read', 'pt-BR': 'Como lido' },
        visibility: 'public',
        creator: { id: 'http://data.europeana.eu/user/x', nickname: 'x' },
        created: '2025-01-01T00:00:00.000Z',
        modified: '2025-01-01T00:00:00.000Z',
        total: 2,
        isShownBy: { id: 'x' },
        items: ['http://data.europeana.eu/item/1/a', '/1/b', '/1/a'],
      },
      false,
    );
    expect(input).toEqual({
      type: 'Collection',
      title: { en: 'Back' },
      description: { en: 'As read', 'pt-BR': 'Como lido' },
      visibility: 'public',
      items: ['/1/a', '/1/b'],
    });
  });

  it.each([
    ['no title', {}],
    ['an empty title', { title: {} }],
    ['a title of arrays', { title: { en: ['x'] } }],
    ['a blank title', { title: { en: '   ' } }],
    ['a long title', { title: { en: 'x'.repeat(301) } }],
    ['a bad language', { title: { 'e n': 'x' } }],
    ['an unknown field', { title: { en: 'x' }, colour: 'red' }],
    ['DynamicCollection', { title: { en: 'x' }, type: 'DynamicCollection' }],
    ['a bad visibility', { title: { en: 'x' }, visibility: 'hidden' }],
    ['items not in an array', { title: { en: 'x' }, items: '/1/a' }],
  ])('answers %s with 400', (_what, body) => {
    expect(statusOf(() => parseSetBody(body, false))).toBe(400);
  });

  it('refuses EntityBestItemsSet with 403 without the role and 400 with it', () => {
    const body = { type: 'EntityBestItemsSet', title: { en: 'x' } };
    expect(statusOf(() => parseSetBody(body, false))).toBe(403);
    expect(statusOf(() => parseSetBody(body, true))).toBe(400);
  });

  it('reads item lists of record ids and item URIs, deduplicated', () => {
    expect(parseItemListBody(['/1/a', 'http://data.europeana.eu/item/1/a', '/2/b_c'])).toEqual([
      '/1/a',
      '/2/b_c',
    ]);
    for (const bad of [[], {}, ['/a/1'], ['/1/a-b'], ['1/a'], [1], '/1/a']) {
      expect([bad, statusOf(() => parseItemListBody(bad))]).toEqual([bad, 400]);
    }
  });

  it('accepts record ids of the portal form only', () => {
    expect(recordIdOf('/123/abc_DEF')).toBe('/123/abc_DEF');
    expect(recordIdOf('http://data.europeana.eu/item/123/abc')).toBe('/123/abc');
    expect(recordIdOf('https://example.org/item/123/abc')).toBeUndefined();
    expect(recordIdOf(`/1/${'x'.repeat(300)}`)).toBeUndefined();
  });
});
