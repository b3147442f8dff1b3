import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useStores } from '@portal/shared-kernel';
import { persistConsent } from './consent-cookies';

/** Writes every new consent choice to its cookie (whoever changed it: banner, dialog, an embed). */
export function useConsentPersistence() {
  const { consent } = useStores();
  useEffect(
    () =>
      reaction(
        () => consent.choice,
        (choice) => {
          if (choice) persistConsent(choice);
        },
      ),
    [consent],
  );
}
