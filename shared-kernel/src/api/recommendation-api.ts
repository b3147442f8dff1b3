import type { HttpClient, RequestOptions } from './http-client';
import { jsonObject } from './payload-shape';
import type { SearchItem } from '../domain/item';
import { isRecordId } from '../domain/item';

/** What the Recommendation API recommends for (contract §5). */
export type RecommendationKind = 'record' | 'set' | 'entity';

export interface RecommendationResponse {
  success?: boolean;
  itemsCount?: number;
  /** Minimal Search API items. */
  items?: SearchItem[];
}

export interface RecommendationParams {
  /** 1 to 50, default 10. */
  pageSize?: number;
  /** 0 to 40, default 0. */
  page?: number;
}

export interface RecommendationCallOptions {
  /** The signed-in user's token: recommendations may be personal, and writes need it. */
  accessToken?: string | null;
}

/** Recommended items are read without checking (see payload-shape). */
const RECOMMENDATION_SHAPE = jsonObject({ arrays: ['items'] });

/** Items recommended for an item page: the portal keeps 8 (contract §5). */
export const ITEM_RECOMMENDATIONS = 8;

function authorised(options: RecommendationCallOptions): Pick<RequestOptions, 'headers'> {
  return options.accessToken ? { headers: { Authorization: `Bearer ${options.accessToken}` } } : {};
}

/**
 * The path of a recommendation target, `/{kind}/{id}` (spec §7: "a path composed of two parts"):
 * `/record/{datasetId}/{localId}`, `/set/{setId}`, `/entity/{type}/{id}`.
 */
export function recommendationPath(kind: RecommendationKind, id: string): string {
  const trimmed = id.replace(/^\/+/, '');
  if (kind === 'record' && !isRecordId(`/${trimmed}`)) {
    throw new RangeError(`Invalid record identifier: ${id}`);
  }
  if (!trimmed || /[?#]|\.\./.test(trimmed))
    throw new RangeError(`Invalid ${kind} identifier: ${id}`);
  return `/${kind}/${trimmed}`;
}

/**
 * Recommendation API (contract §5): `GET /recommend/{kind}/{id}` answers Search-API-shaped
 * items; `POST` (accept) and `DELETE` (reject) with a JSON array of item ids were feedback
 * signals, kept for the gallery recommendations review (spec §4).
 */
export function createRecommendationApi(client: HttpClient) {
  const recommend = (
    kind: RecommendationKind,
    id: string,
    params: RecommendationParams = {},
    options: RecommendationCallOptions = {},
  ): Promise<RecommendationResponse> =>
    client.get<RecommendationResponse>(recommendationPath(kind, id), {
      params: { ...params },
      expect: RECOMMENDATION_SHAPE,
      ...authorised(options),
    });
  return {
    client,
    recommend,
    /** Items like this record (`/record/{datasetId}/{localId}`). */
    forRecord(
      recordId: string,
      params: RecommendationParams = {},
      options: RecommendationCallOptions = {},
    ): Promise<RecommendationResponse> {
      return recommend('record', recordId, params, options);
    },
    accept(
      kind: RecommendationKind,
      id: string,
      itemIds: string[],
      options: RecommendationCallOptions = {},
    ): Promise<RecommendationResponse> {
      return client.post<RecommendationResponse>(recommendationPath(kind, id), {
        body: itemIds,
        ...authorised(options),
      });
    },
    reject(
      kind: RecommendationKind,
      id: string,
      itemIds: string[],
      options: RecommendationCallOptions = {},
    ): Promise<RecommendationResponse> {
      return client.delete<RecommendationResponse>(recommendationPath(kind, id), {
        body: itemIds,
        ...authorised(options),
      });
    },
  };
}

export type RecommendationApi = ReturnType<typeof createRecommendationApi>;
