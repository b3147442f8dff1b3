/* eslint-disable @typescript-eslint/no-explicit-any -- the tests walk arbitrary JSON documents */
import { museumEntityUri } from '../../convert/museum-entity';
import { qs, startGateway, type GatewayFixture } from '../../test-support/gateway-fixture';
import {
  ImportFolder,
  museumItemId,
  museumItemLine,
  type MuseumProvider,
} from '../../test-support/museum-import';
import { CMOA_MIRO, TATE_MIRO } from '../../test-support/museum-lines';

const KEPT = museumEntityUri('agent', CMOA_MIRO.id);
const MERGED = museumEntityUri('agent', TATE_MIRO.id);
const number = (uri: string): string => uri.slice(uri.lastIndexOf('/') + 1);

const item = (provider: MuseumProvider, n: number, creatorId: string) =>
  museumItemLine(provider, n, { creators: [{ id: creatorId, name: 'Joan Miró', role: 'artist' }] });

describe('Entity API for an agent both museums describe', () => {
  let folder: ImportFolder;
  let gw: GatewayFixture;

  beforeAll(async () => {
    folder = new ImportFolder('gateway-merged-agents-');
    gw = await startGateway({
      files: [
        folder.write('items.ndjson', [
          item('tate', 1, TATE_MIRO.id),
          item('cmoa', 2, CMOA_MIRO.id),
        ]),
        folder.write('entities.ndjson', [CMOA_MIRO, TATE_MIRO]),
      ],
    });
  });
  afterAll(async () => {
    await gw.close();
    folder.remove();
  });

  const manual = (p: string) => fetch(`${gw.server.url}${p}`, { redirect: 'manual' });

  it('suggests the person once', async () => {
    const { body } = await gw.get('/entity/suggest?text=miro&type=agent');
    expect(body.items.map((i: any) => i.id)).toEqual([KEPT]);
  });

  it('counts the items of both museums on the kept entity', async () => {
    const { status, body } = await gw.get(`/entity/agent/${number(KEPT)}.json`);
    expect(status).toBe(200);
    expect(body.id).toBe(KEPT);
    expect(body.isAggregatedBy.recordCount).toBe(2);
    expect(body.identifier).toEqual([CMOA_MIRO.id, TATE_MIRO.id]);
  });

  it('finds both museums’ items by the kept agent and by creator', async () => {
    const total = async (params: Record<string, string>) =>
      (await gw.get(`/record/v2/search.json?${qs({ rows: 0, ...params })}`)).body
        .totalResults as number;
    expect(await total({ query: '*:*', qf: `edm_agent:"${KEPT}"` })).toBe(2);
    expect(await total({ query: '*:*', qf: `edm_agent:"${MERGED}"` })).toBe(0);
    expect(await total({ query: 'who:miro' })).toBe(2);
    const record = await gw.get(`/record/v2${museumItemId('tate', 1)}.json`);
    expect(record.body.object.proxies[0].dcCreator.def).toEqual([KEPT]);
  });

  it('answers the merged-away URI with a 301 to the kept entity, in the format asked for', async () => {
    const json = await manual(`/entity/agent/${number(MERGED)}.json?lang=en`);
    expect(json.status).toBe(301);
    expect(json.headers.get('location')).toBe(
      `http://gateway.test/entity/agent/${number(KEPT)}.json?lang=en`,
    );
    const ld = await manual(`/entity/agent/base/${number(MERGED)}.jsonld`);
    expect(ld.status).toBe(301);
    expect(ld.headers.get('location')).toBe(
      `http://gateway.test/entity/agent/${number(KEPT)}.jsonld`,
    );
    const resolved = await manual(`/entity/resolve?uri=${encodeURIComponent(TATE_MIRO.id)}`);
    expect(resolved.status).toBe(301);
    expect(resolved.headers.get('location')).toBe(
      `http://gateway.test/entity/agent/${number(KEPT)}.json`,
    );
  });
});
