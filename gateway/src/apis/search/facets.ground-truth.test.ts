import fs from 'node:fs';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { startGateway, qs, type GatewayFixture } from '../../test-support/gateway-fixture';
import { sharedFile } from '../../test-support/shared-data';

const SAMPLE = sharedFile('items-sample.ndjson.gz');
/** An item has media when it names a main image or additional images (museum image rights apply). */
const HAS_IMAGE =
  "(json_extract(j, '$.image_url') IS NOT NULL OR coalesce(json_array_length(j, '$.additional_images'), 0) > 0)";
const FIRST_IMAGE_COPYRIGHT =
  "CASE WHEN json_extract(j, '$.image_url') IS NOT NULL THEN json_extract(j, '$.image_copyright') ELSE json_extract(j, '$.additional_images[0].copyright') END";
type Field = { label: string; count: number };

/**
 * Facet counts of the Search API checked against plain SQL over the raw sample lines (json_extract
 * on the source fields, no gateway code involved): the store, the facet index and the counting
 * must agree with the data for every field mapped from the museum records.
 */
describe('facet counts against a SQL ground truth over items-sample', () => {
  let gw: GatewayFixture;
  let raw: Database.Database;

  beforeAll(async () => {
    gw = await startGateway({ files: [SAMPLE] });
    raw = new Database(':memory:');
    raw.exec('CREATE TABLE raw (j TEXT NOT NULL)');
    const insert = raw.prepare('INSERT INTO raw (j) VALUES (?)');
    const lines = zlib
      .gunzipSync(fs.readFileSync(SAMPLE))
      .toString('utf8')
      .split('\n')
      .filter(Boolean);
    raw.transaction(() => lines.forEach((line) => insert.run(line)))();
  }, 60_000);
  afterAll(async () => {
    raw.close();
    await gw.close();
  });

  const expressions: Record<string, string> = {
    TYPE: "CASE WHEN json_extract(j, '$.edm_type') = 'VIDEO' THEN 'VIDEO' ELSE 'IMAGE' END",
    COUNTRY: "json_extract(j, '$.country')",
    DATA_PROVIDER: "json_extract(j, '$.data_provider')",
    PROVIDER: "json_extract(j, '$.provider')",
    LANGUAGE: "json_extract(j, '$.language')",
    MEDIA: `CASE WHEN ${HAS_IMAGE} THEN 'true' ELSE 'false' END`,
    // The first image's: in copyright where the museum names a holder, else undetermined.
    RIGHTS: `CASE WHEN ${HAS_IMAGE} THEN (CASE WHEN trim(coalesce(${FIRST_IMAGE_COPYRIGHT}, '')) <> '' THEN 'http://rightsstatements.org/vocab/InC/1.0/' ELSE 'http://rightsstatements.org/vocab/UND/1.0/' END) ELSE json_extract(j, '$.rights_metadata') END`,
    REUSABILITY: `CASE WHEN ${HAS_IMAGE} THEN 'permission' ELSE 'open' END`,
    'proxy_dc_type.en': "json_extract(j, '$.classification')",
    'proxy_dcterms_medium.en': "json_extract(j, '$.medium')",
  };

  function truth(expression: string, where = '1'): Field[] {
    return raw
      .prepare(
        `SELECT v AS label, count(*) AS count FROM (SELECT trim(${expression}) AS v FROM raw WHERE ${where})
         WHERE v IS NOT NULL AND trim(v) != '' GROUP BY v ORDER BY count DESC, label`,
      )
      .all() as Field[];
  }

  function creatorTruth(): Field[] {
    return raw
      .prepare(
        `SELECT label, count(DISTINCT item) AS count FROM (
           SELECT raw.rowid AS item,
             CASE WHEN json_extract(c.value, '$.role') IS NOT NULL AND json_extract(c.value, '$.role') != 'artist'
               THEN json_extract(c.value, '$.role') || ' ' || json_extract(c.value, '$.name')
               ELSE json_extract(c.value, '$.name') END AS label
           FROM raw, json_each(raw.j, '$.creators') c)
         WHERE label IS NOT NULL GROUP BY label ORDER BY count DESC, label`,
      )
      .all() as Field[];
  }

  function yearTruth(): Field[] {
    return raw
      .prepare(
        `WITH RECURSIVE years(item, year, last) AS (
           SELECT rowid, json_extract(j, '$.year_start'),
             CASE WHEN json_extract(j, '$.year_end') >= json_extract(j, '$.year_start')
                   AND json_extract(j, '$.year_end') - json_extract(j, '$.year_start') <= 50
               THEN json_extract(j, '$.year_end') ELSE json_extract(j, '$.year_start') END
           FROM raw WHERE json_extract(j, '$.year_start') IS NOT NULL
           UNION ALL SELECT item, year + 1, last FROM years WHERE year < last)
         SELECT CAST(year AS TEXT) AS label, count(DISTINCT item) AS count FROM years GROUP BY year ORDER BY count DESC, label`,
      )
      .all() as Field[];
  }

  async function facet(name: string, extra: Record<string, string> = {}): Promise<Field[]> {
    const query = qs({
      query: '*:*',
      profile: 'facets',
      rows: 0,
      facet: name,
      [`f.${name}.facet.limit`]: 100000,
      ...extra,
    });
    const res = await gw.get(`/record/search.json?${query}`);
    expect(res.status).toBe(200);
    return (
      (res.body.facets as Array<{ name: string; fields: Field[] }>).find((f) => f.name === name)
        ?.fields ?? []
    );
  }

  it('imported the whole sample', () => {
    expect(gw.store.items.count()).toBe(raw.prepare('SELECT count(*) FROM raw').pluck().get());
  });

  it.each(Object.keys(expressions))('%s over all items', async (name) => {
    expect(await facet(name)).toEqual(truth(expressions[name]!));
  });

  it('CREATOR over all items', async () => {
    expect(await facet('CREATOR')).toEqual(creatorTruth());
  });

  it('YEAR over all items', async () => {
    expect(await facet('YEAR')).toEqual(yearTruth());
  });

  it.each(['TYPE', 'DATA_PROVIDER', 'proxy_dc_type.en'])(
    '%s with a qf filter on COUNTRY',
    async (name) => {
      const where = "json_extract(j, '$.country') = 'United Kingdom'";
      expect(await facet(name, { qf: 'COUNTRY:"United Kingdom"' })).toEqual(
        truth(expressions[name]!, where),
      );
    },
  );

  it('TYPE with a filter combining OR and NOT', async () => {
    const where = `json_extract(j, '$.country') = 'United States' AND NOT ${HAS_IMAGE}`;
    expect(await facet('TYPE', { qf: 'COUNTRY:"United States" NOT MEDIA:true' })).toEqual(
      truth(expressions.TYPE!, where),
    );
  });

  it('pages facet values with f.<FACET>.facet.offset and limit', async () => {
    const all = truth(expressions['proxy_dcterms_medium.en']!);
    const page = await facet('proxy_dcterms_medium.en', {
      'f.proxy_dcterms_medium.en.facet.limit': '7',
      'f.proxy_dcterms_medium.en.facet.offset': '5',
    });
    expect(page).toEqual(all.slice(5, 12));
  });

  it('totalResults of filters match the ground truth', async () => {
    const res = await gw.get(
      `/record/search.json?${qs({ query: 'MEDIA:false', qf: 'TYPE:IMAGE', rows: 0 })}`,
    );
    const expected = raw
      .prepare(
        `SELECT count(*) FROM raw WHERE NOT ${HAS_IMAGE} AND coalesce(json_extract(j, '$.edm_type'), 'IMAGE') != 'VIDEO'`,
      )
      .pluck()
      .get();
    expect(res.body.totalResults).toBe(expected);
  });
});
