import { SaxesParser, type SaxesTagNS } from 'saxes';
import { withCompleteness } from '../edm/completeness';
import { CLASS_OF_ENTITY_TYPE } from '../edm/entity-to-contextual';
import {
  datasetIdFor,
  ENTITY_TYPE_OF_KIND,
  LANDING_PAGE_BASE,
  localIdFor,
  RECORD_ID,
} from '../edm/ids';
import { EDM_NS, RDF_NS, RDF_PREFIXES as PREFIXES } from '../edm/rdf-namespaces';
import type { EntityDoc } from '../edm/entity-types';
import { dtdEntities, type DtdEntities } from './dtd-entities';
import { ownLangList } from '../edm/lang-map';
import type { ContextualClass, EdmContextualEntity, EdmRecord, LangMap } from '../edm/types';
import type { RdfDescription, RdfProperty as Property } from './rdf-description';
import { CONTEXTUAL_KINDS, entityDocsFromRdf } from './rdf-entity';

interface Description extends RdfDescription {
  /** Position in the document, to keep the embedded entities in document order. */
  index: number;
}

/** Metis, Europeana's enrichment service: its dereference answers wrap EDM entities. */
const METIS_NS = 'http://www.europeana.eu/schemas/metis';

/**
 * One record of an `rdf:RDF` document, one contextual entity of a document without records (with
 * the URI the document gave it), or why a part of the document is neither.
 */
export type EdmRdfResult =
  | { record: EdmRecord }
  | { entity: EntityDoc; about: string }
  /** `outsideRecords`: a part of the document that is no record (a stray proxy or entity). */
  | { error: string; outsideRecords?: true };

/**
 * Parses EDM RDF/XML (the Europeana internal format with proxies, or the external provider
 * format where the ProvidedCHO holds the metadata) into Record API objects, one result per
 * record, so that a bad record (a ProvidedCHO without `rdf:about`, a proxy or aggregation naming
 * no ProvidedCHO of the document) does not cost the document's other records. A file may hold
 * one `rdf:RDF` document or several concatenated ones: `RdfDocumentSplitter` feeds them one by
 * one, so memory stays bounded by one document. A document that is not XML throws.
 *
 * A document without records but with contextual entities (an entity export, or a Metis
 * dereference answer such as Europeana's enrichment returns for a Wikidata or GeoNames URI)
 * gives one result per entity (`rdf-entity.ts`). In a document with records, the entities are
 * embedded in the records that reference them (in a document of one record, all of them); an
 * entity no record takes is reported, not dropped without a word.
 */
export function parseEdmRdfRecords(xml: string, dtd?: DtdEntities): EdmRdfResult[] {
  const document = indexDocument(describe(xml, dtd));
  if (!document.chos.length) {
    // Entities alone (a Metis dereference answer, an entity export) are imported as entities.
    const entities = document.descriptions.filter((d) => CONTEXTUAL_KINDS[d.type]);
    if (entities.length) return entityDocsFromRdf(entities);
    const elsewhere = document.others.find((d) => d.type.endsWith('}ProvidedCHO'));
    const why = elsewhere
      ? `: ${elsewhere.type.slice(1).replace('}', ' ')} is not in the EDM namespace ${EDM_NS}`
      : ' and no contextual entity (edm:Agent, skos:Concept, edm:Place, edm:TimeSpan, foaf:Organization)';
    return [{ error: `no edm:ProvidedCHO in the document${why}` }];
  }
  const results: EdmRdfResult[] = [];
  const choUris = new Set<string>();
  const anonymous: string[] = [];
  // A document of one record is that record's graph, as Europeana stores it: every contextual
  // entity in it belongs to the record, linked or not. Several records share the document's
  // entities by reference, so an entity none of them references belongs to none.
  const recordUris = new Set(document.chos.map((cho) => cho.about).filter(Boolean));
  const records = recordUris.size;
  // In a document of one record, a proxy or aggregation that names no CHO, where the record has
  // none of its own, can only be that record's: tied to it, its title and rights are kept
  // instead of a record stored empty (and a stray proxy beside the record's own is reported).
  if (records === 1) adoptUnnamedParts(document, [...recordUris][0]!);
  const embedded = new Set<Description>();
  for (const cho of document.chos) {
    if (!cho.about) anonymous.push('edm:ProvidedCHO without rdf:about (a record needs its URI)');
    else if (!choUris.has(cho.about)) {
      choUris.add(cho.about);
      results.push({ record: assemble(cho, document, records === 1, embedded) });
    }
  }
  for (const d of document.descriptions) {
    if (!CONTEXTUAL[d.type] || embedded.has(d)) continue;
    results.push({
      error: d.about
        ? `${d.type} ${d.about} is referenced by no edm:ProvidedCHO of the document, so it was not imported`
        : `${d.type} without rdf:about cannot be referenced, so it was not imported`,
      outsideRecords: true,
    });
  }
  // Proxies and aggregations naming no CHO of the document, grouped by the URI they name: most
  // likely the parts of a CHO without rdf:about, reported with it, else as bad records of their own.
  const orphans = new Map<string, string[]>();
  for (const [map, type, property] of [
    [document.aggregations, 'ore:Aggregation', 'edm:aggregatedCHO'],
    [document.proxies, 'ore:Proxy', 'ore:proxyFor'],
    [document.europeanaAggregations, 'edm:EuropeanaAggregation', 'edm:aggregatedCHO'],
  ] as const) {
    for (const [uri, list] of map) {
      if (choUris.has(uri)) continue;
      const what = `${list.length > 1 ? `${list.length} × ` : ''}${type}`;
      if (!uri) orphans.set(`\0${type}`, [`${what} without ${property}`]);
      else orphans.set(uri, [...(orphans.get(uri) ?? []), what]);
    }
  }
  const groups = [...orphans].map(([uri, what]) =>
    uri.startsWith('\0')
      ? `${what[0]!}, so not tied to any edm:ProvidedCHO`
      : `${what.join(', ')} for ${uri}, which is no edm:ProvidedCHO of the document`,
  );
  for (let i = 0; i < Math.max(anonymous.length, groups.length); i++) {
    const cho = anonymous[i];
    const group = groups[i];
    results.push(
      cho ? { error: group ? `${cho}; ${group}` : cho } : { error: group!, outsideRecords: true },
    );
  }
  return results;
}

