import type { LocaleCode } from '@portal/shared-kernel';

/** A new feature the portal points visitors to (spec §3 "Feature notification"). */
export interface FeatureNotification {
  name: string;
  /** After this moment the notice is no longer shown (ISO date-time). */
  expires?: string;
  /** Shown only in these interface languages; all when absent. */
  locales?: LocaleCode[];
  /** Where the notice links to, without the locale. */
  path: string;
  /** Host strings of the notice. */
  textKey: string;
  linkKey: string;
}

/** The essential cookie that remembers the notice a visitor dismissed (spec §9). */
export const FEATURE_NOTIFICATION_COOKIE = 'new_feature_notification';

/** Newest first: the first one that applies is shown. */
export const FEATURE_NOTIFICATIONS: readonly FeatureNotification[] = [
  {
    name: 'multilingualSearch',
    expires: '2027-06-30T23:59:59Z',
    path: '/search',
    textKey: 'featureNotice.multilingualSearch.text',
    linkKey: 'featureNotice.multilingualSearch.link',
  },
];

/**
 * The notice to show: the first that has not expired, applies to the locale and was not
 * dismissed (its name is in the cookie).
 */
export function activeFeatureNotification(
  notifications: readonly FeatureNotification[],
  locale: LocaleCode,
  now: Date,
  dismissed: string | undefined,
): FeatureNotification | null {
  return (
    notifications.find(
      (notification) =>
        notification.name !== dismissed &&
        (!notification.expires || new Date(notification.expires) > now) &&
        (!notification.locales || notification.locales.includes(locale)),
    ) ?? null
  );
}
