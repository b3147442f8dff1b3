/* eslint-disable @typescript-eslint/no-explicit-any -- the tests walk arbitrary JSON documents */
import { museumEntityUri } from '../../convert/museum-entity';
import { qs, startGateway, type GatewayFixture } from '../../test-support/gateway-fixture';
import {
  ImportFolder,
  museumItemId,
  museumItemLine,
  type MuseumProvider,
} from '../../test-support/museum-import';
import { CMOA_FRANCE, TATE_FRANCE } from '../../test-support/museum-lines';

const KEPT = museumEntityUri('place', CMOA_FRANCE.id);
const MERGED = museumEntityUri('place', TATE_FRANCE.id);
const number = (uri: string): string => uri.slice(uri.lastIndexOf('/') + 1);

const item = (provider: MuseumProvider, n: number) =>
  museumItemLine(provider, n, { places: ['France'] });

describe('Entity API for a place both museums describe with the same label', () => {
  let folder: ImportFolder;
  let gw: GatewayFixture;

  beforeAll(async () => {
    folder = new ImportFolder('gateway-merged-places-');
    gw = await startGateway({
      files: [
        folder.write('items.ndjson', [item('tate', 1), item('cmoa', 2)]),
        folder.write('entities.ndjson', [CMOA_FRANCE, TATE_FRANCE]),
      ],
    });
  });
  afterAll(async () => {
    await gw.close();
    folder.remove();
  });

  const manual = (p: string) => fetch(`${gw.server.url}${p}`, { redirect: 'manual' });

  it('suggests the place once', async () => {
    const { body } = await gw.get('/entity/suggest?text=france&type=place');
    expect(body.items.map((i: any) => i.id)).toEqual([KEPT]);
  });

  it('counts the items of both museums on the kept place, which they link', async () => {
    const { status, body } = await gw.get(`/entity/place/${number(KEPT)}.json`);
    expect(status).toBe(200);
    expect(body.id).toBe(KEPT);
    expect(body.isAggregatedBy.recordCount).toBe(2);
    expect(body.identifier).toEqual([CMOA_FRANCE.id, TATE_FRANCE.id]);
    const total = async (qf: string) =>
      (await gw.get(`/record/v2/search.json?${qs({ rows: 0, query: '*:*', qf })}`)).body
        .totalResults as number;
    expect(await total(`edm_place:"${KEPT}"`)).toBe(2);
    expect(await total(`edm_place:"${MERGED}"`)).toBe(0);
    const record = await gw.get(`/record/v2${museumItemId('tate', 1)}.json`);
    expect(record.body.object.proxies[0].dctermsSpatial.def).toEqual([KEPT]);
  });

  it('answers the merged-away URI with a 301 to the kept place', async () => {
    const json = await manual(`/entity/place/${number(MERGED)}.json?lang=en`);
    expect(json.status).toBe(301);
    expect(json.headers.get('location')).toBe(
      `http://gateway.test/entity/place/${number(KEPT)}.json?lang=en`,
    );
    const resolved = await manual(`/entity/resolve?uri=${encodeURIComponent(TATE_FRANCE.id)}`);
    expect(resolved.status).toBe(301);
    expect(resolved.headers.get('location')).toBe(
      `http://gateway.test/entity/place/${number(KEPT)}.json`,
    );
  });
});
