import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { colours, fontSizes, space } from '@portal/shared-kernel';
import { NOTIFICATION_BANNERS, type NotificationBannerName } from './notification-banners';

const Banner = styled.div`
  padding: ${space[2]}px ${space[4]}px;
  text-align: center;
  color: ${colours.onAccent};
  background: ${colours.accentStrong};
  font-size: ${fontSizes.small};
`;

/** The notification banner under the header (spec §2.5), when the operator set one. */
export function NotificationBanner({ name }: { name: NotificationBannerName }) {
  const { t } = useTranslation('host');
  return (
    <Banner role="status" data-notification-banner={name}>
      {t(NOTIFICATION_BANNERS[name])}
    </Banner>
  );
}
