import fs from 'node:fs';
import path from 'node:path';
import { startGateway, type GatewayFixture } from '../../test-support/gateway-fixture';
import { jsonType } from '../../test-support/json-shape';
import { EUROPEANA_SAMPLES } from '../../test-support/shared-data';

const samples = fs
  .readdirSync(EUROPEANA_SAMPLES)
  .filter((f) => f.startsWith('record_'))
  .map((f) => path.join(EUROPEANA_SAMPLES, f));
const reference = JSON.parse(
  fs.readFileSync(path.join(EUROPEANA_SAMPLES, 'search_all_12items.json'), 'utf8'),
) as {
  items: Array<Record<string, unknown>>;
  facets: Array<{ name: string; fields: Array<{ label: string; count: number }> }>;
};

/** Each key of the reference items with the JSON types it takes there. */
const referenceTypes = new Map<string, Set<string>>();
for (const item of reference.items) {
  for (const [key, value] of Object.entries(item)) {
    const types = referenceTypes.get(key) ?? new Set<string>();
    types.add(jsonType(value));
    referenceTypes.set(key, types);
  }
}
/** Rich-view fields the reference page happens not to use (contract §1). */
const DOCUMENTED_EXTRA = new Set([
  'dcLanguage',
  'dcLanguageLangAware',
  'dctermsIsPartOf',
  'edmAgent',
  'edmAgentLabel',
  'edmAgentLabelLangAware',
  'edmConceptBroaderTerm',
  'edmConceptBroaderLabel',
  'edmPlaceAltLabel',
  'edmTimespanBegin',
  'edmTimespanEnd',
  'edmLandingPage',
  'organizations',
  'timestamp',
]);

/** A type is compatible when it equals a reference type, or is an array of the same element kind. */
function compatible(actual: string, expected: Set<string>): boolean {
  if (expected.has(actual)) return true;
  const inner = /^array<(.+)>$/.exec(actual)?.[1];
  return (
    inner !== undefined && [...expected].some((e) => e.startsWith('array<') && e.includes(inner))
  );
}

describe('Search API against the real search.json structure', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway({ files: samples });
  });
  afterAll(() => gw.close());

  it('answers *:* with every imported record, in the response envelope of the reference', async () => {
    const res = await gw.get('/record/search.json?query=*:*&profile=rich&rows=12&wskey=abc');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      apikey: 'abc',
      success: true,
      itemsCount: 4,
      totalResults: 4,
    });
    expect(typeof res.body.requestNumber).toBe('number');
  });

  it('gives items the structure of the reference items (same keys, same JSON types)', async () => {
    const res = await gw.get('/record/v2/search.json?query=*:*&profile=rich&rows=12&wskey=abc');
    for (const item of res.body.items as Array<Record<string, unknown>>) {
      expect(Object.keys(item)).toEqual([...Object.keys(item)].sort());
      for (const [key, value] of Object.entries(item)) {
        const expected = referenceTypes.get(key);
        if (expected)
          expect({
            key,
            ok: compatible(jsonType(value), expected),
            type: jsonType(value),
          }).toMatchObject({ key, ok: true });
        else expect(DOCUMENTED_EXTRA.has(key) ? key : `undocumented: ${key}`).toBe(key);
      }
      for (const key of [
        'id',
        'type',
        'title',
        'dcTitleLangAware',
        'guid',
        'link',
        'score',
        'provider',
        'dataProvider',
        'timestamp_created',
        'timestamp_update_epoch',
      ]) {
        expect(item).toHaveProperty(key);
      }
      expect(item.link).toBe(`http://gateway.test/record/v2${String(item.id)}.json?wskey=abc`);
      expect(String((item.edmPreview as string[])[0])).toMatch(
        /^http:\/\/gateway\.test\/thumbnail\/v2\/url\.json\?uri=http/,
      );
    }
  });

  it.each(['minimal', 'standard'])(
    "builds %s items' link and edmPreview on the host the portal's proxy forwards",
    async (profile) => {
      const res = await gw.get(`/record/search.json?query=*:*&rows=1&profile=${profile}`, {
        'X-Forwarded-Host': 'portal.example',
      });
      expect(res.headers.get('vary')).toContain('X-Forwarded-Host');
      const [item] = res.body.items as Array<Record<string, unknown>>;
      expect(item!.link).toBe(`http://portal.example/api/record/v2${String(item!.id)}.json`);
      expect(String((item!.edmPreview as string[])[0])).toMatch(
        /^http:\/\/portal\.example\/api\/thumbnail\/v2\/url\.json\?uri=http/,
      );
    },
  );

  it('keeps minimal items to the BriefView fields', async () => {
    const res = await gw.get('/record/search.json?query=*:*&profile=minimal');
    const allowed = new Set([
      'id',
      'type',
      'title',
      'dcTitleLangAware',
      'dcDescription',
      'dcDescriptionLangAware',
      'dcCreator',
      'dcCreatorLangAware',
      'dataProvider',
      'provider',
      'rights',
      'year',
      'language',
      'edmIsShownBy',
      'edmIsShownAt',
      'edmPreview',
      'link',
      'guid',
      'score',
      'europeanaCompleteness',
      'edmPlaceLatitude',
      'edmPlaceLongitude',
    ]);
    for (const item of res.body.items)
      for (const key of Object.keys(item)) expect(allowed).toContain(key);
  });

  it('returns facets in the reference shape', async () => {
    const res = await gw.get(
      '/record/search.json?query=*:*&profile=facets&facet=TYPE,COUNTRY,LANGUAGE,PROVIDER,DATA_PROVIDER,RIGHTS,REUSABILITY,MIME_TYPE,COLOURPALETTE&rows=0',
    );
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
    const names = (res.body.facets as typeof reference.facets).map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'TYPE',
        'COUNTRY',
        'DATA_PROVIDER',
        'RIGHTS',
        'MIME_TYPE',
        'COLOURPALETTE',
      ]),
    );
    for (const facet of res.body.facets as typeof reference.facets) {
      expect(Object.keys(facet).sort()).toEqual(Object.keys(reference.facets[0]!).sort());
      for (const field of facet.fields)
        expect(Object.keys(field).sort()).toEqual(['count', 'label']);
    }
    const type = (res.body.facets as typeof reference.facets).find((f) => f.name === 'TYPE')!;
    expect(type.fields).toEqual([{ label: 'IMAGE', count: 4 }]);
    const country = (res.body.facets as typeof reference.facets).find((f) => f.name === 'COUNTRY')!;
    expect(country.fields.map((f) => f.label).sort()).toEqual(['Belgium', 'Europe', 'Hungary']);
  });

  it('finds records by text in any of their languages and by facet values', async () => {
    const german = await gw.get('/record/search.json?query=Hammerfl%C3%BCgel&profile=minimal');
    expect(german.body.items.map((i: { id: string }) => i.id)).toEqual(['/09102/_GNM_693983']);
    const noDiacritics = await gw.get('/record/search.json?query=hammerflugel');
    expect(noDiacritics.body.totalResults).toBe(1);
    const entityLabel = await gw.get('/record/search.json?query=what:Druckgrafik');
    expect(entityLabel.body.items.map((i: { id: string }) => i.id)).toEqual([
      '/2026110/Partage_Plus_ProvidedCHO_Museum_of_Applied_Arts__Budapest_7339',
    ]);
    const byCountry = await gw.get('/record/search.json?query=*:*&qf=COUNTRY:belgium');
    expect(byCountry.body.totalResults).toBe(1);
  });
});
