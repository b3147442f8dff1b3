import { annotationApi } from './annotation/router';
import { contentApi } from './content/router';
import type { ApiRouterFactory } from './context';
import { entityApi } from './entity/router';
import { iiifApi } from './iiif/router';
import { mediaApi } from './media/router';
import { recommendApi } from './recommend/router';
import { createRecordRouter } from './record/router';
import { createSearchRouter } from './search/router';
import { setApi } from './set/router';
import { thumbnailApi } from './thumbnail/router';

/**
 * Every API module, mounted in this order. Add a module by creating `apis/<api>/router.ts`
 * exporting an ApiRouterFactory and listing it here.
 */
export const API_ROUTERS: readonly ApiRouterFactory[] = [
  createSearchRouter,
  createRecordRouter,
  entityApi,
  recommendApi,
  // After the Recommendation API, which answers `/set/{id}/recommend`.
  setApi,
  annotationApi,
  thumbnailApi,
  mediaApi,
  iiifApi,
  contentApi,
];
