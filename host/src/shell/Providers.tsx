import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyles, PortalContextProvider, type PortalContext } from '@portal/shared-kernel';

/** Everything around the router, the same on the server and in the browser. */
export function Providers({
  portal,
  emotionCache,
  children,
}: {
  portal: PortalContext;
  emotionCache: EmotionCache;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <I18nextProvider i18n={portal.i18n}>
        <PortalContextProvider value={portal}>
          <GlobalStyles />
          {children}
        </PortalContextProvider>
      </I18nextProvider>
    </CacheProvider>
  );
}
