import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { colours, radii, space } from '@portal/shared-kernel';

const Panel = styled.section`
  margin: ${space[6]}px auto;
  max-width: 40rem;
  padding: ${space[6]}px;
  border: 1px solid ${colours.border};
  border-left: 4px solid ${colours.danger};
  border-radius: ${radii.base};
  background: ${colours.surfaceAlt};
`;

/**
 * Shown in place of a page whose remote could not be loaded or failed while rendering. The
 * header, footer and every other remote keep working around it.
 */
export function RemoteUnavailablePanel({ remote }: { remote: string }) {
  const { t } = useTranslation('common');
  return (
    <Panel role="alert" data-remote-unavailable={remote}>
      <h1>{t('remoteUnavailable.title')}</h1>
      <p>{t('remoteUnavailable.description')}</p>
      <a href="">{t('remoteUnavailable.retry')}</a>
    </Panel>
  );
}
