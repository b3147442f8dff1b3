import { makeAutoObservable } from 'mobx';
import type { RequestLogEntry } from '../api/http-client';

/**
 * API requests of the current page, for the debug panel, and the count of requests still running
 * for the loading bar. Spec §4: recording starts on navigation to a different path and stops once
 * that navigation completes (the server records the whole render).
 */
export class RequestLogStore {
  entries: RequestLogEntry[] = [];
  pending = 0;
  recording = true;

  constructor(entries: RequestLogEntry[] = []) {
    this.entries = entries.slice(0, 100);
    makeAutoObservable(this);
  }

  record(entry: RequestLogEntry) {
    if (this.recording && this.entries.length < 100) this.entries.push(entry);
  }

  /** A navigation to another path: forget the previous page's requests and record anew. */
  restart() {
    this.entries = [];
    this.recording = true;
  }

  /** The navigation completed. */
  stopRecording() {
    this.recording = false;
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
