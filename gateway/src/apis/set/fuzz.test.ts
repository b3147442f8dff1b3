import { ALICE, startSetGateway, type SetGateway } from './set-test-gateway';

/**
 * Bad input of every kind gets a 4xx in the api-commons shape: never a 5xx, never a stack trace.
 * Bodies and parameters are drawn from a seeded generator, so a failure can be run again.
 */
describe('User Sets API under bad input', () => {
  let gw: SetGateway;
  let setId: number;
  let logLines: string[];

  beforeAll(async () => {
    logLines = [];
    gw = await startSetGateway({ logLines });
    setId = await gw.createSet(ALICE);
  });

  afterAll(async () => {
    await gw.close();
  });

  const expectClientError = (what: string, res: { status: number; body: unknown }) => {
    expect([what, res.status >= 400 && res.status < 500]).toEqual([what, true]);
    const text = JSON.stringify(res.body);
    expect([what, text.includes('    at ')]).toEqual([what, false]);
    expect(res.body).toMatchObject({ type: 'ErrorResponse', success: false, status: res.status });
  };

  const BAD_BODIES: unknown[] = [
    'null',
    '1',
    '"text"',
    'true',
    '[]',
    '[[]]',
    '{',
    '{"title":',
    '\u0000',
    { title: 'not a map' },
    { title: ['en', 'x'] },
    { title: {} },
    { title: { en: '' } },
    { title: { en: 5 } },
    { title: { en: ['a'] } },
    { title: { 'not a language': 'x' } },
    { title: { en: 'x'.repeat(301) } },
    { title: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`l${i}a`, 'x'])) },
    { title: { en: 'x' }, description: 'text' },
    { title: { en: 'x' }, description: { en: 'x'.repeat(4001) } },
    { title: { en: 'x' }, type: 'Gallery' },
    { title: { en: 'x' }, type: 7 },
    { title: { en: 'x' }, type: 'DynamicCollection' },
    { title: { en: 'x' }, visibility: 'secret' },
    { title: { en: 'x' }, visibility: null },
    { title: { en: 'x' }, items: '/100/a' },
    { title: { en: 'x' }, items: ['100/a'] },
    { title: { en: 'x' }, items: [{ id: '/100/a' }] },
    { title: { en: 'x' }, items: Array.from({ length: 1001 }, (_, i) => `/1/i${i}`) },
    { title: { en: 'x' }, subject: ['http://data.europeana.eu/agent/1'] },
    { title: { en: 'x' }, __proto__: { polluted: true }, constructor: 'x' },
  ];
  const BAD_ITEM_LISTS: unknown[] = [
    'null',
    '{}',
    '"/100/a"',
    '[]',
    '[1]',
    '[null]',
    '["/100/a b"]',
    '["/abc/def"]',
    '["/100/"]',
    `["/100/${'x'.repeat(300)}"]`,
    JSON.stringify(Array.from({ length: 1001 }, (_, i) => `/1/i${i}`)),
    '[',
  ];

  it('answers bad set bodies with 4xx on create and update', async () => {
    for (const body of BAD_BODIES) {
      for (const [method, path] of [
        ['POST', '/set/'],
        ['PUT', `/set/${setId}`],
      ] as const) {
        const what = `${method} ${JSON.stringify(body).slice(0, 60)}`;
        expectClientError(what, await gw.call(method, path, { user: ALICE, body }));
      }
    }
  });

  it('answers bad item lists with 4xx', async () => {
    for (const body of BAD_ITEM_LISTS) {
      for (const method of ['PUT', 'DELETE']) {
        const what = `${method} ${String(body).slice(0, 60)}`;
        expectClientError(
          what,
          await gw.call(method, `/set/${setId}/items`, { user: ALICE, body }),
        );
      }
    }
  });

  it('answers other content types with 415 and bodies over the limit with 413', async () => {
    const form = await gw.call('POST', '/set/', {
      user: ALICE,
      body: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expectClientError('form', form);
    const huge = await gw.call('PUT', `/set/${setId}/items`, {
      user: ALICE,
      body: JSON.stringify(Array.from({ length: 30_000 }, (_, i) => `/1/item${i}`)),
    });
    expect(huge.status).toBe(413);
    expectClientError('huge', huge);
  });

  it('answers bad ids and parameters with 4xx', async () => {
    const paths = [
      '/set/abc',
      '/set/-1',
      '/set/1.5',
      '/set/1.xml',
      `/set/${'9'.repeat(30)}`,
      '/set/%00',
      '/set/%E0%A4%A',
      `/set/${setId}?page=-1`,
      `/set/${setId}?page=1e3`,
      `/set/${setId}?page=${'9'.repeat(40)}`,
      `/set/${setId}?pageSize=1&pageSize=2`,
      `/set/${setId}?profile=items&profile=meta`,
      `/set/${setId}?sort=modified`,
      `/set/${setId}/abc/def`,
      `/set/${setId}/1/a-b`,
      `/set/${setId}/search?query=*&qf=item:x`,
      `/set/${setId}/search?query=*&page=0`,
      '/set/search?query=creator:%22%22',
      `/set/search?query=*&qf=${encodeURIComponent('creator:a b c:d')}`,
      '/set/search?query=%22',
    ];
    for (const path of paths) expectClientError(path, await gw.call('GET', path, { user: ALICE }));
    for (const query of [
      'position=-1',
      'position=first',
      'position=1&position=2',
      'position=1001',
    ]) {
      const path = `/set/${setId}/100/painting_a?${query}`;
      expectClientError(path, await gw.call('PUT', path, { user: ALICE }));
    }
  });

  it('never answers 5xx to random bodies and parameters', async () => {
    let seed = 20250131;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const atoms: unknown[] = [
      null,
      0,
      -1,
      1e308,
      '',
      'x',
      '/100/painting_a',
      'published',
      'Collection',
      'BookmarkFolder',
      [],
      {},
      { en: 'x' },
      { en: ['x'] },
      ['/100/painting_a'],
      true,
    ];
    const keys = ['type', 'title', 'description', 'visibility', 'items', 'id', 'creator', 'x'];
    const randomValue = (depth: number): unknown => {
      if (depth > 2 || random() < 0.5) return pick(atoms);
      if (random() < 0.5)
        return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 5) }, () => [
          pick(keys),
          randomValue(depth + 1),
        ]),
      );
    };
    const params = ['page', 'pageSize', 'profile', 'position', 'issued', 'query', 'qf', 'sort'];
    const values = ['', '0', '1', '-5', '100', 'pin', 'items.meta', '*', 'a:b', '%', '"', '(x'];
    const paths = [
      '/set/',
      `/set/${setId}`,
      `/set/${setId}/items`,
      `/set/${setId}/100/painting_a`,
      `/set/${setId}/publish`,
      '/set/search',
      `/set/${setId}/search`,
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const query = Array.from(
        { length: Math.floor(random() * 3) },
        () => `${pick(params)}=${encodeURIComponent(pick(values))}`,
      ).join('&');
      const method = pick(['GET', 'PUT', 'POST', 'DELETE']);
      const path = `${pick(paths)}${query ? `?${query}` : ''}`;
      const body = method === 'GET' ? undefined : randomValue(0);
      const res = await gw.call(method, path, {
        user: ALICE,
        ...(body !== undefined ? { body } : {}),
      });
      const what = `${method} ${path} ${JSON.stringify(body)}`;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect([what, res.status < 500]).toEqual([what, true]);
      if (res.status >= 400) expectClientError(what, res);
    }
    // The draws reach the handlers' successful paths too, not only their first check.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400]));
    expect(logLines.filter((line) => line.startsWith('error'))).toEqual([]);
  });
});
