import { isUri, ownLangList } from '../../edm/lang-map';
import type { RecordView } from '../../edm/record-view';
import type { LangMap } from '../../edm/types';

/** A IIIF language map: BCP 47 tags (or `none`) to arrays of strings. */
export type IiifLangMap = Record<string, string[]>;

/**
 * A record language map as a IIIF one: `def` (untagged) becomes `none`, and entity URIs are
 * replaced by the linked entity's labels in every language, so viewers show "Rembrandt" rather
 * than `http://data.europeana.eu/agent/…`. URIs of entities the record does not embed are kept.
 */
export function toIiifLangMap(view: RecordView, map: LangMap | undefined): IiifLangMap | undefined {
  if (!map) return undefined;
  const out: IiifLangMap = {};
  const add = (lang: string, value: string): void => {
    const key = lang === 'def' || lang === 'und' || !lang ? 'none' : lang;
    // Not `out[key] ??= []`: keys come from records (`constructor`, `toString`, `__proto__`).
    const list = ownLangList(out, key);
    if (!list.includes(value)) list.push(value);
  };
  for (const [lang, values] of Object.entries(map)) {
    for (const value of values) {
      const entity = isUri(value) ? view.entity(value) : undefined;
      if (!entity?.prefLabel) {
        add(lang, value);
        continue;
      }
      for (const [labelLang, labels] of Object.entries(entity.prefLabel)) {
        for (const label of Array.isArray(labels) ? labels : [labels])
          add(labelLang, String(label));
      }
    }
  }
  return Object.keys(out).length ? out : undefined;
}

export function englishLabel(text: string): IiifLangMap {
  return { en: [text] };
}

/** First value of a IIIF map, English first. */
export function firstValue(map: IiifLangMap | undefined): string | undefined {
  if (!map) return undefined;
  return map.en?.[0] ?? map.none?.[0] ?? Object.values(map)[0]?.[0];
}
