import { createContext, useContext, type ReactNode } from 'react';
import type { NotificationBannerName } from './notifications/notification-banners';

/** What the server decided for the shell of this page (the browser hydrates with the same). */
export interface ShellSettings {
  notificationBanner: NotificationBannerName | null;
  /** Name of the feature notification to show, if any. */
  featureNotification: string | null;
}

export const DEFAULT_SHELL_SETTINGS: ShellSettings = {
  notificationBanner: null,
  featureNotification: null,
};

const Context = createContext<ShellSettings>(DEFAULT_SHELL_SETTINGS);

export function ShellSettingsProvider({
  value,
  children,
}: {
  value: ShellSettings;
  children: ReactNode;
}) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useShellSettings(): ShellSettings {
  return useContext(Context);
}
