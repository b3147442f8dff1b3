import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { useStores } from '../routing/portal-context';
import { colours, radii, space } from '../theme/tokens';
import { serviceForEmbed } from './consent-services';

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[3]}px;
  padding: ${space[5]}px;
  border: 1px dashed ${colours.textSecondary};
  border-radius: ${radii.base};
  background: ${colours.surfaceAlt};
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
`;

export interface ConsentGateProps {
  /** URL of the embedded third-party content. */
  url: string;
  /** The embed itself (an iframe), rendered only with consent. */
  children: ReactNode;
}

/**
 * Keeps third-party content (videos, 3D viewers, social posts) out of the page until the visitor
 * allows its service (spec §9). Content from a service the portal does not know stays blocked.
 * The server renders the same decision from the consent cookie.
 */
export const ConsentGate = observer(function ConsentGate({ url, children }: ConsentGateProps) {
  const { consent } = useStores();
  const { t } = useTranslation('common');
  const service = serviceForEmbed(url);
  if (service && consent.allows(service.name)) return <>{children}</>;
  const provider = service?.title ?? safeHost(url);
  return (
    <Placeholder data-consent-blocked={service?.name ?? 'unknown'}>
      <p>{t('consentGate.blocked', { provider })}</p>
      <Actions>
        {service ? (
          <Button onClick={() => consent.allow(service.name)}>
            {t('consentGate.load', { provider })}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => consent.openDialog()}>
          {t('consentGate.settings')}
        </Button>
      </Actions>
    </Placeholder>
  );
});

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url.slice(0, 60);
  }
}
