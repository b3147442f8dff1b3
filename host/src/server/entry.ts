// Async boundary: the federation runtime sets up the share scope (React, router, shared-kernel)
// before the server code that uses it is evaluated, as in the browser.
import('./main').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
