/**
 * react-router 6 runs with the behaviour of version 7 (and without its deprecation warnings, which
 * would show in every browser console).
 */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

export const STATIC_HANDLER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_throwAbortReason: true,
} as const;

export const PROVIDER_FUTURE = { v7_startTransition: true } as const;
