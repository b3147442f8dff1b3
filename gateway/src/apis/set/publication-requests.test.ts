import { ALICE, BOB, PUBLISHER, startSetGateway, type SetGateway } from './set-test-gateway';

const FIFTEEN = Array.from({ length: 15 }, (_, i) => `/100/work_${i + 1}`);

/** Asking for a gallery to be published, and editors' review (spec §4, decision 0026). */
describe('publication requests', () => {
  let gw: SetGateway;
  beforeAll(async () => {
    gw = await startSetGateway();
  });
  afterAll(async () => {
    await gw.close();
  });

  const publishable = async (body: Record<string, unknown> = {}) => {
    const id = await gw.createSet(ALICE, {
      description: { en: 'Portraits of the seventeenth century.' },
      items: FIFTEEN,
      ...body,
    });
    return id;
  };

  it('the creator asks once; the editors see it, oldest first, until it is published', async () => {
    const first = await publishable();
    const second = await publishable();
    const asked = await gw.call('PUT', `/set/${first}/publication-request`, { user: ALICE });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      type: 'PublicationRequest',
      set: `http://data.europeana.eu/set/${first}`,
    });
    const again = await gw.call('PUT', `/set/${first}/publication-request`, { user: ALICE });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(asked.body);
    await gw.call('PUT', `/set/${second}/publication-request`, { user: ALICE });

    expect(
      (await gw.call('GET', `/set/${first}/publication-request`, { user: ALICE })).status,
    ).toBe(200);
    const queue = await gw.call('GET', '/set/publication-requests', { user: PUBLISHER });
    expect(queue.status).toBe(200);
    const page = queue.body as {
      partOf: { total: number };
      items: Array<{ id: string; total: number; publicationRequest: { requested: string } }>;
    };
    expect(page.items.map((set) => set.id)).toEqual([
      `http://data.europeana.eu/set/${first}`,
      `http://data.europeana.eu/set/${second}`,
    ]);
    expect(page.items[0]).toMatchObject({ total: 15, title: { en: 'A gallery' } });
    expect(page.items[0]!.publicationRequest.requested).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Publishing ends the request; so does making the gallery private.
    expect((await gw.call('PUT', `/set/${first}/publish`, { user: PUBLISHER })).status).toBe(200);
    await gw.call('PUT', `/set/${second}`, {
      user: ALICE,
      body: { type: 'Collection', title: { en: 'A gallery' }, visibility: 'private' },
    });
    for (const id of [first, second]) {
      const read = await gw.call('GET', `/set/${id}/publication-request`, { user: ALICE });
      expect(read.status).toBe(204);
    }
    const empty = await gw.call('GET', '/set/publication-requests', { user: PUBLISHER });
    expect((empty.body as { partOf: { total: number } }).partOf.total).toBe(0);
  });

  it('refuses a gallery that is not ready, saying what it lacks', async () => {
    const bare = await gw.createSet(ALICE, { items: ['/100/work_1'] });
    const answer = await gw.call('PUT', `/set/${bare}/publication-request`, { user: ALICE });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(
      /needs a description, at least 15 items \(it has 1\) to be published/,
    );
    const hidden = await publishable({ visibility: 'private' });
    const privateAnswer = await gw.call('PUT', `/set/${hidden}/publication-request`, {
      user: ALICE,
    });
    expect(privateAnswer.status).toBe(400);
    expect(JSON.stringify(privateAnswer.body)).toMatch(/make it public/);
  });

  it('lets the creator withdraw and an editor decline; no one else', async () => {
    const id = await publishable();
    const path = `/set/${id}/publication-request`;
    await gw.call('PUT', path, { user: ALICE });
    expect((await gw.call('GET', path, { user: BOB })).status).toBe(403);
    expect((await gw.call('DELETE', path, { user: BOB })).status).toBe(403);
    expect((await gw.call('PUT', path, { user: BOB })).status).toBe(403);
    expect((await gw.call('GET', path)).status).toBe(401);
    expect((await gw.call('GET', path, { user: PUBLISHER })).status).toBe(200);
    expect((await gw.call('DELETE', path, { user: PUBLISHER })).status).toBe(204);
    expect((await gw.call('DELETE', path, { user: ALICE })).status).toBe(404);
    await gw.call('PUT', path, { user: ALICE });
    expect((await gw.call('DELETE', path, { user: ALICE })).status).toBe(204);
  });

  it('keeps the queue to editors, and answers bad paths and methods clearly', async () => {
    expect((await gw.call('GET', '/set/publication-requests')).status).toBe(401);
    expect((await gw.call('GET', '/set/publication-requests', { user: BOB })).status).toBe(403);
    expect((await gw.call('POST', '/set/publication-requests', { user: PUBLISHER })).status).toBe(
      405,
    );
    expect(
      (await gw.call('GET', '/set/publication-requests?page=0', { user: PUBLISHER })).status,
    ).toBe(400);
    expect((await gw.call('PUT', '/set/abc/publication-request', { user: ALICE })).status).toBe(
      400,
    );
    expect((await gw.call('PUT', '/set/99999/publication-request', { user: ALICE })).status).toBe(
      404,
    );
    const id = await publishable();
    expect((await gw.call('POST', `/set/${id}/publication-request`, { user: ALICE })).status).toBe(
      405,
    );
  });

  it('ends with its gallery', async () => {
    const id = await publishable();
    await gw.call('PUT', `/set/${id}/publication-request`, { user: ALICE });
    expect((await gw.call('DELETE', `/set/${id}`, { user: ALICE })).status).toBe(204);
    const queue = await gw.call('GET', '/set/publication-requests', { user: PUBLISHER });
    expect(JSON.stringify(queue.body)).not.toContain(`/set/${id}"`);
  });
});
