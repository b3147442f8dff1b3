import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../../http/api-error';
import type { SearchParams } from './params';
import type { SearchResponseContext } from './search-service';

/** What the thread needs to open the store and build response links. */
export interface SearchThreadOptions {
  dataDir: string;
  publicUrl: string;
  portalUrl: string;
  /** The compiled worker script (default: `search-thread-worker.js` beside this file). */
  script?: string;
}

export type SearchThreadRequest =
  | {
      type: 'search';
      id: number;
      params: SearchParams;
      ctx: SearchResponseContext;
      /** Writes this process made through its own connection (see FacetIndexCache). */
      localWrites: number;
    }
  | { type: 'warm'; id: number; localWrites: number };

export type SearchThreadReply =
  /** The response body as UTF-8, in a buffer of its own that is transferred, not copied. */
  | { id: number; json: Uint8Array }
  | { id: number; apiError: { status: number; summary: string; details?: string; code?: string } }
  | { id: number; failure: string };

interface Pending {
  resolve: (json: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Runs searches on a worker thread with its own connection to the store. better-sqlite3 is
 * synchronous: on the main thread a search of a few milliseconds held up every request behind
 * it, and a 0.3 ms entity suggestion waited for the searches queued before it. Here the main
 * thread only parses requests and sends responses, so suggestions, records and thumbnails stay
 * quick while searches run in parallel on the other core. The facet index lives in the thread.
 *
 * A thread that dies fails its pending searches (500) and is replaced on the next search.
 */
export class SearchThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly options: SearchThreadOptions,
    /** The count of this process's writes through its own connection. */
    private readonly localWrites: () => number,
  ) {}

  /** The response body, UTF-8 JSON (bytes: the main thread only passes them to the socket). */
  search(params: SearchParams, ctx: SearchResponseContext): Promise<Buffer> {
    return this.send({ type: 'search', id: 0, params, ctx, localWrites: this.localWrites() });
  }

  /** Builds the thread's indexes now rather than in the first search. */
  async warm(): Promise<void> {
    await this.send({ type: 'warm', id: 0, localWrites: this.localWrites() });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private send(request: SearchThreadRequest): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('search thread closed'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  }

  private start(): Worker {
    const { script, ...data } = this.options;
    const worker = new Worker(script ?? path.join(__dirname, 'search-thread-worker.js'), {
      workerData: data,
      // A search's garbage is short-lived and small: an 8 MB young generation (V8 would let it
      // grow to 48) keeps the gateway's resident size about 25 MB lower at no measurable cost.
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    worker.on('message', (reply: SearchThreadReply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      if (!this.pending.size) worker.unref();
      if ('json' in reply) {
        const { buffer, byteOffset, byteLength } = reply.json;
        pending.resolve(Buffer.from(buffer, byteOffset, byteLength));
      } else if ('apiError' in reply) {
        const { status, summary, details, code } = reply.apiError;
        pending.reject(new ApiError(status, summary, details, code));
      } else pending.reject(new Error(`search failed: ${reply.failure}`));
    });
    const fail = (error: Error): void => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, pending] of this.pending) {
        this.pending.delete(id);
        pending.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`search thread stopped (exit code ${code})`)));
    // An idle thread does not keep the process alive (the server decides when to stop); one
    // with searches pending does (see send).
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
