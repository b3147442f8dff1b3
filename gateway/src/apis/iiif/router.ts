import { Router } from 'express';
import type { Store } from '../../store/store';
import { createIiifImageRoutes } from './image-routes';
import { createPresentationRoutes } from './presentation-routes';

export interface IiifRouterOptions {
  store: Store;
  /** Default: `GATEWAY_PUBLIC_URL`, else http://localhost:3001. */
  publicUrl?: string;
  /** Disk cache of rendered tiles; default `<store data dir>/cache/iiif`. */
  cacheDir?: string;
}

/** IIIF Presentation 3 manifests (`/presentation/...`) and the Image API 3 server (`/iiif/image/...`). */
export function createIiifRouter(options: IiifRouterOptions): Router {
  const router = Router();
  router.use(createPresentationRoutes(options));
  router.use(createIiifImageRoutes(options));
  return router;
}
