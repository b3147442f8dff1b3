// The browser entry only starts an async boundary: Module Federation must set up the share scope
// (React, router, stores...) before any shared module is evaluated.
//
// It does so in steps with a pause between: React, the router, the other shared libraries, then
// the portal's own code. Evaluating all of it at once is one long task on a slow phone, which blocks
// input and counts in Total Blocking Time; between the steps the browser can handle input.
//
// The first pause comes before React: the federation runtime has just been evaluated and set up in
// this same task (about 45 ms at 4x CPU), and asking for React's chunks runs the share-scope
// negotiation (another 25-50 ms).
import { yieldToBrowser } from './yield-to-browser';

void yieldToBrowser()
  .then(() => import('./react'))
  .then(yieldToBrowser)
  .then(() => import('./libraries'))
  .then(yieldToBrowser)
  .then(() => import('./state-libraries'))
  .then(yieldToBrowser)
  .then(() => import('./kernel'))
  .then(yieldToBrowser)
  .then(() => import('./bootstrap'));
