import type { EntityMatch } from '../convert/entity-match';
import { cachedLookup, withStoreNames, type EntityLookup } from '../convert/entity-lookup';
import type { PlaceNames } from '../convert/place-names';
import type { DtdEntities } from '../convert/dtd-entities';
import type { EntityDoc } from '../edm/entity-types';
import type { WritableItem } from '../store/items-repository';
import { prepareItem } from '../store/prepare-item';
import type { Store } from '../store/store';
import { convertValue, type Converted } from './classify';
import { writeMergeableEntity, type AgentMerges } from './entity-merges';
import type { FacetAnnouncement } from './facet-numbering';
import { wellFormed } from '../edm/rdf/text';
import { printable } from './printable';
import { rdfDocumentUnits } from './rdf-units';
import type { RepeatedId, RunIds } from './repeated-ids';

/** One unit of input: raw text to parse (an NDJSON line) or an already parsed value. */
export interface InputUnit {
  lineNo: number;
  /** A problem found while reading (bad RDF/XML, unreadable JSON): reported as is. */
  error?: string;
  text?: string;
  value?: unknown;
  converted?: Converted;
  /** An RDF/XML document, parsed into its records (`rdf-units.ts`) where the batch is converted. */
  rdf?: string;
  /** The entities the RDF/XML document's doctype declares. */
  rdfDtd?: DtdEntities;
}

/** A batch after the CPU work: ready to write, plain data (crosses worker boundaries). */
export interface ConvertedBatch {
  /**
   * `match`: a museum agent or place line, which may be merged with another museum's record of
   * the same person or place (entity-merges.ts).
   */
  entities: Array<{ doc: EntityDoc; aliases: string[]; lineNo: number; match?: EntityMatch }>;
  items: Array<{ prepared: WritableItem; lineNo: number }>;
  errors: Array<{ lineNo: number; message: string }>;
  /** Facet values this batch's worker numbers for the first time (see facet-numbering.ts). */
  facetValues?: FacetAnnouncement[];
  /** Which pool worker converted the batch (its facet numbers are that worker's). */
  worker?: number;
}

export interface BatchResult {
  items: { inserted: number; updated: number; unchanged: number };
  entities: { inserted: number; updated: number; unchanged: number };
  errors: Array<{ lineNo: number; message: string }>;
  /** Records whose id an earlier line of the run had (notes: the later record is written). */
  repeats: RepeatedId[];
  /** Entities whose stored document changed (items embedding them need a refresh). */
  changedEntities: string[];
  /** Museum agent lines merged into the agent of another source, the same person. */
  mergedAgents: number;
  /** Museum place lines merged into the place of another source with the same full label. */
  mergedPlaces: number;
}

/**
 * Parses, converts and prepares (derives, serialises) a batch: all the CPU work of an import,
 * no writes. A bad record becomes an error with its line number; the others go on.
 */
export function convertBatch(
  units: readonly InputUnit[],
  lookup: EntityLookup,
  now = Date.now(),
): ConvertedBatch {
  const out: ConvertedBatch = { entities: [], items: [], errors: [] };
  for (const unit of units.flatMap((u) =>
    u.rdf !== undefined ? rdfDocumentUnits(u.rdf, u.lineNo, u.rdfDtd) : [u],
  )) {
    if (unit.error !== undefined) {
      out.errors.push({ lineNo: unit.lineNo, message: printable(unit.error) });
      continue;
    }
    try {
      const converted =
        unit.converted ??
        convertValue(unit.value !== undefined ? unit.value : parseLine(unit.text ?? ''), lookup);
      if (converted.kind === 'entity')
        out.entities.push({
          doc: converted.doc,
          aliases: converted.aliases,
          lineNo: unit.lineNo,
          ...(converted.match ? { match: converted.match } : {}),
        });
      else
        out.items.push({
          prepared: prepareItem(converted.input, now, unit.text),
          lineNo: unit.lineNo,
        });
    } catch (error) {
      out.errors.push({ lineNo: unit.lineNo, message: messageOf(error) });
    }
  }
  return out;
}

/**
 * Writes a converted batch in one transaction. Should a record fail to write (a constraint the
 * preparation could not foresee), the batch is rolled back and written again one record per
 * savepoint, so only that record is lost.
 */
export function writeBatch(
  store: Store,
  batch: ConvertedBatch,
  now = Date.now(),
  ids?: RunIds,
): BatchResult {
  // Noted once, before writing (a batch may be written twice): a repeat is a fact of the input,
  // whether or not either record could be stored.
  const repeats = ids?.note(batch) ?? [];
  let result: BatchResult;
  try {
    result = writeAll(store, batch, now, false);
  } catch {
    store.items.forgetCachedKeys();
    result = writeAll(store, batch, now, true);
  }
  result.repeats = repeats;
  return result;
}

function writeAll(store: Store, batch: ConvertedBatch, now: number, isolate: boolean): BatchResult {
  const result: BatchResult = {
    items: { inserted: 0, updated: 0, unchanged: 0 },
    entities: { inserted: 0, updated: 0, unchanged: 0 },
    errors: [...batch.errors],
    repeats: [],
    changedEntities: [],
    mergedAgents: 0,
    mergedPlaces: 0,
  };
  store.db.transaction(() => {
    if (batch.entities.length) writeEntities(store, batch.entities, now, isolate, result);
    for (const { prepared, lineNo } of batch.items) {
      if (!isolate) {
        result.items[store.items.write(prepared)]++;
        continue;
      }
      try {
        result.items[store.db.transaction(() => store.items.write(prepared))()]++;
      } catch (error) {
        result.errors.push({ lineNo, message: messageOf(error) });
      }
    }
  })();
  result.errors.sort((a, b) => a.lineNo - b.lineNo);
  return result;
}

