import { parentPort, workerData } from 'node:worker_threads';
import { ApiError } from '../../http/api-error';
import { CommonsError } from '../../upstream/api-error';
import { searchEntities } from '../entity/entity-search';
import { SearchEngine } from '../../search/engine';
import { FacetIndexCache } from '../../search/facet-index-cache';
import { openStore } from '../../store/store';
import { SearchService } from './search-service';
import type { SearchThreadOptions, SearchThreadReply, SearchThreadRequest } from './search-thread';

/** The search thread (see search-thread.ts): one store connection, one facet index. */
const { dataDir, publicUrl, portalUrl } = workerData as Omit<SearchThreadOptions, 'script'>;
// The main thread opened (and if need be repaired) the store before starting this thread.
const store = openStore({ dataDir, repair: false });
let processWrites = 0;
// The writes of this process are made by the main thread's connection: they count as local.
const engine = new SearchEngine(
  store,
  new FacetIndexCache(store, undefined, () => store.dataVersion(processWrites)),
);
const service = new SearchService({ store, engine, publicUrl, portalUrl });

const encoder = new TextEncoder();

parentPort!.on('message', (request: SearchThreadRequest) => {
  processWrites = request.localWrites;
  const reply = answer(request);
  parentPort!.postMessage(reply, 'json' in reply ? [reply.json.buffer as ArrayBuffer] : []);
});

function answer(request: SearchThreadRequest): SearchThreadReply {
  try {
    if (request.type === 'warm') {
      engine.facetIndex();
      return { id: request.id, json: new Uint8Array(0) };
    }
    if (request.type === 'entities') {
      return { id: request.id, entities: searchEntities(store, request.request) };
    }
    // Encoded here, not on the main thread: TextEncoder gives the body a buffer of its own, so
    // it can be transferred (a pooled Buffer could not).
    return { id: request.id, json: encoder.encode(service.search(request.params, request.ctx)) };
  } catch (error) {
    if (error instanceof ApiError) {
      const { status, summary, details, code } = error;
      return {
        id: request.id,
        apiError: {
          status,
          summary,
          ...(details !== undefined ? { details } : {}),
          ...(code !== undefined ? { code } : {}),
        },
      };
    }
    if (error instanceof CommonsError) {
      const { status, message, code } = error;
      return { id: request.id, commonsError: { status, message, ...(code ? { code } : {}) } };
    }
    return { id: request.id, failure: error instanceof Error ? error.message : String(error) };
  }
}
