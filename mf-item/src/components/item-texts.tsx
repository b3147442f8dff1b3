import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/**
 * The item page's strings, looked up once for the whole page. Every `useTranslation` call costs
 * a copy of the i18n instance on the server (react-i18next wraps it per hook), and the page has
 * a component per field value: they read the translate function from this context instead.
 */
const ItemTexts = createContext<TFunction<'item'> | null>(null);

export function ItemTextsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('item');
  return <ItemTexts.Provider value={t}>{children}</ItemTexts.Provider>;
}

/** The `item` namespace's translate function (`common:` keys reach the shared strings). */
export function useItemT(): TFunction<'item'> {
  const t = useContext(ItemTexts);
  if (!t) throw new Error('useItemT() needs an <ItemTextsProvider> above it');
  return t;
}
