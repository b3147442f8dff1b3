import express from 'express';
import { createEntityRouter } from '../entity/router';
import type { Store } from '../../store/store';
import { listen, type TestServer } from './test-server';

/** The Entity API alone over a test store, on a free port, its links under `http://gw.test`. */
export async function entityApiServer(store: Store): Promise<TestServer> {
  const app = express();
  app.use(createEntityRouter({ store, publicUrl: 'http://gw.test' }));
  return listen(app);
}
