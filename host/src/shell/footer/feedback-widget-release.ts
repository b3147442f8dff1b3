/**
 * The feedback widget is the provider's published web component, loaded from a CDN at a fixed
 * version with Subresource Integrity (spec §9: version 0.3.3 with an integrity hash). The hash is
 * the one the provider's portal pins for its widget release; a wrong or changed file is refused
 * by the browser, never run.
 */
export const FEEDBACK_WIDGET = {
  version: '0.3.3',
  origin: 'https://cdn.jsdelivr.net',
  script:
    'https://cdn.jsdelivr.net/npm/@europeana/feedback-widget@0.3.3/dist/europeana-feedback-widget.js',
  stylesheet:
    'https://cdn.jsdelivr.net/npm/@europeana/feedback-widget@0.3.3/dist/europeana-feedback-widget.css',
  integrity: 'sha384-+i+Y8OS8Y5xzrhioamyYOnIULaTwuEbV+JNARgMZfIRUokfdDk3iN0efcgt0gE/l',
  /** Where the widget posts feedback (spec §7). */
  apiUrl: '/_api/jira-service-desk/feedback',
} as const;
