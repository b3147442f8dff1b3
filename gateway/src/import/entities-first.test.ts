import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { EUROPEANA_SAMPLES } from '../test-support/shared-data';
import { entitiesFirst } from './entities-first';

describe('entitiesFirst', () => {
  let dir: string;
  const file = (name: string, content: string | Buffer): string => {
    const full = path.join(dir, name);
    fs.writeFileSync(full, content);
    return full;
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-entities-first-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const record = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:edm="http://www.europeana.eu/schemas/edm/">
  <edm:ProvidedCHO rdf:about="http://data.europeana.eu/item/2048/x"/></rdf:RDF>`;

  it('puts NDJSON and RDF/XML entity files first and keeps the given order otherwise', async () => {
    const items = file('items.ndjson', '{"id":"m:1","edm_type":"IMAGE","title":"T"}\n');
    const records = file('records.rdf', `<?xml version="1.0"?>\n${record}`);
    const place = fs.readFileSync(path.join(EUROPEANA_SAMPLES, 'entity_place_paris.xml'));
    const metis = file('paris.xml.gz', zlib.gzipSync(place));
    const agents = file('agents.ndjson', '\n{"id":"a:1","type":"Agent","name":"A"}\n');
    expect(await entitiesFirst([items, records, metis, agents])).toEqual([
      metis,
      agents,
      items,
      records,
    ]);
  });

  it('leaves files that are not readable, not XML or start with junk where they were', async () => {
    const missing = path.join(dir, 'missing.rdf');
    const broken = file(
      'broken.rdf',
      '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><a></b></rdf:RDF>',
    );
    const empty = file('empty.xml', '');
    const agents = file('agents.ndjson', '{"id":"a:1","type":"Agent","name":"A"}\n');
    expect(await entitiesFirst([missing, broken, empty, agents])).toEqual([
      agents,
      missing,
      broken,
      empty,
    ]);
  });

  // Without the parser's depth limit, sniffing this took minutes: the test's timeout guards it.
  it('sniffs a first document nested 100,000 deep at once, as no entity file', async () => {
    const deep = file(
      'deep.rdf',
      record.replace(
        '/></rdf:RDF>',
        `>${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}</edm:ProvidedCHO></rdf:RDF>`,
      ),
    );
    const items = file('items.ndjson', '{"id":"m:1","edm_type":"IMAGE","title":"T"}\n');
    // Judged an entity file, it would have moved first.
    expect(await entitiesFirst([items, deep])).toEqual([items, deep]);
  }, 10_000);
});
