import { rdfXmlTriples, turtleTriples, jsonLdTriples } from '../../test-support/rdf-triples';
import { recordSchemaOrg } from '../schema-org/record-schema-org';
import type { EdmRecord } from '../types';
import { toJsonLd } from './json-ld';
import { recordGraph } from './record-graph';
import { toRdfXml } from './rdf-xml';
import { toTurtle } from './turtle';

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = [
  'dcTitle',
  'dcCreator',
  'dcDate',
  'edmIsShownBy',
  'hasView',
  'proxyIn',
  'about',
].concat(['latitude', 'ebucoreWidth', 'prefLabel', 'year', 'edmUgc', 'weird key', 'edm', 'x:y']);
const PIECES = [
  'a',
  ' ',
  '<',
  '&',
  '"',
  "'",
  '\\',
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u0007',
  '\u007F',
].concat(['\uD800', '\uDFFF', '𝄞', 'é', ']]>', 'http://', 'https://x/a b', 'urn:x', '%', '{}']);
const LANGS = ['def', 'en', 'en-GB', 'x y', '', '"', 'eur', '123'];

function value(next: () => number, depth = 0): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const text = () => Array.from({ length: Math.floor(next() * 6) }, () => pick(PIECES)).join('');
  switch (Math.floor(next() * 8)) {
    case 0:
      return text();
    case 1:
      return pick([0, -1.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY]);
    case 2:
      return pick([true, false, null, undefined]);
    case 3:
      return Array.from({ length: 3 }, () => (depth < 2 ? value(next, depth + 1) : text()));
    default: {
      const map: Record<string, unknown> = {};
      for (let i = 0; i < 3; i++)
        map[pick(LANGS)] = next() < 0.8 ? [text(), text()] : value(next, 2);
      return map;
    }
  }
}

function part(next: () => number, about?: string): Record<string, unknown> {
  const out: Record<string, unknown> = about ? { about } : {};
  for (let i = 0; i < 6; i++) out[KEYS[Math.floor(next() * KEYS.length)]!] = value(next);
  return out;
}

/**
 * Bad input never breaks a format: records of arbitrary shapes and text (controls, lone
 * surrogates, markup, odd language keys, non-finite numbers) still give well-formed RDF/XML,
 * Turtle N3 reads, JSON-LD with as many triples as the RDF/XML, and a schema.org view.
 */
describe('record formats of odd records', () => {
  it.each(Array.from({ length: 200 }, (_, i) => i))('record %i', (seed) => {
    const next = random(seed + 1);
    const record = {
      about: '/1/fuzz',
      type: next() < 0.5 ? 'IMAGE' : value(next),
      proxies: [part(next, '/proxy/provider/1/fuzz'), part(next)],
      aggregations: [{ ...part(next), webResources: [part(next, 'http://x/a b'), part(next)] }],
      europeanaAggregation: part(next),
      agents: [part(next, 'http://data.europeana.eu/agent/1'), part(next, value(next) as string)],
      concepts: value(next),
    } as unknown as EdmRecord;
    const graph = recordGraph(record);
    const triples = rdfXmlTriples(toRdfXml(graph));
    expect(turtleTriples(toTurtle(graph))).toHaveLength(triples.length);
    expect(jsonLdTriples(JSON.parse(JSON.stringify(toJsonLd(graph))))).toHaveLength(triples.length);
    expect(() => JSON.stringify(recordSchemaOrg(record))).not.toThrow();
  });
});
