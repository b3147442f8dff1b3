import path from 'node:path';
import { Router } from 'express';
import type { Store } from '../../store/store';
import type { ApiRouterFactory } from '../context';
import { createIiifImageRoutes } from './image-routes';
import { createPresentationRoutes } from './presentation-routes';

export interface IiifRouterOptions {
  store: Store;
  /** Default: `GATEWAY_PUBLIC_URL`, else http://localhost:3001. */
  publicUrl?: string;
  /** Disk cache of rendered tiles; default `<store data dir>/cache/iiif`. */
  cacheDir?: string;
}

/** IIIF Presentation manifests, 2.1 and 3 (`/presentation/...`), and the Image API 3 server (`/iiif/image/...`). */
export function createIiifRouter(options: IiifRouterOptions): Router {
  const router = Router();
  router.use(createPresentationRoutes(options));
  router.use(createIiifImageRoutes(options));
  return router;
}

/** Mounted by apis/index.ts; rendered tiles are cached under the data dir (`cache/iiif`). */
export const iiifApi: ApiRouterFactory = (context) =>
  createIiifRouter({
    store: context.store,
    publicUrl: context.config.publicUrl,
    cacheDir: path.join(context.config.dataDir, 'cache', 'iiif'),
  });
