import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../../http/api-error';
import { CommonsError } from '../../upstream/api-error';
import type { EntitySearchRequest, EntitySearchResult } from '../entity/entity-search';
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
  | {
      type: 'entities';
      id: number;
      request: EntitySearchRequest;
      localWrites: number;
    }
  | { type: 'warm'; id: number; localWrites: number };

export type SearchThreadReply =
  /** The response body as UTF-8, in a buffer of its own that is transferred, not copied. */
  | { id: number; json: Uint8Array }
  /** An Entity API search's result (structured-cloned: at most 100 entities). */
  | { id: number; entities: EntitySearchResult }
  | { id: number; apiError: { status: number; summary: string; details?: string; code?: string } }
  /** A refusal in the Entity API's (api-commons) error shape. */
  | { id: number; commonsError: { status: number; message: string; code?: string } }
  | { id: number; failure: string };

interface Pending {
  resolve: (answer: Buffer | EntitySearchResult) => void;
  reject: (error: Error) => void;
  /** The thread it was posted to (a replacement thread's searches are not failed with it). */
  worker: Worker;
}

/** A search waiting on the main thread for its turn; it can still be dropped. */
interface Queued {
  build: (id: number, localWrites: number) => SearchThreadRequest;
  resolve: (answer: Buffer | EntitySearchResult) => void;
  reject: (error: Error) => void;
  /** True once nobody waits for the answer (the client went away): then it is not run. */
  gone?: () => boolean;
}

/** At most this many searches are posted to the thread at once; the rest wait in `queue`. */
const MAX_POSTED = 2;

/** The client of a search went away before the search's turn came: it was never run. */
export class SearchAbandoned extends Error {
  constructor() {
    super('search abandoned: the client went away before its turn');
    this.name = 'SearchAbandoned';
  }
}

/**
 * Runs searches on a worker thread with its own connection to the store. better-sqlite3 is
 * synchronous: on the main thread a search of a few milliseconds held up every request behind
 * it, and a 0.3 ms entity suggestion waited for the searches queued before it. Here the main
 * thread only parses requests and sends responses, so suggestions, records and thumbnails stay
 * quick while searches run in parallel on the other core. The facet index lives in the thread.
 *
 * Searches wait their turn on the main thread, and only two at a time are posted to the thread
 * (one running, the next ready): a search whose client has gone (`gone()` says so) when its turn
 * comes is dropped without running. A running search cannot be stopped (better-sqlite3 has
 * no interrupt); its answer is dropped.
 *
 * A thread that dies fails the searches posted to it (500) and is replaced for the next ones.
 */
export class SearchThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private readonly queue: Queued[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly options: SearchThreadOptions,
    /** The count of this process's writes through its own connection. */
    private readonly localWrites: () => number,
  ) {}

  /**
   * The response body, UTF-8 JSON (bytes: the main thread only passes them to the socket).
   * Rejects with SearchAbandoned when `gone()` is true at the search's turn. A predicate, asked
   * when needed, rather than an AbortSignal and a close listener per request: those kept each
   * request's objects alive through a scavenge or two, and the gateway's old space (and resident
   * size) grew about 50 MB faster under load.
   */
  search(params: SearchParams, ctx: SearchResponseContext, gone?: () => boolean): Promise<Buffer> {
    return this.enqueue(
      (id, localWrites) => ({ type: 'search', id, params, ctx, localWrites }),
      gone,
    ) as Promise<Buffer>;
  }

  /**
   * An Entity API search, in turn with the item searches: its costliest form (the request
   * budget's worth of words over 30 000 entities) takes about 70 ms, which on the main thread
   * held up every record, thumbnail and suggestion behind it. Refusals are CommonsErrors.
   */
  entities(request: EntitySearchRequest, gone?: () => boolean): Promise<EntitySearchResult> {
    return this.enqueue(
      (id, localWrites) => ({ type: 'entities', id, request, localWrites }),
      gone,
    ) as Promise<EntitySearchResult>;
  }

  /** Builds the thread's indexes now rather than in the first search. */
  async warm(): Promise<void> {
    await this.enqueue((id, localWrites) => ({ type: 'warm', id, localWrites }));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.splice(0)) queued.reject(new Error('search thread closed'));
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  /** Searches posted to the thread and not answered yet, and searches waiting for their turn. */
  get load(): { posted: number; queued: number } {
    return { posted: this.pending.size, queued: this.queue.length };
  }

  private enqueue(
    build: Queued['build'],
    gone?: () => boolean,
  ): Promise<Buffer | EntitySearchResult> {
    if (this.closed) return Promise.reject(new Error('search thread closed'));
    if (gone?.()) return Promise.reject(new SearchAbandoned());
    return new Promise<Buffer | EntitySearchResult>((resolve, reject) => {
      this.queue.push({ build, resolve, reject, ...(gone ? { gone } : {}) });
      this.post();
    });
  }

  /**
   * Posts waiting searches while fewer than MAX_POSTED are with the thread; one whose client has
   * gone is dropped unrun. One already posted runs (better-sqlite3 cannot interrupt a statement)
   * and its caller drops the answer.
   */
  private post(): void {
    while (!this.closed && this.queue.length && this.pending.size < MAX_POSTED) {
      const queued = this.queue.shift()!;
      if (queued.gone?.()) {
        queued.reject(new SearchAbandoned());
        continue;
      }
      const worker = this.worker ?? this.start();
      const id = this.nextId++;
      this.pending.set(id, { resolve: queued.resolve, reject: queued.reject, worker });
      worker.ref();
      worker.postMessage(queued.build(id, this.localWrites()));
    }
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
      } else if ('entities' in reply) {
        pending.resolve(reply.entities);
      } else if ('apiError' in reply) {
        const { status, summary, details, code } = reply.apiError;
        pending.reject(new ApiError(status, summary, details, code));
      } else if ('commonsError' in reply) {
        const { status, message, code } = reply.commonsError;
        pending.reject(new CommonsError(status, message, code));
      } else pending.reject(new Error(`search failed: ${reply.failure}`));
      this.post();
    });
    const fail = (error: Error): void => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, pending] of this.pending) {
        if (pending.worker !== worker) continue;
        this.pending.delete(id);
        pending.reject(error);
      }
      // The searches still waiting go to a new thread.
      this.post();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`search thread stopped (exit code ${code})`)));
    // An idle thread does not keep the process alive (the server decides when to stop); one
    // with searches posted to it does (see post).
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
