import { makeAutoObservable } from 'mobx';

/** An error as the portal reports it (spec §3 "Error object"). */
export interface PortalError {
  code: string;
  statusCode?: number;
  /** Already translated title; without one the modal stays closed (spec §5). */
  title?: string;
  description?: string;
  metaTitle?: string;
  /** Errors of data fetching are thrown to the page instead of a modal (spec §4). */
  isFetchError?: boolean;
}

/** Spec §5: the error modal opens only for errors that are not fetch errors and carry a title. */
export function opensErrorModal(error: PortalError): boolean {
  return !error.isFetchError && typeof error.title === 'string' && error.title.trim() !== '';
}

/**
 * The last error a part of the portal reported (spec §4 "Error handling"). The host shows the
 * error modal for it when {@link opensErrorModal} says so.
 */
export class ErrorStore {
  error: PortalError | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** Stores the error; answers whether the modal will show it. */
  report(error: PortalError): boolean {
    this.error = error;
    if (typeof console !== 'undefined' && error.statusCode && error.statusCode >= 500) {
      console.error(`portal error ${error.code}`);
    }
    return opensErrorModal(error);
  }

  get modalError(): PortalError | null {
    return this.error && opensErrorModal(this.error) ? this.error : null;
  }

  clear() {
    this.error = null;
  }
}
