import fs from 'node:fs';
import path from 'node:path';
import { parseEdmRdfRecords } from '../../convert/edm-rdf';
import { SEED_DIR } from '../../test-support/record-corpus';
import { rdfXmlTriples } from '../../test-support/rdf-triples';
import type { EntityDoc } from '../entity-types';
import { entityGraph } from './entity-graph';
import { toRdfXml } from './rdf-xml';

const museum: EntityDoc = {
  id: 'http://data.europeana.eu/organization/8',
  type: 'Organization',
  prefLabel: { en: 'Rijksmuseum', nl: 'Rijksmuseum' },
  acronym: { en: ['RM'] },
  description: { en: ['Museum & <archive>'] },
  country: 'NL',
  homepage: 'https://www.rijksmuseum.nl',
  logo: { id: 'http://gw.test/thumbnail/v3/400/abc', type: 'WebResource' },
  hasAddress: { locality: 'Amsterdam', countryName: 'Netherlands' },
  europeanaRole: ['Data Provider'],
  isAggregatedBy: { id: 'x#aggregation', type: 'Aggregation', recordCount: 3 },
};

describe('entity graph', () => {
  it("writes an organisation as Europeana's entity XML does, with its logo and address nodes", () => {
    const xml = toRdfXml(entityGraph(museum));
    expect(xml).toContain(
      '<foaf:Organization rdf:about="http://data.europeana.eu/organization/8">',
    );
    expect(xml).toContain(
      '<dc:description xml:lang="en">Museum &amp; &lt;archive&gt;</dc:description>',
    );
    const triples = rdfXmlTriples(xml);
    const o = '<http://data.europeana.eu/organization/8>';
    const s = (v: string) => `"${v}"^^<http://www.w3.org/2001/XMLSchema#string>`;
    expect(triples).toEqual(
      [
        `${o} <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://xmlns.com/foaf/0.1/Organization>`,
        `${o} <http://xmlns.com/foaf/0.1/logo> <http://gw.test/thumbnail/v3/400/abc>`,
        `${o} <http://www.w3.org/2004/02/skos/core#prefLabel> "Rijksmuseum"@en^^<http://www.w3.org/1999/02/22-rdf-syntax-ns#langString>`,
        `${o} <http://www.w3.org/2004/02/skos/core#prefLabel> "Rijksmuseum"@nl^^<http://www.w3.org/1999/02/22-rdf-syntax-ns#langString>`,
        `${o} <http://www.europeana.eu/schemas/edm/acronym> "RM"@en^^<http://www.w3.org/1999/02/22-rdf-syntax-ns#langString>`,
        `${o} <http://purl.org/dc/elements/1.1/description> "Museum & <archive>"@en^^<http://www.w3.org/1999/02/22-rdf-syntax-ns#langString>`,
        `${o} <http://www.europeana.eu/schemas/edm/europeanaRole> ${s('Data Provider')}`,
        `${o} <http://www.europeana.eu/schemas/edm/country> ${s('NL')}`,
        `${o} <http://xmlns.com/foaf/0.1/homepage> <https://www.rijksmuseum.nl>`,
        `${o} <http://www.w3.org/2006/vcard/ns#hasAddress> <http://data.europeana.eu/organization/8#address>`,
        `<http://data.europeana.eu/organization/8#address> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://www.w3.org/2006/vcard/ns#Address>`,
        `<http://data.europeana.eu/organization/8#address> <http://www.w3.org/2006/vcard/ns#locality> ${s('Amsterdam')}`,
        `<http://data.europeana.eu/organization/8#address> <http://www.w3.org/2006/vcard/ns#countryName> ${s('Netherlands')}`,
        `<http://gw.test/thumbnail/v3/400/abc> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://www.europeana.eu/schemas/edm/WebResource>`,
      ].sort(),
    );
  });

  it('writes an agent with its dates and places, and the image it is shown by', () => {
    const graph = entityGraph({
      id: 'http://data.europeana.eu/agent/1',
      type: 'Agent',
      prefLabel: { en: 'Rembrandt' },
      dateOfBirth: ['1606-07-15'],
      placeOfBirth: ['http://data.europeana.eu/place/5', 'Leiden'],
      isShownBy: {
        id: 'https://seed-media.portal.invalid/r.jpg',
        type: 'WebResource',
        source: 'http://data.europeana.eu/item/1/a',
        thumbnail: 'http://gw.test/thumbnail/v3/200/abc',
      },
    });
    const xml = toRdfXml(graph);
    expect(xml).toContain('<rdaGr2:placeOfBirth rdf:resource="http://data.europeana.eu/place/5"/>');
    expect(xml).toContain('<rdaGr2:placeOfBirth>Leiden</rdaGr2:placeOfBirth>');
    expect(xml).toContain(
      '<edm:WebResource rdf:about="https://seed-media.portal.invalid/r.jpg">\n    <dcterms:source rdf:resource="http://data.europeana.eu/item/1/a"/>\n    <edm:preview rdf:resource="http://gw.test/thumbnail/v3/200/abc"/>',
    );
  });

  /**
   * Every seeded entity, written as RDF/XML and read by the importer (an entity document without
   * records, `convert/rdf-entity.ts`), gives back the fields the importer reads. It has no rule
   * for images, addresses, descriptions and the organisations' aggregators; the image a logo
   * names comes back as its URL.
   */
  it('round-trips every seeded entity through the importer', () => {
    const docs = fs
      .readdirSync(path.join(SEED_DIR, 'entities'))
      .flatMap(
        (f) =>
          JSON.parse(fs.readFileSync(path.join(SEED_DIR, 'entities', f), 'utf8')) as EntityDoc[],
      );
    expect(docs.length).toBeGreaterThan(400);
    const mismatches: string[] = [];
    for (const doc of docs) {
      const results = parseEdmRdfRecords(toRdfXml(entityGraph(doc)));
      expect(results).toHaveLength(1);
      const result = results[0]!;
      if (!('entity' in result)) throw new Error(JSON.stringify(result));
      const want: Record<string, unknown> = { ...doc };
      for (const key of ['isShownBy', 'depiction', 'hasAddress', 'description', 'aggregatedVia'])
        delete want[key];
      if (doc.logo) want.logo = (doc.logo as { id: string }).id;
      // The importer reads acronyms as the contract's language map of lists (`{"en": ["KB"]}`).
      if (doc.acronym)
        want.acronym = Object.fromEntries(
          Object.entries(doc.acronym as Record<string, string | string[]>).map(([lang, v]) => [
            lang,
            Array.isArray(v) ? v : [v],
          ]),
        );
      try {
        expect(result.entity).toEqual(want);
      } catch {
        mismatches.push(`${doc.id}: ${JSON.stringify(result.entity).slice(0, 300)}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
