// The browser entry only starts an async boundary: Module Federation must set up the share scope
// (React, router, stores...) before any shared module is evaluated.
import('./bootstrap');
