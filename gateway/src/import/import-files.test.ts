import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { EUROPEANA_SAMPLES } from '../test-support/shared-data';
import { tsWorkerScript } from '../test-support/ts-worker-script';
import { facetValueToken } from '../store/facet-tokens';
import { openStore } from '../store/store';
import { convertBatch, type InputUnit } from './batch-importer';
import { GroupedCommits } from './grouped-commits';
import { ImportAborted, importFiles, units } from './import-files';
import { MAX_LINE_BYTES, detectFormat, openInput } from './input';

const museumItem = (id: number, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    id: `tate:artwork/${id}`,
    source_id: id,
    accession_number: `A${id}`,
    title: `Work ${id}`,
    creators: [{ id: 'tate:artist/38', name: 'Robert Blake', role: 'artist', birth_year: 1762 }],
    subjects: ['kneeling'],
    subject_ids: ['tate:subject/272'],
    year_start: 1780,
    timespan_id: 'timespan:century/18',
    edm_type: 'IMAGE',
    image_url: `http://example.org/${id}.jpg`,
    data_provider: 'Tate',
    data_provider_id: 'org:tate',
    provider: 'tategallery/collection (GitHub)',
    country: 'United Kingdom',
    language: 'en',
    rights_metadata: 'http://creativecommons.org/publicdomain/zero/1.0/',
    ...extra,
  });

const RDF = `<?xml version="1.0" encoding="UTF-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:edm="http://www.europeana.eu/schemas/edm/"
  xmlns:ore="http://www.openarchives.org/ore/terms/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:skos="http://www.w3.org/2004/02/skos/core#" xmlns:ebucore="http://www.ebu.ch/metadata/ontologies/ebucore/ebucore#">
  <edm:ProvidedCHO rdf:about="http://data.europeana.eu/item/2048/rdf_1"/>
  <edm:WebResource rdf:about="http://example.org/rdf.jpg"><ebucore:hasMimeType>image/jpeg</ebucore:hasMimeType><ebucore:width>1200</ebucore:width><ebucore:height>900</ebucore:height></edm:WebResource>
  <edm:Agent rdf:about="http://example.org/agent/1"><skos:prefLabel xml:lang="en">Anna Example</skos:prefLabel><skos:prefLabel xml:lang="de">Anna Beispiel</skos:prefLabel></edm:Agent>
  <ore:Aggregation rdf:about="http://data.europeana.eu/aggregation/provider/2048/rdf_1">
    <edm:aggregatedCHO rdf:resource="http://data.europeana.eu/item/2048/rdf_1"/>
    <edm:dataProvider>RDF Museum</edm:dataProvider><edm:provider>RDF Aggregator</edm:provider>
    <edm:isShownBy rdf:resource="http://example.org/rdf.jpg"/>
    <edm:rights rdf:resource="http://creativecommons.org/publicdomain/zero/1.0/"/>
  </ore:Aggregation>
  <ore:Proxy rdf:about="http://data.europeana.eu/proxy/provider/2048/rdf_1">
    <ore:proxyFor rdf:resource="http://data.europeana.eu/item/2048/rdf_1"/>
    <dc:title xml:lang="en">Harbour at dawn</dc:title><dc:title xml:lang="fr">Port à l'aube</dc:title>
    <dc:creator rdf:resource="http://example.org/agent/1"/>
    <edm:type>IMAGE</edm:type><edm:europeanaProxy>false</edm:europeanaProxy>
  </ore:Proxy>
  <edm:EuropeanaAggregation rdf:about="http://data.europeana.eu/aggregation/europeana/2048/rdf_1">
    <edm:aggregatedCHO rdf:resource="http://data.europeana.eu/item/2048/rdf_1"/><edm:country>France</edm:country><edm:language>fr</edm:language>
  </edm:EuropeanaAggregation>
</rdf:RDF>
`;

