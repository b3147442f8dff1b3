import type { LanguageMap } from './language-map';
import { mergeLanguageMaps } from './record-language-map';

/**
 * W3C Web Annotations about a record, as the Annotation API returns them (contract §5). Bodies
 * are a plain string, a Concept with a `prefLabel`, a FullTextResource (transcriptions,
 * subtitles) or an entity reference.
 */
export interface AnnotationBody {
  id?: string;
  type?: string;
  prefLabel?: Record<string, string | string[]>;
  value?: string;
  language?: string;
  [field: string]: unknown;
}

export interface Annotation {
  id: string;
  type?: string;
  motivation: string;
  body?: string | AnnotationBody;
  target?: unknown;
  created?: string;
  [field: string]: unknown;
}

export interface AnnotationPage {
  type?: string;
  total?: number;
  partOf?: { id?: string; total?: number };
  items?: Array<Annotation | string>;
  next?: string;
  prev?: string;
}

/** What the item page asks the Annotation API for (contract §5), plus transcriptions. */
export const ITEM_ANNOTATION_MOTIVATIONS = [
  'highlighting',
  'linkForContributing',
  'tagging',
  'subtitling',
  'captioning',
  'transcribing',
] as const;

/** Annotations of a page, without the bare ids a `minimal` profile gives. */
export function annotationsOf(page: AnnotationPage | undefined): Annotation[] {
  return (page?.items ?? []).filter(
    (item): item is Annotation => typeof item === 'object' && item !== null,
  );
}

/**
 * Keywords of the item: the labels of its tagging annotations as one language map (a plain
 * string tag is untagged), shown as the `keywords` field.
 */
export function annotationKeywords(annotations: readonly Annotation[]): LanguageMap | undefined {
  const maps: LanguageMap[] = [];
  for (const annotation of annotations) {
    if (annotation.motivation !== 'tagging') continue;
    const body = annotation.body;
    if (typeof body === 'string') {
      if (body.trim()) maps.push({ def: [body.trim()] });
      continue;
    }
    for (const [lang, label] of Object.entries(body?.prefLabel ?? {})) {
      const values = (Array.isArray(label) ? label : [label]).filter(
        (value) => typeof value === 'string' && value.trim(),
      );
      if (values.length) maps.push({ [lang]: values });
    }
  }
  return mergeLanguageMaps(...maps);
}

export interface Transcription {
  text: string;
  lang?: string;
}

/** Full texts of the item (transcriptions, captions) from FullTextResource bodies. */
export function annotationTranscriptions(annotations: readonly Annotation[]): Transcription[] {
  const out: Transcription[] = [];
  for (const annotation of annotations) {
    const body = annotation.body;
    if (typeof body !== 'object' || body === null || body.type !== 'FullTextResource') continue;
    if (typeof body.value !== 'string' || !body.value.trim()) continue;
    out.push(body.language ? { text: body.value, lang: body.language } : { text: body.value });
  }
  return out;
}
