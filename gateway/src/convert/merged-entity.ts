import type { EntityDoc } from '../edm/entity-types';

/** Fields that are lists of identifiers or labels: the merged entity has those of both. */
const UNION_LISTS = ['identifier', 'sameAs', 'hiddenLabel'] as const;

/**
 * The document of an agent or place merged from several museum records (`agent-match.ts`,
 * `place-match.ts`): the kept entity's own document (`docs[0]`, stored first: its id, type and
 * every field it has are kept), then what each later record adds without taking anything away:
 *
 * - a preferred label in a language the kept one lacks becomes its preferred label there; one
 *   that differs from the kept one ("Antoni Tapies" beside "Antoni Tàpies", "Frederic, Lord
 *   Leighton" beside "Lord Frederic Leighton", Tate's short place name "Bordeaux" beside
 *   Carnegie's "Bordeaux, France") an alternative label, as do its alternative labels
 *   ("Reynolds, Sir Joshua"); each label once per language, none repeating the preferred one;
 * - identifiers (the museums' source ids), `sameAs` URIs and hidden labels: those of both;
 * - any other field only where the kept document has none (Tate's gender or movements for a
 *   Carnegie agent without them, Tate's "inhabited place in France" note for a Carnegie place
 *   without one); a field both give stays the kept one's (its dates, places and notes), so one
 *   museum's facts are never mixed into the other's.
 *
 * Deterministic: the same documents give the same merged document (an unchanged import stays
 * unchanged). The shape stays the Entity API's: every value comes from a document of that shape.
 * It only ever adds labels the other document bears, so a merged place bears no name that the
 * two places did not bear before (the place name index gains no ambiguity, `place-names.ts`).
 */
export function mergeEntityDocs(docs: readonly EntityDoc[]): EntityDoc {
  const [kept, ...others] = docs;
  if (!kept) throw new Error('mergeEntityDocs: no document');
  let merged: EntityDoc = kept;
  for (const other of others) merged = mergeInto(merged, other);
  return merged;
}

function mergeInto(kept: EntityDoc, other: EntityDoc): EntityDoc {
  const out: EntityDoc = { ...kept };
  const prefLabel: Record<string, string> = { ...(kept.prefLabel ?? {}) };
  const altLabel: Record<string, string[]> = {};
  for (const [lang, labels] of Object.entries(kept.altLabel ?? {}))
    altLabel[lang] = stringList(labels);
  const addAlt = (lang: string, label: unknown): void => {
    if (typeof label !== 'string') return;
    const text = label.trim();
    if (!text || prefLabel[lang]?.trim() === text) return;
    const list = (altLabel[lang] ??= []);
    if (!list.some((known) => known.trim() === text)) list.push(text);
  };
  for (const [lang, label] of Object.entries(other.prefLabel ?? {})) {
    if (typeof label !== 'string' || !label.trim()) continue;
    if (prefLabel[lang] === undefined) prefLabel[lang] = label;
    else addAlt(lang, label);
  }
  for (const [lang, labels] of Object.entries(other.altLabel ?? {})) {
    for (const label of stringList(labels)) addAlt(lang, label);
  }
  if (Object.keys(prefLabel).length) out.prefLabel = prefLabel;
  if (Object.values(altLabel).some((list) => list.length)) out.altLabel = altLabel;
  for (const field of UNION_LISTS) {
    const mine = stringList(kept[field]);
    const theirs = stringList(other[field]).filter((value) => !mine.includes(value));
    if (theirs.length) out[field] = [...mine, ...theirs];
  }
  const special = new Set<string>(['id', 'type', 'prefLabel', 'altLabel', ...UNION_LISTS]);
  for (const [field, value] of Object.entries(other)) {
    if (special.has(field) || value === undefined || value === null) continue;
    if (out[field] === undefined || out[field] === null) out[field] = value;
  }
  return out;
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
