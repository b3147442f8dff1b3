import type { HttpClient } from './http-client';
import { jsonObject } from './payload-shape';
import type { QueryParams } from './query-string';
import { isRecordId } from '../domain/item';
import { ITEM_ANNOTATION_MOTIVATIONS, type AnnotationPage } from '../domain/record-annotations';

export interface AnnotationSearchParams extends QueryParams {
  query: string;
  qf?: string | string[];
  profile?: 'minimal' | 'standard' | 'dereference' | 'facets';
  /** 0-based, like the real API. */
  page?: number;
  pageSize?: number;
  sort?: string;
  sortOrder?: 'asc' | 'desc';
  lang?: string;
}

/** The Annotation API's largest page. */
export const ANNOTATION_PAGE_SIZE_MAX = 100;

/** Annotation pages are read without checking (see payload-shape). */
const PAGE_SHAPE = jsonObject({ arrays: ['items'] });

export interface RecordAnnotationsOptions {
  motivations?: readonly string[];
  /** A shorter time budget than the client's, for pages that can do without annotations. */
  timeoutMs?: number;
}

/** Annotation API (contract §5, spec §7): `GET /search` answers an AnnotationPage. */
export function createAnnotationApi(client: HttpClient) {
  const search = (params: AnnotationSearchParams, timeoutMs?: number): Promise<AnnotationPage> =>
    client.get<AnnotationPage>('/search', { params, timeoutMs, expect: PAGE_SHAPE });
  return {
    client,
    search,
    /**
     * The annotations the item page shows for a record: tags, highlights, subtitles, captions,
     * contribution links and transcriptions, with their bodies dereferenced.
     */
    forRecord(recordId: string, options: RecordAnnotationsOptions = {}): Promise<AnnotationPage> {
      if (!isRecordId(recordId)) throw new RangeError(`Invalid record identifier: ${recordId}`);
      const motivations = options.motivations ?? ITEM_ANNOTATION_MOTIVATIONS;
      return search(
        {
          query: `target_record_id:"${recordId}"`,
          qf: `motivation:(${motivations.join(' OR ')})`,
          profile: 'dereference',
          pageSize: ANNOTATION_PAGE_SIZE_MAX,
        },
        options.timeoutMs,
      );
    },
  };
}

export type AnnotationApi = ReturnType<typeof createAnnotationApi>;
