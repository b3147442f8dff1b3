import fs from 'node:fs';
import path from 'node:path';
import { entityUri } from '../edm/ids';
import { EUROPEANA_SAMPLES } from '../test-support/shared-data';
import { parseEdmRdfRecords } from './edm-rdf';
import type { RdfDescription } from './rdf-description';
import { entityDocsFromRdf } from './rdf-entity';

/** The entities of a real Metis dereference answer from the shared samples (never copied here). */
function sample(name: string): Array<Record<string, unknown>> {
  return parseEdmRdfRecords(fs.readFileSync(path.join(EUROPEANA_SAMPLES, name), 'utf8')).map(
    (result) => {
      if (!('entity' in result)) throw new Error(JSON.stringify(result));
      return result.entity;
    },
  );
}

const description = (type: string, about: string, ...props: RdfDescription['props']) => ({
  type,
  about,
  props,
});
const label = (value: string, lang?: string) => ({
  name: 'skos:prefLabel',
  value,
  resource: false,
  ...(lang ? { lang } : {}),
});

describe('entities of real Metis dereference answers', () => {
  it('mints a stable Europeana URI for a Wikidata agent and keeps its source URI first in sameAs', () => {
    const [agent] = sample('entity_agent_da_vinci.xml');
    expect(agent).toMatchObject({
      id: entityUri('agent', 'http://www.wikidata.org/entity/Q762'),
      type: 'Agent',
      dateOfBirth: ['1452-04-24T00:00:00Z'],
      dateOfDeath: ['1519-05-12T00:00:00Z'],
      gender: ['Male'],
    });
    expect((agent!.prefLabel as Record<string, string>).it).toBe('Leonardo da Vinci');
    expect((agent!.sameAs as string[])[0]).toBe('http://www.wikidata.org/entity/Q762');
    expect(agent!.placeOfBirth).toHaveLength(3);
    expect((agent!.altLabel as Record<string, string[]>).fr).toContain('Léonard');
  });

  it('joins literals that pretty-printing broke over indented lines', () => {
    const [concept] = sample('entity_concept-response.xml');
    expect(concept).toMatchObject({
      type: 'Concept',
      prefLabel: expect.objectContaining({ pl: 'Wanna kąpielowa', en: 'bathtub' }),
      broader: ['http://www.wikidata.org/entity/Q987767'],
    });
    expect((concept!.note as Record<string, string[]>).en).toEqual([
      'large container for holding water in which a person may bathe',
    ]);
  });

  it('reads edm:Organization (Metis) as an organisation', () => {
    const [organization] = sample('entity_organization_bnf.xml');
    expect(organization).toMatchObject({
      type: 'Organization',
      id: expect.stringMatching(/^http:\/\/data\.europeana\.eu\/organization\/\d+$/),
    });
  });

  it('links a place to the country described beside it by the country’s new URI', () => {
    const [france, paris] = sample('entity_place_paris.xml');
    expect(france).toMatchObject({ type: 'Place', lat: 46, long: 2 });
    expect(paris).toMatchObject({ lat: 48.85341, long: 2.3488, isPartOf: [france!.id] });
    expect((paris!.prefLabel as Record<string, string>).en).toBe('Paris');
  });

  it('gives a time span one begin and one end, and keeps links to entities not in the document', () => {
    const [century] = sample('entity_timespan_1st_century.xml');
    expect(century).toMatchObject({
      type: 'TimeSpan',
      begin: '0001-01-01T00:00:00Z',
      end: '0100-12-30T00:00:00Z',
      isPartOf: ['http://www.wikidata.org/entity/Q25868'],
      isNextInSequence: ['http://www.wikidata.org/entity/Q25297'],
    });
  });
});

describe('entityDocsFromRdf', () => {
  it('keeps a Europeana entity URI of the same kind, its /base/ form becoming an alias', () => {
    const [result] = entityDocsFromRdf([
      description('edm:Agent', 'http://data.europeana.eu/agent/base/146741', label('Rembrandt')),
    ]);
    expect(result).toEqual({
      about: 'http://data.europeana.eu/agent/base/146741',
      entity: {
        id: 'http://data.europeana.eu/agent/146741',
        type: 'Agent',
        prefLabel: { def: 'Rembrandt' },
        sameAs: ['http://data.europeana.eu/agent/base/146741'],
      },
    });
    const [plain] = entityDocsFromRdf([
      description('edm:Place', 'http://data.europeana.eu/place/12', label('Berlin', 'de')),
    ]);
    expect(plain).toEqual({
      about: 'http://data.europeana.eu/place/12',
      entity: {
        id: 'http://data.europeana.eu/place/12',
        type: 'Place',
        prefLabel: { de: 'Berlin' },
      },
    });
  });

  it('mints a URI for a Europeana URI of another kind rather than file it under the wrong type', () => {
    const [result] = entityDocsFromRdf([
      description('skos:Concept', 'http://data.europeana.eu/agent/1', label('Art')),
    ]);
    expect(result).toMatchObject({
      entity: { id: entityUri('concept', 'http://data.europeana.eu/agent/1') },
    });
  });

  it('keeps one prefLabel per language and makes the others alternatives', () => {
    const [result] = entityDocsFromRdf([
      description(
        'skos:Concept',
        'http://example.org/c',
        label('Painting', 'en'),
        label('Paintings', 'en'),
        label('Painting', 'en'),
        label('Gemälde', 'de'),
        { name: 'skos:altLabel', value: 'Picture', resource: false, lang: 'en' },
      ),
    ]);
    expect(result).toMatchObject({
      entity: {
        prefLabel: { en: 'Painting', de: 'Gemälde' },
        altLabel: { en: ['Picture', 'Paintings'] },
      },
    });
  });

  it('reports an entity without a name or URI and a class that is no entity, and keeps the others', () => {
    const results = entityDocsFromRdf([
      description('edm:Place', 'http://example.org/p'),
      description('edm:Agent', '', label('Nobody')),
      description('edm:WebResource', 'http://example.org/1.jpg'),
      description('edm:TimeSpan', 'http://example.org/t', label('1900s')),
    ]);
    expect(results.map((r) => ('error' in r ? r.error : r.entity.type))).toEqual([
      'edm:Place http://example.org/p: no skos:prefLabel (an entity needs a name)',
      'edm:Agent without rdf:about (an entity needs its URI)',
      'edm:WebResource is not an EDM contextual entity class',
      'TimeSpan',
    ]);
  });

  it('drops coordinates that are not numbers instead of storing NaN', () => {
    const [result] = entityDocsFromRdf([
      description(
        'edm:Place',
        'http://example.org/p',
        label('Somewhere'),
        { name: 'wgs84:lat', value: 'north', resource: false },
        { name: 'wgs84:long', value: '', resource: false },
      ),
    ]);
    expect(result).toMatchObject({ entity: { prefLabel: { def: 'Somewhere' } } });
    expect('entity' in result! && ('lat' in result.entity || 'long' in result.entity)).toBe(false);
  });
});
