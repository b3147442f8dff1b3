import { Toaster, useStores } from '@portal/shared-kernel';
import { CookieConsent } from '../consent/CookieConsent';
import { ErrorModal } from '../errors/ErrorModal';

/** What floats above a layout: toasts, the error modal and, unless left out, the cookie widget. */
export function ShellOverlays({ cookieConsent = true }: { cookieConsent?: boolean }) {
  const { toasts } = useStores();
  return (
    <>
      <Toaster store={toasts} />
      <ErrorModal />
      {cookieConsent ? <CookieConsent /> : null}
    </>
  );
}
