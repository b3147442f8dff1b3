import type { HttpClient } from './http-client';
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

/** Annotation API (contract §5, spec §7): `GET /search` answers an AnnotationPage. */
export function createAnnotationApi(client: HttpClient) {
  const search = (params: AnnotationSearchParams): Promise<AnnotationPage> =>
    client.get<AnnotationPage>('/search', { params });
  return {
    client,
    search,
    /**
     * The annotations the item page shows for a record: tags, highlights, subtitles, captions,
     * contribution links and transcriptions, with their bodies dereferenced.
     */
    forRecord(
      recordId: string,
      motivations: readonly string[] = ITEM_ANNOTATION_MOTIVATIONS,
    ): Promise<AnnotationPage> {
      if (!isRecordId(recordId)) throw new RangeError(`Invalid record identifier: ${recordId}`);
      return search({
        query: `target_record_id:"${recordId}"`,
        qf: `motivation:(${motivations.join(' OR ')})`,
        profile: 'dereference',
        pageSize: ANNOTATION_PAGE_SIZE_MAX,
      });
    },
  };
}

export type AnnotationApi = ReturnType<typeof createAnnotationApi>;