describe('importFiles', () => {
  let dir: string;
  let dataDir: string;
  const file = (name: string, content: string | Buffer): string => {
    const full = path.join(dir, name);
    fs.writeFileSync(full, content);
    return full;
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-import-'));
    dataDir = path.join(dir, 'data');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps good records, reports bad ones with their line numbers, and detects gzip by magic bytes', async () => {
    const lines = [
      museumItem(1),
      '{not json',
      museumItem(2),
      '',
      JSON.stringify({ hello: 'world' }),
      museumItem(3, { source_id: null }),
    ];
    const gz = file('items.data', zlib.gzipSync(lines.join('\n')));
    const summary = await importFiles([gz], { dataDir, workers: 0 });
    expect(summary.items.inserted).toBe(2);
    expect(summary.errorCount).toBe(3);
    expect(summary.errors.map((e) => e.lineNo)).toEqual([2, 5, 6]);
    expect(summary.errors[0]!.message).toMatch(/invalid JSON/);
    expect(summary.errors[1]!.message).toMatch(/unrecognised record/);
  });

  it('takes a file with a bad or very long first line for NDJSON: one bad record, line 1', async () => {
    const good = [museumItem(1), museumItem(2), museumItem(3)].join('\n');
    const broken = file('broken.data', zlib.gzipSync(`{"id": "broken",\n${good}\n`));
    const long = file('long.data', `{"id": "x", "pad": "${'p'.repeat(300_000)}"\n${good}\n`);
    const summary = await importFiles([broken, long], { dataDir, workers: 0 });
    expect(summary.files.map((f) => f.format)).toEqual(['ndjson', 'ndjson']);
    expect(summary.items.inserted).toBe(3);
    expect(summary.items.unchanged).toBe(3);
    expect(summary.errors.map((e) => [path.basename(e.file), e.lineNo])).toEqual([
      ['broken.data', 1],
      ['long.data', 1],
    ]);
  });

  it('keeps the lines before a truncated gzip, reports the file as failed and goes on', async () => {
    const all = Array.from({ length: 400 }, (_, i) => museumItem(i + 1)).join('\n');
    const gz = zlib.gzipSync(all);
    const truncated = file('t.ndjson.gz', gz.subarray(0, Math.floor(gz.length / 2)));
    const good = file('good.ndjson', `${museumItem(1000)}\n`);
    const summary = await importFiles([truncated, good], { dataDir, workers: 0, batchSize: 50 });
    expect(summary.failures).toEqual([
      {
        file: truncated,
        message: expect.stringMatching(/truncated or corrupt gzip.*after line \d+/),
      },
    ]);
    expect(summary.files.map((f) => [path.basename(f.file), f.failure !== undefined])).toEqual([
      ['t.ndjson.gz', true],
      ['good.ndjson', false],
    ]);
    const kept = summary.files[0]!.items.inserted;
    expect(kept).toBeGreaterThan(50);
    expect(kept).toBeLessThan(400);
    expect(summary.files[1]!.items.inserted).toBe(1);
    expect(summary.errorCount).toBeLessThanOrEqual(1);
  });

  it('fails a file compressed twice or in UTF-16 with what to do, instead of a bad record per line', async () => {
    const line = `${museumItem(1)}\n`;
    const twice = file('twice.ndjson.gz', zlib.gzipSync(zlib.gzipSync(line)));
    const utf16 = file('utf16.ndjson', Buffer.from(`\uFEFF${line}`, 'utf16le'));
    const summary = await importFiles([twice, utf16], { dataDir, workers: 0 });
    expect(summary.failures.map((f) => [path.basename(f.file), f.message])).toEqual([
      [
        'twice.ndjson.gz',
        expect.stringMatching(/cannot read the file: the file is compressed twice/),
      ],
      ['utf16.ndjson', expect.stringMatching(/cannot read the file: the file is UTF-16/)],
    ]);
    expect(summary.errorCount).toBe(0);
  });

  it('keeps every record before data after the end of the gzip data, and notes it', async () => {
    const all = `${Array.from({ length: 400 }, (_, i) => museumItem(i + 1)).join('\n')}\n`;
    const name = file(
      'padded.ndjson.gz',
      Buffer.concat([zlib.gzipSync(all), Buffer.from('garbage trailing bytes\n')]),
    );
    const summary = await importFiles([name], { dataDir, workers: 0, batchSize: 50 });
    expect(summary.failures).toEqual([]);
    expect(summary.items.inserted).toBe(400);
    expect(summary.files[0]!.note).toBe('data after the end of the gzip data ignored');
  });

  it('says the records of a gzip that fails its checksum may be corrupt', async () => {
    const all = `${Array.from({ length: 20 }, (_, i) => museumItem(i + 1)).join('\n')}\n`;
    const stored = Buffer.from(zlib.gzipSync(all, { level: 0 }));
    stored[stored.indexOf('"title"') + 10]! ^= 1;
    const summary = await importFiles([file('flipped.ndjson.gz', stored)], { dataDir, workers: 0 });
    expect(summary.failures).toEqual([
      {
        file: expect.stringMatching(/flipped/),
        message: expect.stringMatching(
          /^corrupt gzip data \(the decoded data does not match the gzip checksum.*\) .*may hold corrupt values/,
        ),
      },
    ]);
  });

  it('skips a line longer than 32 MB as one bad record and imports the lines after it', async () => {
    const huge = Buffer.alloc(MAX_LINE_BYTES + 1000, 'x');
    const name = file('huge.ndjson', Buffer.concat([Buffer.from(`${museumItem(1)}\n`), huge]));
    fs.appendFileSync(name, `\n${museumItem(2)}\n`);
    const summary = await importFiles([name], { dataDir, workers: 0 });
    expect(summary.items.inserted).toBe(2);
    expect(summary.errors).toEqual([
      expect.objectContaining({ lineNo: 2, message: expect.stringMatching(/line too long/) }),
    ]);
  });

  it('counts an empty file or one of blank lines as no records and notes it, not as a bad record', async () => {
    const empty = file('empty.ndjson', '');
    const blank = file('blank.data', '\n  \n\n');
    const gz = file('blank.gz', zlib.gzipSync('\n\n'));
    const good = file('good.ndjson', `${museumItem(1)}\n\n`);
    const summary = await importFiles([empty, blank, gz, good], { dataDir, workers: 0 });
    expect(summary.errorCount).toBe(0);
    expect(summary.items.inserted).toBe(1);
    expect(summary.files.map((f) => [path.basename(f.file), f.note])).toEqual([
      ['empty.ndjson', 'empty file'],
      ['blank.data', 'empty file'],
      ['blank.gz', 'empty file'],
      ['good.ndjson', undefined],
    ]);
  });

  it('reports a file it cannot open as failed and imports the others', async () => {
    const good = file('good.ndjson', `${museumItem(1)}\n`);
    const missing = path.join(dir, 'gone.ndjson');
    const summary = await importFiles([missing, good], { dataDir, workers: 0 });
    expect(summary.failures).toEqual([
      { file: missing, message: expect.stringMatching(/cannot read the file/) },
    ]);
    expect(summary.items.inserted).toBe(1);
  });

  it('upserts by id: unchanged lines are skipped, changed ones update in place', async () => {
    const first = file('a.ndjson', `${museumItem(1)}\n${museumItem(2)}\n`);
    await importFiles([first], { dataDir, workers: 0 });
    const again = await importFiles([first], { dataDir, workers: 0 });
    expect(again.items).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    const changed = file('b.ndjson', museumItem(2, { title: 'Renamed work' }));
    const third = await importFiles([changed], { dataDir, workers: 0 });
    expect(third.items).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const store = openStore({ dataDir });
    expect(store.items.count()).toBe(2);
    const item = store.items.get(
      store.db
        .prepare("SELECT id FROM items WHERE search_json LIKE '%Renamed%'")
        .pluck()
        .get() as string,
    )!;
    expect(item.record.title).toEqual(['Renamed work']);
    expect(item.timestampUpdate).toBeGreaterThanOrEqual(item.timestampCreated);
    expect(store.db.prepare('SELECT count(*) FROM item_facets').pluck().get()).toBeGreaterThan(10);
    store.close();
  });

  it('counts an updated line as unchanged from its second import on, and keeps its update time', async () => {
    await importFiles([file('a.ndjson', `${museumItem(1)}\n${museumItem(2)}\n`)], {
      dataDir,
      workers: 0,
    });
    const changed = file('b.ndjson', museumItem(2, { title: 'Renamed work' }));
    const updateTime = () => {
      const store = openStore({ dataDir });
      try {
        return store.db
          .prepare("SELECT timestamp_update FROM items WHERE search_json LIKE '%Renamed%'")
          .pluck()
          .get() as number;
      } finally {
        store.close();
      }
    };
    expect((await importFiles([changed], { dataDir, workers: 0 })).items.updated).toBe(1);
    const updated = updateTime();
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (let run = 0; run < 2; run++) {
      const again = await importFiles([changed], { dataDir, workers: 0 });
      expect(again.items).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    }
    expect(updateTime()).toBe(updated);
  });

  it('notes an id repeated in the run with the line it replaces, and keeps the later record', async () => {
    const a = file(
      'a.ndjson',
      [museumItem(1), museumItem(2), museumItem(1, { title: 'Later' }), museumItem(2)].join('\n'),
    );
    const b = file('b.ndjson', `${museumItem(3)}\n${museumItem(1, { title: 'Latest' })}\n`);
    // Batches of two: the repeats are in other batches than the lines they replace.
    const summary = await importFiles([a, b], { dataDir, workers: 0, batchSize: 2 });
    const store = openStore({ dataDir });
    const ids = store.db.prepare('SELECT id FROM items ORDER BY item_key').pluck().all();
    const [one, two] = ids as string[];
    expect(ids).toHaveLength(3);
    expect(store.items.get(one!)!.record.title).toEqual(['Latest']);
    store.close();
    expect(summary.items).toEqual({ inserted: 3, updated: 2, unchanged: 1 });
    expect(summary.errorCount).toBe(0);
    expect(summary.errors).toEqual([]);
    expect(summary.repeatCount).toBe(3);
    expect(summary.repeats).toEqual([
      { file: a, lineNo: 3, message: `id ${one} repeats line 1; the later record is kept` },
      { file: a, lineNo: 4, message: `id ${two} repeats line 2; the later record is kept` },
      { file: b, lineNo: 2, message: `id ${one} repeats a.ndjson:3; the later record is kept` },
    ]);
    expect(summary.files.map((f) => [f.errors, f.repeats])).toEqual([
      [0, 2],
      [0, 1],
    ]);
    // Only repeats within one run: the rows a previous import stored are no repeats.
    const again = await importFiles([b], { dataDir, workers: 0 });
    expect(again.items).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(again.repeatCount).toBe(0);
  });

  it('notes an entity id repeated in another file of the run', async () => {
    const blake = { id: 'tate:artist/38', type: 'Agent', name: 'Robert Blake' };
    const first = file('e1.ndjson', `${JSON.stringify(blake)}\n`);
    const second = file(
      'e2.ndjson',
      [
        JSON.stringify({ id: 'org:tate', type: 'Organization', name: 'Tate' }),
        JSON.stringify({ ...blake, name: 'R. Blake' }),
      ].join('\n'),
    );
    const summary = await importFiles([first, second], { dataDir, workers: 0 });
    const store = openStore({ dataDir });
    const uri = store.entities.resolveAlias('tate:artist/38')!;
    expect(store.entities.get(uri)!.prefLabel).toEqual({ en: 'R. Blake' });
    store.close();
    expect(summary.entities).toEqual({ inserted: 2, updated: 1, unchanged: 0 });
    expect(summary.errorCount).toBe(0);
    expect(summary.repeats).toEqual([
      {
        file: second,
        lineNo: 2,
        message: `id ${uri} repeats e1.ndjson:1; the later record is kept`,
      },
    ]);
    expect(summary.repeatCount).toBe(1);
  });

  it('imports entities first and embeds them in items; later entity changes refresh the items', async () => {
    const entities = file(
      'entities.ndjson',
      [
        {
          id: 'tate:artist/38',
          type: 'Agent',
          name: 'Robert Blake',
          name_sort: 'Blake, Robert',
          birth_year: 1762,
        },
        {
          id: 'org:tate',
          type: 'Organization',
          name: 'Tate',
          country_code: 'GB',
          url: 'https://www.tate.org.uk/',
          role: 'data_provider',
        },
      ]
        .map((e) => JSON.stringify(e))
        .join('\n'),
    );
    const items = file('items.ndjson', museumItem(1));
    const summary = await importFiles([items, entities], { dataDir, workers: 0 });
    expect(summary.files.map((f) => path.basename(f.file))).toEqual([
      'entities.ndjson',
      'items.ndjson',
    ]);
    let store = openStore({ dataDir });
    const record = store.items.get(
      store.db.prepare('SELECT id FROM items').pluck().get() as string,
    )!.record;
    expect(record.agents?.[0]?.altLabel).toEqual({ en: ['Blake, Robert'] });
    expect(record.organizations?.[0]?.foafHomepage).toBe('https://www.tate.org.uk/');
    store.close();

    const renamed = file(
      'renamed.ndjson',
      JSON.stringify({ id: 'tate:artist/38', type: 'Agent', name: 'R. Blake' }),
    );
    const refresh = await importFiles([renamed], { dataDir, workers: 0 });
    expect(refresh.refreshed).toBe(1);
    store = openStore({ dataDir });
    const after = store.items.get(
      store.db.prepare('SELECT id FROM items').pluck().get() as string,
    )!;
    expect(after.record.agents?.[0]?.prefLabel).toEqual({ en: ['R. Blake'] });
    expect(
      store.db
        .prepare('SELECT count(*) FROM items_fts WHERE items_fts MATCH \'who : "R Blake"\'')
        .pluck()
        .get(),
    ).toBe(1);
    store.close();
    // The refreshed item is what its line now converts to: importing it again changes nothing.
    const again = await importFiles([items], { dataDir, workers: 0 });
    expect(again.items).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
  });

  it('imports EDM RDF/XML, one or several rdf:RDF documents per file', async () => {
    const single = file('record.rdf', RDF);
    const two = file(
      'two.xml',
      RDF +
        RDF.replace(/rdf_1/g, 'rdf_2').replace('<?xml version="1.0" encoding="UTF-8"?>', '') +
        '<rdf:RDF broken',
    );
    const summary = await importFiles([single, two], { dataDir, workers: 0 });
    expect(summary.items.inserted).toBe(2);
    expect(summary.items.unchanged).toBe(1);
    expect(summary.errorCount).toBe(1);
    const store = openStore({ dataDir });
    const item = store.items.get('/2048/rdf_1')!;
    expect(item.record.proxies[0]).toMatchObject({
      dcTitle: { en: ['Harbour at dawn'], fr: ["Port à l'aube"] },
      dcCreator: { def: ['http://example.org/agent/1'] },
    });
    expect(item.record.aggregations[0]).toMatchObject({
      edmIsShownBy: 'http://example.org/rdf.jpg',
      edmDataProvider: { def: ['RDF Museum'] },
    });
    expect(item.record.aggregations[0]!.webResources![0]).toMatchObject({
      ebucoreHasMimeType: 'image/jpeg',
      ebucoreWidth: 1200,
    });
    expect(item.record.agents?.[0]?.prefLabel).toEqual({
      en: ['Anna Example'],
      de: ['Anna Beispiel'],
    });
    expect(store.items.facets(store.items.getKey('/2048/rdf_1')!)).toEqual(
      expect.arrayContaining([
        ['COUNTRY', 'France'],
        ['IMAGE_SIZE', 'large'],
        ['CREATOR', 'Anna Example'],
      ]),
    );
    store.close();
  });

  const multiRdf = (ids: number[], extra = ''): string =>
    [
      '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:edm="http://www.europeana.eu/schemas/edm/"',
      '  xmlns:ore="http://www.openarchives.org/ore/terms/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      ...ids.flatMap((k) => [
        `  <edm:ProvidedCHO rdf:about="http://data.europeana.eu/item/2048/m_${k}"><dc:title xml:lang="en">Work ${k}</dc:title><edm:type>IMAGE</edm:type></edm:ProvidedCHO>`,
        `  <ore:Aggregation rdf:about="http://data.europeana.eu/aggregation/provider/2048/m_${k}"><edm:aggregatedCHO rdf:resource="http://data.europeana.eu/item/2048/m_${k}"/>`,
        `    <edm:dataProvider>M</edm:dataProvider><edm:provider>P</edm:provider><edm:isShownBy rdf:resource="http://example.org/${k}.jpg"/>`,
        '    <edm:rights rdf:resource="http://creativecommons.org/publicdomain/zero/1.0/"/></ore:Aggregation>',
      ]),
      extra,
      '</rdf:RDF>',
      '',
    ].join('\n');

  it('imports the entities of RDF/XML without records (Metis answers), again as unchanged', async () => {
    const paris = path.join(EUROPEANA_SAMPLES, 'entity_place_paris.xml');
    const bnf = path.join(EUROPEANA_SAMPLES, 'entity_organization_bnf.xml');
    const both = file(
      'entities.xml',
      fs.readFileSync(paris, 'utf8') + fs.readFileSync(bnf, 'utf8').replace(/^<\?xml[^>]*\?>/, ''),
    );
    const first = await importFiles([both], { dataDir, workers: 0 });
    expect(first.entities).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    expect(first.errorCount).toBe(0);
    const again = await importFiles([paris], { dataDir, workers: 0 });
    expect(again.entities).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    const store = openStore({ dataDir });
    const id = store.entities.resolveAlias('https://sws.geonames.org/2988507/')!;
    const france = store.entities.resolveAlias('https://sws.geonames.org/3017382/')!;
    expect(store.entities.get(id)).toMatchObject({
      type: 'Place',
      prefLabel: expect.objectContaining({ en: 'Paris', fr: 'Paris' }),
      isPartOf: [france],
    });
    expect(store.entities.resolveAlias('http://www.wikidata.org/entity/Q193563')).toMatch(
      /^http:\/\/data\.europeana\.eu\/organization\/\d+$/,
    );
    store.close();
  });

  it('keeps the good records of an RDF/XML document with a bad one, reported on the line its document starts', async () => {
    const anonymous = '  <edm:ProvidedCHO><dc:title>No URI</dc:title></edm:ProvidedCHO>';
    const text = `<?xml version="1.0"?>\n<!-- two\ndocuments -->\n${multiRdf([1])}\n${multiRdf([2, 3], anonymous)}`;
    const name = file('multi.rdf', text);
    const summary = await importFiles([name], { dataDir, workers: 0 });
    expect(summary.items.inserted).toBe(3);
    // The second document starts after the prolog (3 lines), the first document (8) and a blank line.
    expect(text.split('\n')[12]).toMatch(/^<rdf:RDF/);
    expect(summary.errors).toEqual([
      expect.objectContaining({
        lineNo: 13,
        message: expect.stringMatching(
          /^record 3 of 3 of the document: edm:ProvidedCHO without rdf:about/,
        ),
      }),
    ]);
  });

  it('keeps the documents after a cut-off document or text that is not XML, reporting each', async () => {
    const text = [
      multiRdf([1]),
      multiRdf([2]).replace('</rdf:RDF>', ''),
      '<?xml version="1.0"?>',
      multiRdf([3]),
      'this is not xml at all',
      '<<<>>>',
      multiRdf([4]),
    ].join('');
    const name = file('harvest.rdf', text);
    const summary = await importFiles([name], { dataDir, workers: 0 });
    expect(summary.items.inserted).toBe(3);
    const lineOf = (needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
    // The cut-off document is reported where the parser found it unclosed (where the next
    // document starts), naming the line it began on; the junk on its own line.
    const cutStart = lineOf('m_2') - 2;
    expect(summary.errors.map((e) => [e.lineNo, e.message])).toEqual([
      [
        lineOf('<?xml'),
        expect.stringMatching(
          new RegExp(
            `^Invalid RDF/XML at column \\d+: .*unclosed.* \\(in the document from line ${cutStart}\\)$`,
          ),
        ),
      ],
      [
        lineOf('this is not xml'),
        'text between documents that is not XML: "this is not xml at all<<<>>>"; ignored',
      ],
    ]);
    const store = openStore({ dataDir });
    expect(store.items.get('/2048/m_3')).toBeDefined();
    expect(store.items.get('/2048/m_4')).toBeDefined();
    store.close();
  });

  it('says what is left at the end of an RDF/XML file, on the line it starts', async () => {
    const after = file('after.rdf', `${multiRdf([1])}some trailing\ntext\n\n`);
    const open = file('open.rdf', `\n\n${multiRdf([2]).replace('</rdf:RDF>\n', '')}`);
    const none = file('none.xml', '<?xml version="1.0"?>\n<!-- c -->\n<rdf:RDF xmlns:rdf="x"\n');
    const summary = await importFiles([after, open, none], { dataDir, workers: 0 });
    expect(summary.items.inserted).toBe(1);
    expect(summary.errors.map((e) => [path.basename(e.file), e.lineNo, e.message])).toEqual([
      [
        'after.rdf',
        9,
        'text after the last document that is not an rdf:RDF document: "some trailing text"; ignored',
      ],
      [
        'open.rdf',
        3,
        'rdf:RDF document <rdf:RDF> not closed: no </rdf:RDF> before the end of the file; its records were not imported',
      ],
      [
        'none.xml',
        3,
        'no rdf:RDF document in the file, only text that is not one: "<rdf:RDF xmlns:rdf=\\"x\\"" (a tag that is never completed)',
      ],
    ]);
  });

  it('sends each RDF/XML document whole to be parsed where batches are converted, batched', async () => {
    const name = file('documents.rdf', [1, 2, 3, 4, 5].map((k) => multiRdf([k])).join(''));
    const sizes: number[] = [];
    for await (const batch of units(await openInput(name), 2)) {
      sizes.push(batch.length);
      expect(batch.every((unit) => unit.rdf?.startsWith('<rdf:RDF') && !unit.converted)).toBe(true);
    }
    expect(sizes).toEqual([2, 2, 1]);
    const large = file('large.rdf', multiRdf([1, 2, 3, 4, 5]));
    const all: InputUnit[] = [];
    for await (const batch of units(await openInput(large), 2)) all.push(...batch);
    expect(all).toHaveLength(1);
    const converted = convertBatch(all, () => undefined);
    expect(converted.items.map((i) => i.lineNo)).toEqual([1, 1, 1, 1, 1]);
  });

  it('imports a JSON array of compact records and Entity API documents', async () => {
    const json = file(
      'mixed.json',
      JSON.stringify(
        [
          { id: 'http://data.europeana.eu/agent/1', type: 'Agent', prefLabel: { en: 'Ada' } },
          {
            id: '/77/compact_1',
            type: 'TEXT',
            title: { en: ['A letter'] },
            creator: { def: ['http://data.europeana.eu/agent/1'] },
            dataProvider: 'Archive',
            rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
          },
          { id: '/77/bad id', type: 'TEXT' },
        ],
        null,
        2,
      ),
    );
    const summary = await importFiles([json], { dataDir, workers: 0 });
    expect(summary.files[0]!.format).toBe('json');
    expect(summary.entities.inserted).toBe(1);
    expect(summary.items.inserted).toBe(1);
    // The bad element's `{` is on line 25 of the pretty-printed array.
    expect(summary.errors).toEqual([expect.objectContaining({ lineNo: 25 })]);
  });

  it('streams a JSON array: bad elements reported on the line they start, the good ones kept', async () => {
    const items = Array.from({ length: 7 }, (_, i) => museumItem(i + 1));
    const text = [
      '[',
      `${items[0]},`,
      `${items[1]}, {"id": "x" "y"},`,
      `${items[2]} ${items[3]},`,
      ` oops,`,
      `${items[4]},`,
      `${items[5]}, ${items[6]}`,
      '',
    ].join('\n');
    const gz = file('array.data', zlib.gzipSync(text));
    const single = file('single.json', `\n\n${JSON.stringify({ hello: 'world' }, null, 2)}\n`);
    const summary = await importFiles([gz, single], { dataDir, workers: 0, batchSize: 2 });
    expect(summary.files.map((f) => f.format)).toEqual(['json', 'json']);
    expect(summary.items.inserted).toBe(7);
    expect(summary.errors.map((e) => [path.basename(e.file), e.lineNo, e.message])).toEqual([
      ['array.data', 3, expect.stringMatching(/invalid JSON/)],
      ['array.data', 4, expect.stringMatching(/missing , after element 4/)],
      ['array.data', 5, expect.stringMatching(/invalid JSON/)],
      ['array.data', 8, expect.stringMatching(/the array is not closed/)],
      // A single document is one record on line 1.
      ['single.json', 1, expect.stringMatching(/unrecognised record/)],
    ]);
  });
});

