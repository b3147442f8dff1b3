import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** A router for component tests, with the v7 behaviour the portal runs with (no warnings). */
export function TestRouter({ children, path = '/' }: { children: ReactNode; path?: string }) {
  return (
    <MemoryRouter
      initialEntries={[path]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      {children}
    </MemoryRouter>
  );
}
