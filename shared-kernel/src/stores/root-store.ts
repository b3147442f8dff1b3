import { AuthStore, type AuthSnapshot } from './auth-store';
import { ConsentStore, type ConsentSnapshot } from './consent-store';
import { DebugStore, type DebugSettings } from './debug-store';
import { ErrorStore } from './error-store';
import { LikesStore } from './likes-store';
import { RequestLogStore } from './request-log-store';
import { SearchStore, type SearchStateSnapshot } from './search-store';
import { ToastStore } from './toast-store';
import type { RequestLogEntry } from '../api/http-client';

export interface RootSnapshot {
  search?: Partial<SearchStateSnapshot>;
  auth?: Partial<AuthSnapshot>;
  requests?: RequestLogEntry[];
  consent?: Partial<ConsentSnapshot>;
  debug?: Partial<DebugSettings>;
}

/**
 * All MobX stores of one request on the server, or of the page in the browser. The server
 * serialises {@link RootStore.snapshot} into the page; the browser starts from it.
 */
export class RootStore {
  readonly search: SearchStore;
  readonly auth: AuthStore;
  readonly requests: RequestLogStore;
  readonly consent: ConsentStore;
  readonly debug: DebugStore;
  readonly toasts: ToastStore;
  readonly errors: ErrorStore;
  /** The signed-in user's likes; filled in the browser only. */
  readonly likes: LikesStore;

  constructor(snapshot: RootSnapshot = {}) {
    this.search = new SearchStore(snapshot.search);
    this.auth = new AuthStore(snapshot.auth);
    this.requests = new RequestLogStore(snapshot.requests);
    this.consent = new ConsentStore(snapshot.consent);
    this.debug = new DebugStore(snapshot.debug);
    this.toasts = new ToastStore();
    this.errors = new ErrorStore();
    this.likes = new LikesStore();
  }

  snapshot(): RootSnapshot {
    return {
      search: this.search.snapshot(),
      auth: this.auth.snapshot(),
      requests: this.requests.entries.slice(),
      consent: this.consent.snapshot(),
      debug: this.debug.snapshot(),
    };
  }
}