describe('memory bounds of the importer', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-import-bounds-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('closes an NDJSON or JSON array batch at about 2 MB of text, whatever the batch size', async () => {
    const big = museumItem(1, { title: 'T'.repeat(900_000) });
    const ndjson = path.join(dir, 'big.ndjson');
    fs.writeFileSync(ndjson, `${big}\n`.repeat(5));
    const array = path.join(dir, 'big.json');
    fs.writeFileSync(array, `[\n${Array(5).fill(big).join(',\n')}\n]`);
    for (const name of [ndjson, array]) {
      const sizes: number[] = [];
      for await (const batch of units(await openInput(name), 500)) sizes.push(batch.length);
      expect(sizes).toEqual([3, 2]);
    }
  });

  it('reports a single JSON document over 32 MB as a failed file, and imports the next file', async () => {
    const huge = path.join(dir, 'huge.json');
    fs.writeFileSync(huge, `{\n  "title": "${'x'.repeat(MAX_LINE_BYTES)}"\n}\n`);
    const next = path.join(dir, 'next.ndjson');
    fs.writeFileSync(next, `${museumItem(1)}\n`);
    const summary = await importFiles([huge, next], {
      dataDir: path.join(dir, 'data'),
      workers: 0,
    });
    expect(summary.failures).toEqual([
      {
        file: huge,
        message: expect.stringMatching(/^the file is one JSON document larger than 32 MB/),
      },
    ]);
    expect(summary.items.inserted).toBe(1);
  });
});

