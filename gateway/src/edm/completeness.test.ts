import { compactToEdm } from '../convert/compact-record';
import { rdfRecords } from '../test-support/rdf-records';
import { noEntities } from '../convert/entity-lookup';
import { museumItemToEdm } from '../convert/museum-item';
import { deriveItem } from './derive';
import type { EdmRecord } from './types';

/** The key sits where api2 writes it: after the dataset names, before the proxies. */
function expectCompletenessInPlace(record: EdmRecord): void {
  const keys = Object.keys(record);
  expect(typeof record.europeanaCompleteness).toBe('number');
  expect(keys.indexOf('europeanaCompleteness')).toBe(keys.indexOf('proxies') - 1);
  // The Search API item reports the same score as the record.
  expect(deriveItem(record).searchDoc.europeanaCompleteness).toBe(record.europeanaCompleteness);
}

describe('europeanaCompleteness in converted records', () => {
  it('is set on compact (seed) records, from the fields present', () => {
    const { record } = compactToEdm(
      {
        id: '/5/x',
        type: 'IMAGE',
        title: { en: ['Title'] },
        description: { en: ['Words'] },
        creator: { en: ['Maker'] },
        dataProvider: 'Museum',
        rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
        media: [{ url: 'https://e.org/a.jpg', mimeType: 'image/jpeg' }],
      },
      noEntities,
    );
    expectCompletenessInPlace(record);
    // title, description, creator, rights, media
    expect(record.europeanaCompleteness).toBe(5);
  });

  it('is set on museum NDJSON items', () => {
    const record = museumItemToEdm(
      {
        id: 'tate:artwork/1035',
        source_id: 1035,
        title: 'A Figure Bowing',
        creators: [{ id: 'tate:artist/38', name: 'Robert Blake' }],
        medium: 'Watercolour',
        edm_type: 'IMAGE',
        image_url: 'http://www.tate.org.uk/a.jpg',
        data_provider: 'Tate',
        data_provider_id: 'org:tate',
      },
      noEntities,
    );
    expectCompletenessInPlace(record);
    expect(record.europeanaCompleteness).toBeGreaterThan(0);
  });

  it('is set on EDM RDF records', () => {
    const [record] = rdfRecords(`<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
      xmlns:edm="http://www.europeana.eu/schemas/edm/" xmlns:ore="http://www.openarchives.org/ore/terms/"
      xmlns:dc="http://purl.org/dc/elements/1.1/">
      <edm:ProvidedCHO rdf:about="http://data.europeana.eu/item/2048/rdf_1"/>
      <ore:Aggregation rdf:about="http://data.europeana.eu/aggregation/provider/2048/rdf_1">
        <edm:aggregatedCHO rdf:resource="http://data.europeana.eu/item/2048/rdf_1"/>
        <edm:dataProvider>RDF Museum</edm:dataProvider>
        <edm:isShownBy rdf:resource="http://example.org/rdf.jpg"/>
        <edm:rights rdf:resource="http://creativecommons.org/publicdomain/zero/1.0/"/>
      </ore:Aggregation>
      <ore:Proxy rdf:about="http://data.europeana.eu/proxy/provider/2048/rdf_1">
        <ore:proxyFor rdf:resource="http://data.europeana.eu/item/2048/rdf_1"/>
        <dc:title xml:lang="en">Harbour at dawn</dc:title><edm:type>IMAGE</edm:type>
      </ore:Proxy>
    </rdf:RDF>`);
    expectCompletenessInPlace(record!);
    // title, rights, media
    expect(record!.europeanaCompleteness).toBe(3);
  });
});
