import { makeAutoObservable } from 'mobx';
import type { RequestLogEntry } from '../api/http-client';

/**
 * API requests of the current page, for the debug panel (spec §2.5, §4: recording starts on
 * navigation to a different path), and the count of requests still running for the loading bar.
 */
export class RequestLogStore {
  entries: RequestLogEntry[] = [];
  pending = 0;

  constructor(entries: RequestLogEntry[] = []) {
    this.entries = entries.slice(0, 100);
    makeAutoObservable(this);
  }

  record(entry: RequestLogEntry) {
    if (this.entries.length < 100) this.entries.push(entry);
  }

  restart() {
    this.entries = [];
  }

  started() {
    this.pending += 1;
  }

  finished() {
    this.pending = Math.max(0, this.pending - 1);
  }

  get loading(): boolean {
    return this.pending > 0;
  }
}