/**
 * The batch's entities in one statement group, or, when `isolate`, each in a savepoint of its own
 * (as items are), so that an entity the store refuses costs only its own line. Museum agent and
 * place lines are written one by one, in their order among the others: whether one is merged into
 * another museum's entity depends on the entities written before it (`entity-merges.ts`).
 */
function writeEntities(
  store: Store,
  entities: ConvertedBatch['entities'],
  now: number,
  isolate: boolean,
  result: BatchResult,
): void {
  const source = entities.some((e) => e.aliases.length) ? 'ndjson' : 'import';
  if (!isolate) {
    let run: ConvertedBatch['entities'] = [];
    const flush = (): void => {
      if (!run.length) return;
      const { counts, changed } = store.entities.upsertMany(run, source, now);
      add(result.entities, counts);
      result.changedEntities.push(...changed);
      run = [];
    };
    for (const entry of entities) {
      if (!entry.match) {
        run.push(entry);
        continue;
      }
      flush();
      absorbMergeable(
        result,
        writeMergeableEntity(store, { ...entry, match: entry.match }, source, now),
        entry.doc.type,
      );
    }
    flush();
    return;
  }
  for (const { doc, aliases, lineNo, match } of entities) {
    try {
      if (match) {
        const write = store.db.transaction(() =>
          writeMergeableEntity(store, { doc, aliases, match }, source, now),
        )();
        absorbMergeable(result, write, doc.type);
        continue;
      }
      const outcome = store.entities.upsert(doc, source, aliases, now);
      result.entities[outcome]++;
      if (outcome !== 'unchanged') result.changedEntities.push(doc.id);
    } catch (error) {
      result.errors.push({ lineNo, message: messageOf(error) });
    }
  }
}

function absorbMergeable(
  result: BatchResult,
  write: ReturnType<typeof writeMergeableEntity>,
  type: string,
): void {
  result.entities[write.outcome]++;
  result.changedEntities.push(...write.changed);
  if (write.merged) result[type === 'Place' ? 'mergedPlaces' : 'mergedAgents']++;
}

function add(target: BatchResult['entities'], counts: BatchResult['entities']): void {
  target.inserted += counts.inserted;
  target.updated += counts.updated;
  target.unchanged += counts.unchanged;
}

/** Both halves in this thread (small inputs, tests, no worker script). */
export class BatchImporter {
  private lookup: EntityLookup;
  private placeNames: PlaceNames | undefined;
  private agentMerges: AgentMerges | undefined;

  /** `ids`: the run's ids, to note the records that repeat one. */
  constructor(
    private readonly store: Store,
    private readonly ids?: RunIds,
  ) {
    this.lookup = entityLookupFor(store);
  }

  resetEntityCache(): void {
    this.lookup = entityLookupFor(this.store, {
      ...(this.placeNames ? { placeNames: this.placeNames } : {}),
      ...(this.agentMerges ? { agentMerges: this.agentMerges } : {}),
    });
  }

  /** The store's places by name, for the items converted from now on (as the workers get them). */
  setPlaceNames(placeNames: PlaceNames): void {
    this.placeNames = placeNames;
    this.resetEntityCache();
  }

  /** The agents merged into others, for the items converted from now on (as the workers get them). */
  setAgentMerges(agentMerges: AgentMerges): void {
    this.agentMerges = agentMerges;
    this.resetEntityCache();
  }

  run(units: readonly InputUnit[], now = Date.now()): BatchResult {
    const result = writeBatch(this.store, convertBatch(units, this.lookup, now), now, this.ids);
    if (result.changedEntities.length) this.resetEntityCache();
    return result;
  }
}

export function entityLookupFor(
  store: Store,
  names: { placeNames?: PlaceNames; agentMerges?: AgentMerges } = {},
): EntityLookup {
  return withStoreNames(
    cachedLookup((uri) => store.entities.get(uri)),
    names,
  );
}

/**
 * What a line may hold that is no text: half a surrogate pair (`\uD800`–`\uDFFF`, escaped, as
 * JSON can only spell it) or a control character (escaped as `\u001b`, `\b`, `\f`, or a raw
 * C1 control or DEL, which JSON allows unescaped). Only lines with one pay for the walk.
 */
const NOT_TEXT =
  /\\u(?:[dD][89a-fA-F]|00[01][0-9a-fA-F]|007[fF]|00[89][0-9a-fA-F])|\\[bf]|[\u007F-\u009F]/;

/** Control characters other than tab and line breaks: terminal escapes, bells, NUL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** A string as the store keeps text: well formed, without control characters. */
const asText = (value: string): string => wellFormed(value).replace(CONTROL, '');

function parseLine(text: string): unknown {
  try {
    // A UTF-8 byte order mark (a file's start, or a file concatenated to another) is no JSON.
    const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    // A lone surrogate is no text: stored, it broke every page showing it (the page's HTML
    // cannot carry it, so React's hydration failed, and share links threw). It becomes U+FFFD,
    // as any UTF-8 encoder writes it. Control characters (ESC, BEL, NUL) went into titles and
    // og:title as they came; they are dropped.
    if (NOT_TEXT.test(json)) {
      return JSON.parse(json, (_key, value: unknown) =>
        typeof value === 'string' ? asText(value) : value,
      );
    }
    return JSON.parse(json);
  } catch (error) {
    throw new Error(`invalid JSON: ${(error as Error).message}`);
  }
}

/** An error's message, cut short, its control characters escaped (it may quote the input). */
function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return printable(message.length > 300 ? `${message.slice(0, 300)}…` : message);
}
