import { AuthStore, type AuthSnapshot } from './auth-store';
import { RequestLogStore } from './request-log-store';
import { SearchStore, type SearchStateSnapshot } from './search-store';
import type { RequestLogEntry } from '../api/http-client';

export interface RootSnapshot {
  search?: Partial<SearchStateSnapshot>;
  auth?: Partial<AuthSnapshot>;
  requests?: RequestLogEntry[];
}

/**
 * All MobX stores of one request on the server, or of the page in the browser. The server
 * serialises {@link RootStore.snapshot} into the page; the browser starts from it.
 */
export class RootStore {
  readonly search: SearchStore;
  readonly auth: AuthStore;
  readonly requests: RequestLogStore;

  constructor(snapshot: RootSnapshot = {}) {
    this.search = new SearchStore(snapshot.search);
    this.auth = new AuthStore(snapshot.auth);
    this.requests = new RequestLogStore(snapshot.requests);
  }

  snapshot(): RootSnapshot {
    return {
      search: this.search.snapshot(),
      auth: this.auth.snapshot(),
      requests: this.requests.entries.slice(),
    };
  }
}