/**
 * The descriptions of one `rdf:RDF` document, indexed once so that each record is assembled in
 * time linear in its own size.
 */
interface IndexedDocument {
  descriptions: Description[];
  chos: Description[];
  byAbout: Map<string, Description>;
  /** `ore:Aggregation`s, `edm:EuropeanaAggregation`s and `ore:Proxy`s by the CHO URI they name. */
  aggregations: Map<string, Description[]>;
  europeanaAggregations: Map<string, Description[]>;
  proxies: Map<string, Description[]>;
  /** Descriptions whose class is in a namespace EDM does not use. */
  others: Description[];
}

/**
 * Files the one proxy, aggregation or Europeana aggregation naming no CHO (under '') under the
 * CHO `uri`, for each kind the CHO has none of.
 */
function adoptUnnamedParts(document: IndexedDocument, uri: string): void {
  for (const map of [document.aggregations, document.proxies, document.europeanaAggregations]) {
    const unnamed = map.get('');
    if (unnamed?.length !== 1 || map.has(uri)) continue;
    map.delete('');
    map.set(uri, unnamed);
  }
}

function indexDocument(descriptions: Description[]): IndexedDocument {
  const document: IndexedDocument = {
    descriptions,
    chos: [],
    byAbout: new Map(),
    aggregations: new Map(),
    europeanaAggregations: new Map(),
    proxies: new Map(),
    others: [],
  };
  /** Under the URI the description names with `property`, or under '' if it names none. */
  const add = (map: Map<string, Description[]>, d: Description, property: string): void => {
    const uri = d.props.find((p) => p.name === property)?.value ?? '';
    const list = map.get(uri) ?? [];
    list.push(d);
    map.set(uri, list);
  };
  for (const d of descriptions) {
    if (d.about) document.byAbout.set(d.about, d);
    if (d.type === 'edm:ProvidedCHO') document.chos.push(d);
    else if (d.type === 'ore:Aggregation') add(document.aggregations, d, 'edm:aggregatedCHO');
    else if (d.type === 'edm:EuropeanaAggregation')
      add(document.europeanaAggregations, d, 'edm:aggregatedCHO');
    else if (d.type === 'ore:Proxy') add(document.proxies, d, 'ore:proxyFor');
    else if (d.type.startsWith('{')) document.others.push(d);
  }
  return document;
}

/**
 * The contextual entities a record references: from its CHO, proxies, aggregations and web
 * resources, and transitively from those entities (a place's `isPartOf`, a concept's `broader`),
 * each once, in document order.
 */
function referencedEntities(
  roots: Array<Description | undefined>,
  byAbout: Map<string, Description>,
): Description[] {
  const found = new Set<Description>();
  const queue = roots.filter((d): d is Description => d !== undefined);
  while (queue.length) {
    const d = queue.pop()!;
    for (const p of d.props) {
      if (!p.resource) continue;
      const target = byAbout.get(p.value);
      if (!target || !CONTEXTUAL[target.type] || found.has(target)) continue;
      found.add(target);
      queue.push(target);
    }
  }
  return [...found].sort((a, b) => a.index - b.index);
}

/**
 * Splits a stream of text into complete XML documents, one per root element: `<rdf:RDF>…</rdf:RDF>`
 * whatever prefix the document binds to the RDF namespace (`<r:RDF xmlns:r="…">`). The root is
 * found after any XML declaration, comments and doctype, and its own close tag ends the document.
 * A root that is not RDF is passed on too, for `parseEdmRdfRecords` to read (`<metis:results>`) or reject by its
 * namespace. Each chunk is searched once, so a document costs time linear in its size.
 */
