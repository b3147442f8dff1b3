import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  colours,
  CONSENT_PURPOSES,
  fontSizes,
  Modal,
  servicesOf,
  space,
  useStores,
  type ConsentPurpose,
  type ConsentService,
} from '@portal/shared-kernel';
import { OWN_SERVICE_LABELS, PURPOSE_LABELS } from './consent-labels';

const Purpose = styled.fieldset`
  margin: 0 0 ${space[4]}px;
  padding: ${space[3]}px ${space[4]}px;
  border: 1px solid ${colours.border};
  border-radius: 4px;
  legend {
    padding: 0 ${space[1]}px;
  }
  label {
    display: flex;
    gap: ${space[2]}px;
    align-items: center;
    font-weight: 600;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
  p,
  details {
    margin: ${space[2]}px 0 0;
    font-size: ${fontSizes.small};
    color: ${colours.textSecondary};
  }
  ul {
    margin: ${space[1]}px 0 0;
    padding-left: ${space[5]}px;
  }
`;

/**
 * The consent categories of spec §9 (essential, usage, feedback, social media, media viewing,
 * other content), each on or off; essential ones are always on. Saving stores the choice.
 */
export const ConsentDialog = observer(function ConsentDialog() {
  const { t } = useTranslation('host');
  const { consent } = useStores();
  const [selected, setSelected] = useState<Set<string>>(
    () =>
      new Set(
        CONSENT_PURPOSES.flatMap(servicesOf)
          .filter((service) => !service.required && consent.allows(service.name))
          .map((service) => service.name),
      ),
  );

  const toggle = (purpose: ConsentPurpose, on: boolean) => {
    const next = new Set(selected);
    for (const service of servicesOf(purpose)) {
      if (on) next.add(service.name);
      else next.delete(service.name);
    }
    setSelected(next);
  };

  const serviceName = (service: ConsentService) =>
    service.title ?? t(OWN_SERVICE_LABELS[service.name] ?? service.name);

  return (
    <Modal
      open={consent.dialogOpen}
      title={t('cookieConsent.dialogTitle')}
      onClose={() => consent.openDialog(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => consent.rejectAll()}>
            {t('cookieConsent.rejectAll')}
          </Button>
          <Button variant="secondary" onClick={() => consent.acceptAll()}>
            {t('cookieConsent.acceptAll')}
          </Button>
          <Button onClick={() => consent.setAllowed([...selected])}>
            {t('cookieConsent.save')}
          </Button>
        </>
      }
    >
      <p>{t('cookieConsent.dialogIntro')}</p>
      {CONSENT_PURPOSES.map((purpose) => {
        const services = servicesOf(purpose);
        const required = services.every((service) => service.required);
        const checked = required || services.every((service) => selected.has(service.name));
        return (
          <Purpose key={purpose} data-consent-purpose={purpose}>
            <legend>
              <label>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={required}
                  onChange={(event) => toggle(purpose, event.target.checked)}
                />
                {t(PURPOSE_LABELS[purpose].title)}
                {required ? ` (${t('cookieConsent.alwaysOn')})` : null}
              </label>
            </legend>
            <p>{t(PURPOSE_LABELS[purpose].description)}</p>
            <details>
              <summary>{t('cookieConsent.servicesCount', { count: services.length })}</summary>
              <ul>
                {services.map((service) => (
                  <li key={service.name}>{serviceName(service)}</li>
                ))}
              </ul>
            </details>
          </Purpose>
        );
      })}
    </Modal>
  );
});
