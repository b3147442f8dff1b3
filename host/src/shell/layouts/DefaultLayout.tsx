import { observer } from 'mobx-react-lite';
import type { ComponentType, ReactNode } from 'react';
import { useStores } from '@portal/shared-kernel';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { FeatureNotice } from '../notifications/FeatureNotice';
import { FEATURE_NOTIFICATIONS } from '../notifications/feature-notifications';
import { NotificationBanner } from '../notifications/NotificationBanner';
import { useShellSettings } from '../shell-settings';
import { useClientComponent } from '../use-client-module';
import { Main } from './Main';
import { ShellOverlays } from './ShellOverlays';
import { SkipLink } from './SkipLink';

const loadDebugPanel = () =>
  import(/* webpackChunkName: "debug-panel" */ '../debug/DebugPanel').then(
    (module): ComponentType => module.DebugPanel,
  );

/**
 * The default layout (spec §2.5): skip link, header, notification banner, main area, the
 * optional new-feature notice, footer, debug panel (when debugging), toasts, error modal and
 * cookie widget.
 */
export const DefaultLayout = observer(function DefaultLayout({
  children,
}: {
  children: ReactNode;
}) {
  const { debug } = useStores();
  const settings = useShellSettings();
  const DebugPanel = useClientComponent(debug.enabled, loadDebugPanel);
  const notice = FEATURE_NOTIFICATIONS.find(
    (notification) => notification.name === settings.featureNotification,
  );
  return (
    <>
      <SkipLink />
      <Header />
      {settings.notificationBanner ? (
        <NotificationBanner name={settings.notificationBanner} />
      ) : null}
      <Main>{children}</Main>
      {notice ? <FeatureNotice notification={notice} /> : null}
      <Footer />
      {DebugPanel ? <DebugPanel /> : null}
      <ShellOverlays />
    </>
  );
});
