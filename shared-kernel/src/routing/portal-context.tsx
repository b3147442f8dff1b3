import { createContext, useContext, type ReactNode } from 'react';
import type { PortalContext } from './route-module';

const Context = createContext<PortalContext | null>(null);

export function PortalContextProvider({
  value,
  children,
}: {
  value: PortalContext;
  children: ReactNode;
}) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The portal context of this request or page: API clients, locale, i18n, stores. */
export function usePortal(): PortalContext {
  const value = useContext(Context);
  if (!value) throw new Error('usePortal() needs a <PortalContextProvider> above it');
  return value;
}

export function useStores() {
  return usePortal().stores;
}