describe('an import stopped by an error that is no bad input', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-import-abort-'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('throws ImportAborted with the files committed before it and the store counts', async () => {
    const first = path.join(dir, 'first.ndjson');
    fs.writeFileSync(first, `${museumItem(1)}\n${museumItem(2)}\n`);
    const second = path.join(dir, 'second.ndjson');
    fs.writeFileSync(second, `${museumItem(3)}\n`);
    const commit = GroupedCommits.prototype.commit;
    let commits = 0;
    jest.spyOn(GroupedCommits.prototype, 'commit').mockImplementation(function (
      this: GroupedCommits,
    ) {
      if (++commits === 2) throw new Error('disk I/O error');
      commit.call(this);
    });
    const dataDir = path.join(dir, 'data');
    const aborted = await importFiles([first, second], { dataDir, workers: 0 }).catch(
      (error: unknown) => error,
    );
    expect(aborted).toBeInstanceOf(ImportAborted);
    const { reason, file, summary, stored } = aborted as ImportAborted;
    expect([reason, file]).toEqual(['disk I/O error', second]);
    expect(summary.files.map((f) => [f.file, f.items.inserted])).toEqual([[first, 2]]);
    expect(stored).toEqual({ before: { items: 0, entities: 0 }, after: { items: 2, entities: 0 } });
    const store = openStore({ dataDir });
    expect(store.items.count()).toBe(2);
    store.close();
  });

  it('stops between two batches when its signal is aborted, keeping what was committed', async () => {
    const many = path.join(dir, 'many.ndjson');
    fs.writeFileSync(
      many,
      `${Array.from({ length: 40 }, (_, i) => museumItem(i + 1)).join('\n')}\n`,
    );
    const interrupt = new AbortController();
    // Aborted after the first of four batches was written and committed.
    const commit = GroupedCommits.prototype.run;
    jest.spyOn(GroupedCommits.prototype, 'run').mockImplementation(function <T>(
      this: GroupedCommits,
      records: number,
      write: () => T,
    ): T {
      const result = commit.call(this, records, write) as T;
      this.commit();
      interrupt.abort();
      return result;
    });
    const dataDir = path.join(dir, 'data-interrupted');
    const aborted = await importFiles([many], {
      dataDir,
      workers: 0,
      batchSize: 10,
      signal: interrupt.signal,
    }).catch((error: unknown) => error);
    jest.restoreAllMocks();
    expect(aborted).toBeInstanceOf(ImportAborted);
    const { reason, file, stored } = aborted as ImportAborted;
    expect([reason, file]).toEqual(['interrupted', many]);
    expect(stored?.after).toEqual({ items: 10, entities: 0 });
    const store = openStore({ dataDir });
    expect(store.items.count()).toBe(10);
    store.close();
  });

  it('names no file when the import stops after the last one was committed', async () => {
    const only = path.join(dir, 'only.ndjson');
    fs.writeFileSync(only, `${museumItem(1)}\n`);
    // The ending's first step, after every file was committed.
    jest.spyOn(GroupedCommits.prototype, 'rollback').mockImplementation(() => {
      throw new Error('database or disk is full');
    });
    const dataDir = path.join(dir, 'data-end');
    const aborted = await importFiles([only], { dataDir, workers: 0 }).catch(
      (error: unknown) => error,
    );
    jest.restoreAllMocks();
    expect(aborted).toBeInstanceOf(ImportAborted);
    const { reason, file, summary, stored } = aborted as ImportAborted;
    expect(reason).toBe('finishing the import failed: database or disk is full');
    expect(file).toBeUndefined();
    expect(summary.files.map((f) => f.file)).toEqual([only]);
    expect(stored?.after).toEqual({ items: 1, entities: 0 });
  });

  it('still says what was kept, and closes the store, when ending the import fails too', async () => {
    const first = path.join(dir, 'first.ndjson');
    fs.writeFileSync(first, `${museumItem(1)}\n`);
    const second = path.join(dir, 'second.ndjson');
    fs.writeFileSync(second, `${museumItem(2)}\n`);
    const commit = GroupedCommits.prototype.commit;
    let commits = 0;
    jest.spyOn(GroupedCommits.prototype, 'commit').mockImplementation(function (
      this: GroupedCommits,
    ) {
      if (++commits === 2) throw new Error('database or disk is full');
      commit.call(this);
    });
    // A full disk fails the ending's writes as well.
    jest.spyOn(GroupedCommits.prototype, 'rollback').mockImplementation(() => {
      throw new Error('database or disk is full (rollback)');
    });
    const dataDir = path.join(dir, 'data-full');
    const aborted = await importFiles([first, second], { dataDir, workers: 0 }).catch(
      (error: unknown) => error,
    );
    expect(aborted).toBeInstanceOf(ImportAborted);
    const { reason, stored } = aborted as ImportAborted;
    expect(reason).toBe('database or disk is full');
    expect(stored?.after).toEqual({ items: 1, entities: 0 });
    jest.restoreAllMocks();
    // Closed: another connection writes to it at once.
    const store = openStore({ dataDir });
    expect(store.items.count()).toBe(1);
    store.close();
  });
});

