import { Worker } from 'node:worker_threads';
import type { PlaceNames } from '../convert/place-names';
import type { AgentMerges } from './entity-merges';
import type { ConvertedBatch, InputUnit } from './batch-importer';
import type { WorkerRequest } from './worker';

interface Slot {
  worker: Worker;
  index: number;
  inFlight: number;
}

/** Conversion workers with at most `depth` batches in flight each; results come back as promises. */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly pending = new Map<
    number,
    { resolve: (batch?: ConvertedBatch) => void; reject: (e: Error) => void; slot: Slot }
  >();
  private nextId = 1;
  private waiters: Array<() => void> = [];

  constructor(
    script: string,
    size: number,
    data: { dataDir: string },
    private readonly depth = 4,
  ) {
    for (let i = 0; i < size; i++) {
      const slot: Slot = {
        worker: new Worker(script, { workerData: data }),
        index: i,
        inFlight: 0,
      };
      slot.worker.on(
        'message',
        (message: { id: number; batch?: ConvertedBatch; error?: string }) => {
          const entry = this.pending.get(message.id);
          if (!entry) return;
          this.pending.delete(message.id);
          entry.slot.inFlight--;
          this.waiters.shift()?.();
          if (message.error) entry.reject(new Error(message.error));
          else entry.resolve(message.batch && { ...message.batch, worker: entry.slot.index });
        },
      );
      slot.worker.on('error', (error) => {
        for (const [id, entry] of this.pending) {
          if (entry.slot !== slot) continue;
          this.pending.delete(id);
          entry.reject(error);
        }
      });
      this.slots.push(slot);
    }
  }

  get size(): number {
    return this.slots.length;
  }

  /**
   * Sends a batch to the least busy worker once one has room (back-pressure for the reader);
   * resolves to a handle whose `done` resolves with the converted batch.
   */
  async submit(units: InputUnit[]): Promise<{ done: Promise<ConvertedBatch> }> {
    let slot = this.leastBusy();
    while (slot.inFlight >= this.depth) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
      slot = this.leastBusy();
    }
    return { done: this.send(slot, { type: 'batch', id: 0, units }).then((b) => b!) };
  }

  /** Makes every worker forget cached entity lookups (entities were just written). */
  async resetEntities(): Promise<void> {
    await Promise.all(this.slots.map((slot) => this.send(slot, { type: 'reset-entities', id: 0 })));
  }

  /** Gives every worker the store's places by name (and a fresh entity cache with them). */
  async setPlaceNames(placeNames: PlaceNames): Promise<void> {
    await Promise.all(
      this.slots.map((slot) => this.send(slot, { type: 'place-names', id: 0, placeNames })),
    );
  }

  /** Gives every worker the agents merged into others (and a fresh entity cache with them). */
  async setAgentMerges(agentMerges: AgentMerges): Promise<void> {
    await Promise.all(
      this.slots.map((slot) => this.send(slot, { type: 'agent-merges', id: 0, agentMerges })),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private leastBusy(): Slot {
    return this.slots.reduce((a, b) => (b.inFlight < a.inFlight ? b : a));
  }

  private send(slot: Slot, request: WorkerRequest): Promise<ConvertedBatch | undefined> {
    const id = this.nextId++;
    slot.inFlight++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, slot });
      slot.worker.postMessage({ ...request, id });
    });
  }
}
