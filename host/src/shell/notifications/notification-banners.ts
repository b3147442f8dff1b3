/**
 * Site-wide banners an operator can switch on with `NOTIFICATION_BANNER=<name>` (for instance
 * during maintenance). Only these names are accepted; each has its host string.
 */
export const NOTIFICATION_BANNERS = {
  maintenance: 'notificationBanner.maintenance',
  readOnly: 'notificationBanner.readOnly',
} as const;

export type NotificationBannerName = keyof typeof NOTIFICATION_BANNERS;

export function parseNotificationBanner(value: string | undefined): NotificationBannerName | null {
  return value && Object.prototype.hasOwnProperty.call(NOTIFICATION_BANNERS, value)
    ? (value as NotificationBannerName)
    : null;
}
