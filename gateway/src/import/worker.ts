import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import path from 'node:path';
import { cachedLookup, withStoreNames, type EntityLookup } from '../convert/entity-lookup';
import type { PlaceNames } from '../convert/place-names';
import type { EntityDoc } from '../edm/entity-types';
import { DATABASE_FILE } from '../store/database';
import type { AgentMerges } from './entity-merges';
import { convertBatch, type InputUnit } from './batch-importer';
import { FacetNumbering } from './facet-numbering';
import { packBatch } from './packed-batch';

/**
 * An import worker thread: parses, converts and prepares batches (the CPU work) and hands them
 * back for the main thread to write. It reads stored entities through its own read-only
 * connection to embed them in records.
 */
export type WorkerRequest =
  | { type: 'batch'; id: number; units: InputUnit[] }
  | { type: 'reset-entities'; id: number }
  | { type: 'place-names'; id: number; placeNames: PlaceNames }
  | { type: 'agent-merges'; id: number; agentMerges: AgentMerges };

const { dataDir } = workerData as { dataDir: string };
const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
const findEntity = db.prepare('SELECT json FROM entities WHERE id = ?').pluck();
// The store's places by name and its merged agents, as the importer sent them (built once, not
// queried per item).
let placeNames: PlaceNames | undefined;
let agentMerges: AgentMerges | undefined;
const entityLookup = (): EntityLookup => {
  const byUri = cachedLookup((uri) => {
    const json = findEntity.get(uri) as string | undefined;
    return json ? (JSON.parse(json) as EntityDoc) : undefined;
  });
  return withStoreNames(byUri, {
    ...(placeNames ? { placeNames } : {}),
    ...(agentMerges ? { agentMerges } : {}),
  });
};
let lookup = entityLookup();
const numbering = new FacetNumbering();

parentPort!.on('message', (request: WorkerRequest) => {
  try {
    if (request.type === 'batch') {
      const { batch, transfer } = packBatch(convertBatch(request.units, lookup), numbering);
      parentPort!.postMessage({ id: request.id, batch }, transfer);
    } else {
      if (request.type === 'place-names') placeNames = request.placeNames;
      if (request.type === 'agent-merges') agentMerges = request.agentMerges;
      lookup = entityLookup();
      parentPort!.postMessage({ id: request.id });
    }
  } catch (error) {
    parentPort!.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
