import type { BoolNode, PhraseNode, QueryNode, TermNode } from './ast';
import { foldForIndex, indexWords } from './index-words';

/**
 * Dictionary translation of a query (`profile=translate` with `q.source`/`q.target`): the words
 * and phrases that name an entity in the source language are ORed with the entity's label in
 * the target language, so items described only in that language are found too. Offline there is
 * no machine translation; the entities' multilingual labels are the dictionary
 * (`search/label-dictionary.ts` looks them up).
 */

/** The target-language labels of the entities a source-language label key names. */
export type LabelLookup = (key: string) => readonly string[];

/** Several entities with the same label: at most this many of their labels are ORed in. */
export const MAX_TRANSLATIONS = 5;

/** Adjacent words tried as one label (longest first). */
export const MAX_LABEL_WORDS = 4;

/**
 * A text as the dictionary compares labels: the words the full-text index would make of it,
 * folded as it folds them (case and diacritics), one space apart. So `Érster  weltkrieg` and
 * `Erster-Weltkrieg` look up `erster weltkrieg`, as both would search the same index words.
 */
export function labelKey(text: string): string {
  return indexWords(foldForIndex(text)).join(' ');
}

/**
 * The query with every default-field, non-wildcard term and phrase that is a source-language
 * label turned into `(original OR "target label" ...)`; runs of up to {@link MAX_LABEL_WORDS}
 * adjacent default-field terms of an AND list are tried as one label first (longest first), so
 * `Erster Weltkrieg` becomes `((Erster AND Weltkrieg) OR "World War I")`: the words keep their
 * own meaning (anywhere in the item), the translation is added beside them. Fielded clauses,
 * wildcards, ranges, `*:*` and everything under NOT are left as they are. Returns the node
 * itself when nothing was translated.
 */
export function translateQuery(node: QueryNode, lookup: LabelLookup): QueryNode {
  switch (node.kind) {
    case 'term':
    case 'phrase':
      return translated(node, isPlainText(node) ? node.text : undefined, lookup) ?? node;
    case 'bool':
      return translateBool(node, lookup);
    default:
      return node;
  }
}

function translateBool(node: BoolNode, lookup: LabelLookup): QueryNode {
  const must = translateAndList(node.must, lookup);
  const should = node.should.map((child) => translateQuery(child, lookup));
  if (must === node.must && should.every((child, i) => child === node.should[i])) return node;
  // NOT clauses are what the items must not have: a translation would exclude more.
  return { kind: 'bool', must, should, mustNot: node.mustNot };
}

/** The clauses of an AND list, with runs of plain terms tried as multi-word labels first. */
function translateAndList(list: QueryNode[], lookup: LabelLookup): QueryNode[] {
  const out: QueryNode[] = [];
  let changed = false;
  for (let i = 0; i < list.length;) {
    let run = 0;
    while (run < MAX_LABEL_WORDS && i + run < list.length && isPlainTerm(list[i + run]!)) run++;
    let done = false;
    for (let n = run; n >= 2 && !done; n--) {
      const terms = list.slice(i, i + n) as TermNode[];
      const original: QueryNode = { kind: 'bool', must: terms, should: [], mustNot: [] };
      const result = translated(original, terms.map((t) => t.text).join(' '), lookup);
      if (result) {
        out.push(result);
        i += n;
        changed = true;
        done = true;
      }
    }
    if (done) continue;
    const child = translateQuery(list[i]!, lookup);
    if (child !== list[i]) changed = true;
    out.push(child);
    i++;
  }
  return changed ? out : list;
}

/** `(original OR "label" ...)`, or undefined when `text` names no entity with another label. */
function translated(
  original: QueryNode,
  text: string | undefined,
  lookup: LabelLookup,
): QueryNode | undefined {
  if (text === undefined) return undefined;
  const key = labelKey(text);
  if (!key) return undefined;
  const seen = new Set([key]);
  const phrases: PhraseNode[] = [];
  for (const label of lookup(key)) {
    // A label the index reads as the same words (or as none) would find nothing more.
    const labelWords = labelKey(label);
    if (!labelWords || seen.has(labelWords)) continue;
    seen.add(labelWords);
    phrases.push({ kind: 'phrase', text: label });
    if (phrases.length === MAX_TRANSLATIONS) break;
  }
  if (!phrases.length) return undefined;
  return { kind: 'bool', must: [], should: [original, ...phrases], mustNot: [] };
}

/** A default-field term without wildcards: the only terms that may be words of a label. */
function isPlainTerm(node: QueryNode): node is TermNode {
  return node.kind === 'term' && node.field === undefined && !node.wildcard;
}

function isPlainText(node: TermNode | PhraseNode): boolean {
  return node.field === undefined && !(node.kind === 'term' && node.wildcard);
}