/**
 * A document the splitter found, with the line it starts on (1-based); `junk` for text between
 * documents that is no markup.
 */
export interface SplitDocument {
  text: string;
  line: number;
  junk?: true;
  /** Why the document cannot be read (its text is then empty): a root start tag too large. */
  error?: string;
  /** From `rest()`: the root's name of a document that is not closed. */
  root?: string;
  /** Entities its doctype declares, for the parser (`dtd-entities.ts`). */
  dtd?: DtdEntities;
}

/**
 * The longest root start tag read (namespace declarations: a few KB in practice). A longer one
 * is reported, not held and scanned without end.
 */
export const MAX_START_TAG_CHARS = 1 << 20;

/**
 * The largest `rdf:RDF` document read, in characters: a record's document is 10–100 KB, so this
 * is hundreds of records. A larger one is skipped to its close tag and reported, instead of
 * being held whole (a 600 MB title stopped the import with "Invalid string length").
 */
export const MAX_DOCUMENT_CHARS = 64 << 20;

/** `<?xml ` or `<rdf:RDF ` (the root's own name), each with the character that ends it. */
function restartPattern(rootName: string): RegExp {
  const name = rootName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<\\?xml[\\s?]|<${name}[\\s>/]`, 'g');
}

export class RdfDocumentSplitter {
  /** Text before the current document's root start tag is complete. */
  private head = '';
  /** The line `head` starts on. */
  private headLine = 1;
  /** The current document's text so far, its root's close tag (`</r:RDF`) and the text's end. */
  private parts: string[] = [];
  private close = '';
  private tail = '';
  /** The line the current document starts on. */
  private documentLine = 1;
  /** Where a next document would start: an XML declaration, or a start tag of the root's name. */
  private restart = /(?!)/g;
  /** Why the current document cannot be read: it is then reported, not passed on. */
  private error: string | undefined;
  /** The entities the current document's doctype declares. */
  private dtd: DtdEntities | undefined;
  /** The current document's length so far, and the line feeds of its text no longer held. */
  private chars = 0;
  private droppedLines = 0;

  /** The documents `text` completes, in order; text of any size, cut anywhere. */
  push(text: string): SplitDocument[] {
    const out: SplitDocument[] = [];
    let rest = text;
    while (rest) {
      if (!this.close) {
        this.head += rest;
        rest = '';
        const root = findRoot(this.head);
        if (!root) break;
        if (root.junk) {
          // Text that is no markup before a document: reported on its own, so that it does
          // not make the document after it unreadable.
          const line = this.headLine + newlinesIn(this.head, 0, root.junk.start);
          out.push({
            text: this.head.slice(root.junk.start, root.junk.end).trim(),
            line,
            junk: true,
          });
        }
        rest = this.head.slice(root.tagEnd);
        const start = this.head.slice(root.start, root.tagEnd);
        this.documentLine = this.headLine + newlinesIn(this.head, 0, root.start);
        this.head = '';
        if (root.unreadable) {
          // Skipped to its close tag (an attribute value holds no `<`), reported there.
          this.error =
            root.unreadable === 'too large'
              ? `the root start tag <${root.name}> is larger than ${MAX_START_TAG_CHARS} characters; the document was not imported`
              : `the root start tag <${root.name}> is not well-formed; the document was not imported`;
        }
        this.dtd = undefined;
        if (root.doctype) {
          try {
            const dtd = dtdEntities(root.doctype);
            if (Object.keys(dtd.values).length || dtd.external.length) this.dtd = dtd;
          } catch (error) {
            this.error ??= `${(error as Error).message}; the document was not imported`;
          }
        }
        if (root.selfClosing) this.finish(out, start);
        else {
          this.parts = [start];
          this.chars = start.length;
          this.close = `</${root.name}`;
          this.restart = restartPattern(root.name);
          this.tail = '';
        }
        continue;
      }
      const window = this.tail + rest;
      const end = findClose(window, this.close);
      // A new document starting before this one closed (a cut-off document in a harvest): this
      // one ends there, unclosed, for the parser to report, and the next is read as its own.
      this.restart.lastIndex = 0;
      const restart = this.restart.exec(window)?.index ?? -1;
      if (restart >= 0 && (typeof end !== 'number' || restart < end)) {
        const used = restart - this.tail.length;
        const taken = this.parts.join('');
        this.finish(
          out,
          used >= 0 ? taken + rest.slice(0, used) : taken.slice(0, taken.length + used),
        );
        rest = window.slice(restart);
        this.parts = [];
        this.close = '';
        this.tail = '';
      } else if (typeof end === 'number') {
        const used = end - this.tail.length;
        this.keep(rest.slice(0, used));
        this.finish(out, this.parts.join(''));
        rest = rest.slice(used);
        this.parts = [];
        this.close = '';
        this.tail = '';
      } else {
        this.keep(rest);
        // Keep what could be the beginning of the close tag, or of a new document, for the next
        // chunk.
        const keep = this.close.length + 1; // `</rdf:RDF` or `<rdf:RDF ` (and `<?xml ` is shorter)
        this.tail = window.slice(
          Math.min(end.undecided ?? window.length, Math.max(0, window.length - keep)),
        );
        rest = '';
      }
    }
    return out;
  }

  /** Adds text to the current document, or only counts it once the document is too large. */
  private keep(part: string): void {
    this.chars += part.length;
    if (this.chars <= MAX_DOCUMENT_CHARS) {
      this.parts.push(part);
      return;
    }
    this.error ??= `the document is larger than ${MAX_DOCUMENT_CHARS >> 20} MB; it was not imported (give its records as documents of their own)`;
    for (const held of [...this.parts, part]) this.droppedLines += newlinesIn(held, 0, held.length);
    this.parts = [];
  }

  private finish(out: SplitDocument[], text: string): void {
    out.push(
      this.error !== undefined
        ? { text: '', line: this.documentLine, error: this.error }
        : { text, line: this.documentLine, ...(this.dtd ? { dtd: this.dtd } : {}) },
    );
    this.dtd = undefined;
    this.error = undefined;
    this.headLine = this.documentLine + this.droppedLines + newlinesIn(text, 0, text.length);
    this.droppedLines = 0;
    this.chars = 0;
  }

  /**
   * Whatever is left that is not whitespace, XML declarations or comments (an unterminated
   * document, or text that is none), with the line it starts on; empty text when nothing is.
   */
  rest(): SplitDocument {
    if (this.close) {
      return {
        text: this.parts.join(''),
        line: this.documentLine,
        root: this.close.slice(2),
        ...(this.error !== undefined ? { error: this.error } : {}),
      };
    }
    // Markup that is no content keeps its line breaks, so the line of what follows stays right.
    const blanked = this.head.replace(/<\?xml[^>]*\?>|<!--[\s\S]*?-->|\uFEFF/g, (markup) =>
      markup.replace(/[^\n]/g, ' '),
    );
    const first = blanked.search(/\S/);
    if (first < 0) return { text: '', line: this.headLine };
    return { text: blanked.trim(), line: this.headLine + newlinesIn(blanked, 0, first) };
  }
}

/** Line feeds in `text` between `from` and `to`. */
function newlinesIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', from); at >= 0 && at < to; at = text.indexOf('\n', at + 1))
    count++;
  return count;
}

/**
 * The root start tag in `text`, after the prolog; text before it that is not markup belongs to
 * the document (the XML parser rejects it). Undefined while the text does not reach its end.
 */
function findRoot(text: string):
  | {
      start: number;
      tagEnd: number;
      name: string;
      selfClosing: boolean;
      junk?: { start: number; end: number };
      /**
       * Why the start tag cannot be read: not complete within `MAX_START_TAG_CHARS`, or no
       * well-formed start tag. `tagEnd` is then the end of its name.
       */
      unreadable?: 'too large' | 'invalid';
      /** The document's `<!DOCTYPE …>`, whose internal subset may declare entities. */
      doctype?: string;
    }
  | undefined {
  let i = 0;
  let doctype: string | undefined;
  for (;;) {
    while (i < text.length && /[\s\uFEFF]/.test(text[i]!)) i++;
    if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i);
      if (end < 0) return undefined;
      i = end + 2;
    } else if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i);
      if (end < 0) return undefined;
      i = end + 3;
    } else if (text.startsWith('<!', i)) {
      const pattern = /<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>/y;
      pattern.lastIndex = i;
      const declaration = pattern.exec(text);
      if (!declaration) return undefined;
      doctype = declaration[0];
      i = pattern.lastIndex;
    } else break;
  }
  // A root is a start tag with an XML name; text before it that is no markup is junk.
  const tagStart = text.slice(i).search(/<[\p{L}_:]/u);
  if (tagStart < 0) return undefined;
  const start = i + tagStart;
  const tag = scanStartTag(text, start);
  const tooLarge =
    (tag === 'incomplete' ? text.length : typeof tag === 'object' ? tag.end : 0) - start >
    MAX_START_TAG_CHARS;
  // Waiting for more text is only right for a tag that may still end well: an invalid one
  // never will, and would be held and scanned again with every chunk to the end of the file.
  if (tag === 'incomplete' && !tooLarge) return undefined;
  const junk = text.slice(i, start).trim() ? { start: i, end: start } : undefined;
  if (tooLarge || typeof tag === 'string') {
    const name = /^<[^\s/>]+/.exec(text.slice(start, start + 1000))![0].slice(1);
    return {
      start,
      tagEnd: start + 1 + name.length,
      name,
      selfClosing: false,
      unreadable: tooLarge ? 'too large' : 'invalid',
      ...(junk ? { junk } : {}),
    };
  }
  return {
    start,
    ...tag,
    ...(junk ? { junk } : {}),
    ...(doctype ? { doctype } : {}),
    tagEnd: tag.end,
  };
}

/**
 * The start tag at `from` (`<name attr="v" …>` or `…/>`), scanned in one pass: a regular
 * expression over its attributes backtracked, and overflowed the stack on a root of a million of
 * them. 'incomplete' when `text` ends inside it, 'invalid' when it is no start tag.
 */
export function scanStartTag(
  text: string,
  from: number,
): { name: string; end: number; selfClosing: boolean } | 'incomplete' | 'invalid' {
  let at = from + 1;
  while (at < text.length && !isTagSpace(text, at) && text[at] !== '/' && text[at] !== '>') at++;
  const name = text.slice(from + 1, at);
  if (!name) return at < text.length ? 'invalid' : 'incomplete';
  for (;;) {
    const spaceStart = at;
    while (isTagSpace(text, at)) at++;
    if (at >= text.length) return 'incomplete';
    if (text[at] === '>') return { name, end: at + 1, selfClosing: false };
    if (text[at] === '/') {
      if (at + 1 >= text.length) return 'incomplete';
      return text[at + 1] === '>' ? { name, end: at + 2, selfClosing: true } : 'invalid';
    }
    // An attribute, after white space: name, `=`, a quoted value.
    if (at === spaceStart) return 'invalid';
    const nameStart = at;
    while (at < text.length && !isTagSpace(text, at) && !'=/>'.includes(text[at]!)) at++;
    if (at === nameStart) return 'invalid';
    while (isTagSpace(text, at)) at++;
    if (at >= text.length) return 'incomplete';
    if (text[at] !== '=') return 'invalid';
    at++;
    while (isTagSpace(text, at)) at++;
    if (at >= text.length) return 'incomplete';
    const quote = text[at];
    if (quote !== '"' && quote !== "'") return 'invalid';
    const close = text.indexOf(quote, at + 1);
    if (close < 0) return 'incomplete';
    at = close + 1;
  }
}

/** White space as the regular expressions' `\s` took it, for the characters of a tag. */
function isTagSpace(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c > 0x7f && /\s/.test(text[at]!));
}

/** End of the first `close` + optional whitespace + `>` in `text`, or where an undecided one starts. */
function findClose(text: string, close: string): number | { undecided?: number } {
  for (let at = text.indexOf(close); at >= 0; at = text.indexOf(close, at + 1)) {
    const after = /\s*(>)?/y;
    after.lastIndex = at + close.length;
    const match = after.exec(text)!;
    if (match[1]) return after.lastIndex;
    if (after.lastIndex === text.length) return { undecided: at };
  }
  return {};
}

/**
 * The deepest element nesting read. EDM nests a few levels (a Metis answer one more); the XML
 * parser's namespace handling costs time quadratic in the depth (100,000 nested elements in a
 * 700 KB record took minutes), so a deeper document is rejected at once.
 */
export const MAX_ELEMENT_DEPTH = 256;

/**
 * The most text a document's entity references may add, in characters: each use of a declared
 * entity inserts its text again, so a 64 KB entity used 10,000 times would make 640 MB.
 */
export const MAX_EXPANDED_CHARS = 16 << 20;

function describe(xml: string, dtd?: DtdEntities): Description[] {
  const parser = new SaxesParser({ xmlns: true });
  if (dtd) declareEntities(parser, dtd);
  const out: Description[] = [];
  const stack: Array<{ tag: SaxesTagNS; description?: Description; text: string }> = [];
  let error: Error | undefined;
  let root: string | undefined;
  // Depth 0 is rdf:RDF, depth 1 a resource description, depth 2 its properties. A Metis answer
  // (`metis:results`) wraps each result's descriptions in a `metis:result`: one level deeper.
  let descriptionDepth = 1;
  const described = new Map<string, Description>();
  parser.on('error', (e) => {
    error ??= e;
  });
  parser.on('opentag', (tag) => {
    const depth = stack.length;
    if (depth >= MAX_ELEMENT_DEPTH) {
      // Thrown out of parser.write: the rest of the document is not read.
      throw new Error(
        `Invalid RDF/XML: ${parser.line}:${parser.column}: elements nested more than ${MAX_ELEMENT_DEPTH} deep (EDM nests a few levels)`,
      );
    }
    const entry: { tag: SaxesTagNS; description?: Description; text: string } = { tag, text: '' };
    if (depth === 0 && tag.uri === METIS_NS && tag.local === 'results') descriptionDepth = 2;
    else if (depth === 0 && (tag.uri !== RDF_NS || tag.local !== 'RDF')) {
      root ??= `the root element is ${tag.name}${tag.uri ? ` in namespace ${tag.uri}` : ''}, not RDF in namespace ${RDF_NS} (nor a Metis dereference answer)`;
    } else if (depth === descriptionDepth) {
      const about = attribute(tag, 'about') ?? attribute(tag, 'ID') ?? '';
      // Two node elements about one URI describe one resource (RDF): their statements add up.
      const seen = about ? described.get(about) : undefined;
      if (seen) entry.description = seen;
      else {
        entry.description = { type: qname(tag), about, props: [], index: out.length };
        out.push(entry.description);
        if (about) described.set(about, entry.description);
      }
    }
    stack.push(entry);
  });
  // A CDATA section is text like any other (`<![CDATA[Tom & Jerry <sketch>]]>`).
  const addText = (text: string): void => {
    const top = stack.at(-1);
    if (top) top.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const entry = stack.pop();
    if (!entry || stack.length !== descriptionDepth + 1) return;
    const parent = stack[descriptionDepth]!.description;
    if (!parent) return;
    const resource = attribute(entry.tag, 'resource');
    const lang = entry.tag.attributes['xml:lang'];
    const value = resource ?? entry.text.trim();
    const name = qname(entry.tag);
    // A property outside the namespaces the Record API knows has no key there.
    if (!value || name.startsWith('{')) return;
    parent.props.push({
      name,
      value,
      resource: resource !== undefined,
      ...(typeof lang === 'object' && lang.value ? { lang: lang.value } : {}),
    });
  });
  parser.write(xml).close();
  if (error) throw new Error(`Invalid RDF/XML: ${explained(error.message, dtd)}`);
  if (root) throw new Error(`Not an RDF/XML document: ${root}`);
  return out;
}

/**
 * Gives the parser the doctype's entities, each counted where it is used: past
 * `MAX_EXPANDED_CHARS` of inserted text the parse stops (thrown out of `parser.write`).
 */
function declareEntities(parser: SaxesParser, dtd: DtdEntities): void {
  let budget = MAX_EXPANDED_CHARS;
  for (const [name, value] of Object.entries(dtd.values)) {
    Object.defineProperty(parser.ENTITIES, name, {
      enumerable: true,
      get() {
        budget -= value.length;
        if (budget < 0) {
          throw new Error(
            `Invalid RDF/XML: ${parser.line}:${parser.column}: the entity references of the document add more than ${MAX_EXPANDED_CHARS >> 20} MB of text`,
          );
        }
        return value;
      },
    });
  }
}

/** The parser says only "undefined entity": what it can read, and why not the others. */
function explained(message: string, dtd: DtdEntities | undefined): string {
  if (!/undefined entity\.?$/.test(message)) return message;
  const external = dtd?.external.length
    ? ` (${dtd.external.map((name) => `"${name}"`).join(', ')} ${dtd.external.length > 1 ? 'are' : 'is'} declared SYSTEM or PUBLIC: external entities are not read)`
    : '';
  return `${message.replace(/\.$/, '')}: only XML's five predefined entities, character references and entities declared with a value in the document's own <!DOCTYPE [ … ]> are read${external}`;
}

function attribute(tag: SaxesTagNS, local: string): string | undefined {
  for (const attr of Object.values(tag.attributes)) {
    if (
      typeof attr === 'object' &&
      attr.local === local &&
      (attr.uri === RDF_NS || attr.uri === '')
    ) {
      return attr.value;
    }
  }
  return undefined;
}

/**
 * `edm:ProvidedCHO` for an element in the EDM namespace whatever its prefix; an element in any
 * other namespace is `{uri}local`, which matches no EDM class or property.
 */
function qname(tag: SaxesTagNS): string {
  const prefix = PREFIXES[tag.uri];
  return prefix ? `${prefix}:${tag.local}` : `{${tag.uri}}${tag.local}`;
}

/** `dc:title` → `dcTitle`, `ore:proxyFor` → `proxyFor`, `wgs84:lat` → `lat`. */
function jsonKey(name: string): string {
  const [prefix, local = ''] = name.split(':');
  if (prefix === 'ore' || prefix === 'wgs84' || (prefix === 'rdf' && local !== 'type'))
    return local;
  if (name === 'rdf:type') return 'rdfType';
  if (prefix === 'skos' || !local) return local || name;
  return `${prefix}${local.charAt(0).toUpperCase()}${local.slice(1)}`;
}

function langMap(props: Property[]): LangMap {
  const map: LangMap = {};
  for (const p of props) {
    const lang = p.resource ? 'def' : (p.lang ?? 'def');
    const list = ownLangList(map, lang);
    if (!list.includes(p.value)) list.push(p.value);
  }
  return map;
}

function grouped(d: Description | undefined): Map<string, Property[]> {
  const map = new Map<string, Property[]>();
  for (const p of d?.props ?? []) {
    const list = map.get(p.name) ?? [];
    list.push(p);
    map.set(p.name, list);
  }
  return map;
}

const PROXY_SINGLE = new Set(['ore:proxyFor', 'edm:type', 'edm:isRepresentationOf']);
/** Proxy properties whose Record API key is not the prefixed name. */
const PROXY_KEYS: Record<string, string> = { 'edm:type': 'edmType', 'edm:year': 'year' };
const PROXY_LIST = new Set([
  'ore:proxyIn',
  'ore:lineage',
  'edm:isSimilarTo',
  'edm:isSuccessorOf',
  'edm:isDerivativeOf',
  'edm:incorporates',
  'edm:realizes',
  'edm:wasPresentAt',
  'edm:isNextInSequence',
  'rdf:type',
]);
const AGGREGATION_SINGLE: Record<string, string> = {
  'edm:isShownBy': 'edmIsShownBy',
  'edm:isShownAt': 'edmIsShownAt',
  'edm:object': 'edmObject',
  'edm:aggregatedCHO': 'aggregatedCHO',
  'edm:ugc': 'edmUgc',
};
/** The Record API list (`agents`, `places`, …) each EDM contextual class goes to. */
const CONTEXTUAL: Readonly<Record<string, ContextualClass>> = Object.fromEntries(
  Object.entries(CONTEXTUAL_KINDS).map(([cls, kind]) => [
    cls,
    CLASS_OF_ENTITY_TYPE[ENTITY_TYPE_OF_KIND[kind]]!,
  ]),
);
/** Contextual-entity properties whose Record API key has no namespace prefix. */
const CONTEXTUAL_KEYS: Record<string, string> = {
  'edm:begin': 'begin',
  'edm:end': 'end',
  'dcterms:isPartOf': 'isPartOf',
  'dcterms:hasPart': 'dctermsHasPart',
  'skos:notation': 'notation',
};
/** Contextual-entity list properties whose Record API key is not the prefixed name. */
const ENTITY_LIST_KEYS: Record<string, string> = {
  'owl:sameAs': 'owlSameAs',
  'edm:isNextInSequence': 'isNextInSequence',
};
/** Contextual-entity properties the Record API gives as one string (`foafHomepage`). */
const ENTITY_SINGLE = new Set(['foaf:homepage', 'foaf:depiction', 'foaf:logo']);
const ENTITY_LISTS = new Set([
  'skos:broader',
  'skos:narrower',
  'skos:related',
  'skos:exactMatch',
  'skos:closeMatch',
  'owl:sameAs',
  'edm:isNextInSequence',
]);

function proxyObject(
  d: Description,
  europeana: boolean,
  about: string,
  id: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = { about };
  for (const [name, props] of grouped(d)) {
    if (name === 'edm:europeanaProxy' || (name === 'rdf:type' && d.type !== 'ore:Proxy')) continue;
    const key = PROXY_KEYS[name] ?? jsonKey(name);
    if (PROXY_SINGLE.has(name)) out[key] = props[0]!.value;
    else if (PROXY_LIST.has(name)) out[key] = props.map((p) => p.value);
    else out[key] = langMap(props);
  }
  // Links inside the record use the Record API's relative forms, whatever the source URIs were.
  out.proxyFor = `/item${id}`;
  out.proxyIn = [`/aggregation/${europeana ? 'europeana' : 'provider'}${id}`];
  out.europeanaProxy = europeana;
  return out;
}

function resourceObject(d: Description): Record<string, unknown> {
  const out: Record<string, unknown> = { about: d.about };
  for (const [name, props] of grouped(d)) {
    const local = name.split(':')[1] ?? name;
    if (name.startsWith('ebucore:')) {
      const key = jsonKey(name);
      const n = Number(props[0]!.value);
      out[key] =
        /width|height|fileByteSize|sampleRate|sampleSize|bitRate|audioChannelNumber|frameRate/i.test(
          local,
        ) && Number.isFinite(n)
          ? n
          : props[0]!.value;
    } else if (name === 'edm:rights') out.webResourceEdmRights = langMap(props);
    else if (name === 'dc:rights') out.webResourceDcRights = langMap(props);
    else if (name === 'svcs:has_service') out.svcsHasService = props.map((p) => p.value);
    else if (name === 'dcterms:isReferencedBy')
      out.dctermsIsReferencedBy = props.map((p) => p.value);
    else if (name === 'edm:isNextInSequence') out.isNextInSequence = props[0]!.value;
    else if (name === 'edm:hasColorSpace' || name === 'edm:codecName')
      out[jsonKey(name)] = props[0]!.value;
    else if (name === 'edm:componentColor') out.edmComponentColor = props.map((p) => p.value);
    else if (name === 'rdf:type') out.rdfType = props[0]!.value;
    else if (name === 'owl:sameAs') out.owlSameAs = props.map((p) => p.value);
    else out[jsonKey(name)] = langMap(props);
  }
  return out;
}

function contextualObject(d: Description): EdmContextualEntity {
  const out: Record<string, unknown> = { about: d.about };
  for (const [name, props] of grouped(d)) {
    if (name === 'wgs84:lat' || name === 'wgs84:long' || name === 'wgs84:alt') {
      const n = Number(props[0]!.value);
      if (Number.isFinite(n))
        out[name === 'wgs84:lat' ? 'latitude' : name === 'wgs84:long' ? 'longitude' : 'altitude'] =
          n;
    } else if (ENTITY_LISTS.has(name))
      out[ENTITY_LIST_KEYS[name] ?? jsonKey(name)] = props.map((p) => p.value);
    else if (ENTITY_SINGLE.has(name)) out[jsonKey(name)] = props[0]!.value;
    else out[CONTEXTUAL_KEYS[name] ?? jsonKey(name)] = langMap(props);
  }
  return out as EdmContextualEntity;
}

/** Record id from the CHO URI (`…/item/{ds}/{id}` or `/{ds}/{id}`), else a stable one. */
function recordIdOf(cho: Description, provider: string): string {
  const match = /(?:\/item)?(\/\d+\/\w+)$/.exec(cho.about);
  if (match && RECORD_ID.test(match[1]!)) return match[1]!;
  return `/${datasetIdFor(`rdf:${provider}`)}/${localIdFor(cho.about)}`;
}

/**
 * One record of the document, with the contextual entities it references, or every entity with
 * a URI when `everyEntity` (the document holds this record alone); those embedded are added to
 * `embedded`.
 */
function assemble(
  cho: Description,
  document: IndexedDocument,
  everyEntity: boolean,
  embedded: Set<Description>,
): EdmRecord {
  const { byAbout } = document;
  const aggregation = document.aggregations.get(cho.about)?.[0];
  const proxies = document.proxies.get(cho.about) ?? [];
  const europeanaAggregation = document.europeanaAggregations.get(cho.about)?.[0];
  const providerName =
    aggregation?.props.find((p) => p.name === 'edm:dataProvider')?.value ?? 'rdf';
  const id = recordIdOf(cho, providerName);
  const isEuropeana = (d: Description): boolean =>
    d.props.some((p) => p.name === 'edm:europeanaProxy' && p.value === 'true');
  const proxyObjects = proxies.length
    ? [...proxies.filter((p) => !isEuropeana(p)), ...proxies.filter(isEuropeana)].map((p, i) =>
        proxyObject(
          p,
          isEuropeana(p),
          isEuropeana(p)
            ? `/proxy/europeana${id}`
            : i === 0
              ? `/proxy/provider${id}`
              : `/proxy/aggregator${id}`,
          id,
        ),
      )
    : [proxyObject(cho, false, `/proxy/provider${id}`, id)];
  if (!proxyObjects.some((p) => p.europeanaProxy === true)) {
    proxyObjects.push({
      about: `/proxy/europeana${id}`,
      proxyFor: `/item${id}`,
      europeanaProxy: true,
    });
  }
  const type = String(
    proxyObjects.find((p) => typeof p.edmType === 'string')?.edmType ?? 'IMAGE',
  ).toUpperCase();
  const aggregationObject: Record<string, unknown> = { about: `/aggregation/provider${id}` };
  const resources = new Set<string>();
  for (const [name, props] of grouped(aggregation)) {
    if (AGGREGATION_SINGLE[name]) {
      aggregationObject[AGGREGATION_SINGLE[name]] =
        name === 'edm:aggregatedCHO' ? `/item${id}` : props[0]!.value;
      if (name !== 'edm:aggregatedCHO' && name !== 'edm:ugc') resources.add(props[0]!.value);
    } else if (name === 'edm:hasView') {
      aggregationObject.hasView = props.map((p) => p.value);
      for (const p of props) resources.add(p.value);
    } else if (name !== 'rdf:type') aggregationObject[jsonKey(name)] = langMap(props);
  }
  aggregationObject.webResources = [...resources].map((url) => {
    const d = byAbout.get(url);
    return d ? resourceObject(d) : { about: url };
  });
  const record: Record<string, unknown> = { about: id, type };
  const title = proxyObjects.flatMap((p) =>
    Object.values((p.dcTitle as LangMap | undefined) ?? {}).flat(),
  );
  if (title.length) record.title = [...new Set(title)];
  record.proxies = proxyObjects;
  record.aggregations = [aggregationObject];
  if (europeanaAggregation) {
    const europeana: Record<string, unknown> = {
      about: `/aggregation/europeana${id}`,
      aggregatedCHO: `/item${id}`,
    };
    for (const [name, props] of grouped(europeanaAggregation)) {
      if (name === 'edm:aggregatedCHO' || name === 'rdf:type') continue;
      if (name === 'edm:preview' || name === 'edm:landingPage')
        europeana[jsonKey(name)] = props[0]!.value;
      else europeana[jsonKey(name)] = langMap(props);
    }
    // Europeana's own RDF names the landing page; other EDM gets the one every record has.
    europeana.edmLandingPage ??= LANDING_PAGE_BASE + id;
    record.europeanaAggregation = europeana;
  }
  record.providedCHOs = [{ about: `/item${id}` }];
  const webResources = [...resources].map((url) => byAbout.get(url));
  const roots = [cho, ...proxies, aggregation, europeanaAggregation, ...webResources];
  const entities = everyEntity
    ? document.descriptions.filter((d) => CONTEXTUAL[d.type] && d.about)
    : referencedEntities(roots, byAbout);
  for (const d of entities) {
    embedded.add(d);
    const cls = CONTEXTUAL[d.type]!;
    ((record[cls] ??= []) as EdmContextualEntity[]).push(contextualObject(d));
  }
  return withCompleteness(record as unknown as EdmRecord);
}
