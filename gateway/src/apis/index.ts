import type { ApiRouterFactory } from './context';
import { createRecordRouter } from './record/router';
import { createSearchRouter } from './search/router';

/**
 * Every API module, mounted in this order. Add a module by creating `apis/<api>/router.ts`
 * exporting an ApiRouterFactory and listing it here.
 */
export const API_ROUTERS: readonly ApiRouterFactory[] = [createSearchRouter, createRecordRouter];
