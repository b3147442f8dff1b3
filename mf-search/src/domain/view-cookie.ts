import { RESULTS_VIEW_COOKIE, type ResultsView } from '@portal/shared-kernel';

/** A year: the results view is a lasting preference. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie that keeps the results view (spec §4: the server reads it to render the same view).
 * Written in the browser when the visitor switches views.
 */
export function resultsViewCookie(view: ResultsView, secure: boolean): string {
  return `${RESULTS_VIEW_COOKIE}=${view}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}

export function saveResultsView(view: ResultsView, doc: Document = document): void {
  doc.cookie = resultsViewCookie(view, doc.location?.protocol === 'https:');
}
