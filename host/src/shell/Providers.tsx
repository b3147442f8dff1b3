import { CacheProvider, type EmotionCache } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyles, PortalContextProvider, type PortalContext } from '@portal/shared-kernel';
import { i18nForReact } from './i18n-for-react';
import { ShellSettingsProvider, type ShellSettings } from './shell-settings';

/** Everything around the router, the same on the server and in the browser. */
export function Providers({
  portal,
  emotionCache,
  shell,
  children,
}: {
  portal: PortalContext;
  emotionCache: EmotionCache;
  shell: ShellSettings;
  children: ReactNode;
}) {
  const i18n = useMemo(() => i18nForReact(portal.i18n), [portal.i18n]);
  return (
    <CacheProvider value={emotionCache}>
      <I18nextProvider i18n={i18n}>
        <PortalContextProvider value={portal}>
          <ShellSettingsProvider value={shell}>
            <GlobalStyles />
            {children}
          </ShellSettingsProvider>
        </PortalContextProvider>
      </I18nextProvider>
    </CacheProvider>
  );
}