describe('detectFormat', () => {
  it.each([
    ['{"a":1}\n{"a":2}', 'ndjson'],
    ['{\n  "a": 1\n}', 'json'],
    ['[{"a":1}]', 'json'],
    ['\uFEFF<?xml version="1.0"?><rdf:RDF/>', 'xml'],
    ['{"id": "broken",\n{"a":1}\n', 'ndjson'],
    ['{"id": "broken",\n\n  {"a":1}', 'ndjson'],
    ['{"a":1}', 'ndjson'],
    ['{"a":', 'json'],
    ['  [\n{"a":1},\n{"a":2}]', 'json'],
  ])('%j -> %s', (head, format) => {
    expect(detectFormat(head)).toBe(format);
  });

  it('takes .ndjson and .jsonl names (gzipped or not) for NDJSON', () => {
    expect(detectFormat('{\n  "a": 1\n}', '/x/items.ndjson')).toBe('ndjson');
    expect(detectFormat('{"a":', 'items.jsonl.gz')).toBe('ndjson');
    expect(detectFormat('{"a":', 'items.json')).toBe('json');
  });
});

describe('importFiles with worker threads', () => {
  it('converts in workers and writes the same store as the in-thread path', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-import-workers-'));
    const script = tsWorkerScript(dir, path.join(__dirname, 'worker.ts'));
    const lines = Array.from({ length: 1200 }, (_, i) => museumItem(i + 1));
    lines.splice(700, 0, '{broken');
    const file = path.join(dir, 'items.ndjson');
    fs.writeFileSync(file, lines.join('\n'));
    const viaWorkers = await importFiles([file], {
      dataDir: path.join(dir, 'a'),
      workers: 2,
      workerScript: script,
      batchSize: 100,
    });
    const inThread = await importFiles([file], {
      dataDir: path.join(dir, 'b'),
      workers: 0,
      batchSize: 100,
    });
    expect(viaWorkers.items).toEqual({ inserted: 1200, updated: 0, unchanged: 0 });
    expect(inThread.items).toEqual(viaWorkers.items);
    expect(viaWorkers.errors).toEqual([expect.objectContaining({ lineNo: 701 })]);
    const a = openStore({ dataDir: path.join(dir, 'a') });
    const b = openStore({ dataDir: path.join(dir, 'b') });
    const snapshot = (store: typeof a) =>
      store.db
        .prepare(
          `SELECT id, facet_keys, json_remove(search_json, '$.timestamp', '$.timestamp_created', '$.timestamp_created_epoch',
             '$.timestamp_update', '$.timestamp_update_epoch') AS doc FROM items ORDER BY id`,
        )
        .all();
    expect(snapshot(a)).toEqual(snapshot(b));
    expect(a.db.prepare('SELECT count(*) FROM item_facets').pluck().get()).toBe(
      b.db.prepare('SELECT count(*) FROM item_facets').pluck().get(),
    );
    // The full-text facet tokens too: every facet value finds the same items in both stores.
    const tokenHits = (store: typeof a) =>
      (
        store.db.prepare('SELECT value_key FROM facet_values ORDER BY 1').pluck().all() as number[]
      ).map((key) =>
        store.db
          .prepare('SELECT count(*) FROM items_fts WHERE items_fts MATCH ?')
          .pluck()
          .get(`facet:${facetValueToken(key)}`),
      );
    expect(tokenHits(a)).toEqual(tokenHits(b));
    expect(tokenHits(a).some((n) => (n as number) > 0)).toBe(true);
    a.close();
    b.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('notes an id repeated across batches converted by different workers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-import-workers-'));
    const script = tsWorkerScript(dir, path.join(__dirname, 'worker.ts'));
    const lines = Array.from({ length: 300 }, (_, i) => museumItem(i + 1));
    lines.push(museumItem(5, { title: 'Again' }));
    const file = path.join(dir, 'items.ndjson');
    fs.writeFileSync(file, lines.join('\n'));
    const summary = await importFiles([file], {
      dataDir: path.join(dir, 'a'),
      workers: 2,
      workerScript: script,
      batchSize: 50,
    });
    expect(summary.items).toEqual({ inserted: 300, updated: 1, unchanged: 0 });
    expect(summary.errorCount).toBe(0);
    expect(summary.repeats).toEqual([
      {
        file,
        lineNo: 301,
        message: expect.stringMatching(/^id \/\S+ repeats line 5; the later record is kept$/),
      },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('parses RDF/XML documents in the workers, with the same records and errors as in-thread', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-import-workers-'));
    const script = tsWorkerScript(dir, path.join(__dirname, 'worker.ts'));
    const ns =
      'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:edm="http://www.europeana.eu/schemas/edm/" xmlns:ore="http://www.openarchives.org/ore/terms/" xmlns:dc="http://purl.org/dc/elements/1.1/"';
    const documents = Array.from({ length: 300 }, (_, i) =>
      [
        `<rdf:RDF ${ns}>`,
        `<edm:ProvidedCHO rdf:about="http://data.europeana.eu/item/2048/w_${i}"><dc:title xml:lang="en">Work ${i}</dc:title><edm:type>IMAGE</edm:type></edm:ProvidedCHO>`,
        `<ore:Aggregation rdf:about="http://data.europeana.eu/aggregation/provider/2048/w_${i}"><edm:aggregatedCHO rdf:resource="http://data.europeana.eu/item/2048/w_${i}"/>`,
        `<edm:dataProvider>M</edm:dataProvider><edm:rights rdf:resource="http://creativecommons.org/publicdomain/zero/1.0/"/></ore:Aggregation>`,
        '</rdf:RDF>',
      ].join('\n'),
    );
    // Document 201 (from line 1001) has a CHO without rdf:about.
    documents[200] = documents[200]!.replace(
      ' rdf:about="http://data.europeana.eu/item/2048/w_200"',
      '',
    );
    const file = path.join(dir, 'items.rdf');
    fs.writeFileSync(file, documents.join('\n'));
    const run = (sub: string, workers: number) =>
      importFiles([file], {
        dataDir: path.join(dir, sub),
        workers,
        ...(workers ? { workerScript: script } : {}),
        batchSize: 40,
      });
    const viaWorkers = await run('a', 2);
    const inThread = await run('b', 0);
    expect(viaWorkers.items).toEqual({ inserted: 299, updated: 0, unchanged: 0 });
    expect(viaWorkers.errors.map((e) => e.lineNo)).toEqual([1001]);
    expect(inThread.items).toEqual(viaWorkers.items);
    expect(inThread.errors).toEqual(viaWorkers.errors);
    const ids = (sub: string) => {
      const store = openStore({ dataDir: path.join(dir, sub) });
      const list = store.db.prepare('SELECT id FROM items ORDER BY item_key').pluck().all();
      store.close();
      return list;
    };
    expect(ids('a')).toEqual(ids('b'));
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
