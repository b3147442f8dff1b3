import { ITEM_URI_BASE } from '../../edm/ids';

export const ANNOTATION_CONTEXT = 'http://www.w3.org/ns/anno.jsonld';
export const ANNOTATION_URI_BASE = 'http://data.europeana.eu/annotation';

/** An `item_annotations` row with the record facts the annotation needs. */
export interface AnnotationRow {
  annotationKey: number;
  motivation: string;
  language: string | null;
  value: string;
  createdAt: number;
  itemId: string;
  /** The record's edmIsShownBy (what a transcription transcribes). */
  isShownBy: string | null;
}

export function annotationUri(key: number): string {
  return `${ANNOTATION_URI_BASE}/${key}`;
}

/**
 * A W3C Web Annotation the way the portal reads Europeana's: tags are `tagging` annotations
 * whose body is a Concept with a one-language prefLabel (or the plain tag when it has no
 * language); transcriptions are `transcribing` annotations with a FullTextResource body
 * targeting the record's main media.
 */
export function annotationView(row: AnnotationRow): Record<string, unknown> {
  const item = `${ITEM_URI_BASE}${row.itemId}`;
  const created = new Date(row.createdAt).toISOString();
  let body: unknown;
  let target: unknown = item;
  if (row.motivation === 'transcribing') {
    body = {
      type: 'FullTextResource',
      value: row.value,
      ...(row.language ? { language: row.language } : {}),
    };
    if (row.isShownBy) target = { scope: item, source: row.isShownBy };
  } else {
    body = row.language ? { type: 'Concept', prefLabel: { [row.language]: row.value } } : row.value;
  }
  return {
    id: annotationUri(row.annotationKey),
    type: 'Annotation',
    created,
    generated: created,
    motivation: row.motivation,
    body,
    target,
  };
}
