import type { ReactNode } from 'react';
import { API_LANDING_SECTIONS, usePortal } from '@portal/shared-kernel';
import { Main } from './Main';
import { MicrositeFooter } from './MicrositeFooter';
import { MicrositeHeader } from './MicrositeHeader';
import { ShellOverlays } from './ShellOverlays';
import { SkipLink } from './SkipLink';

const ANCHORS = [
  { id: API_LANDING_SECTIONS.apis, labelKey: 'apiLanding.nav.apis' },
  { id: API_LANDING_SECTIONS.tryItOut, labelKey: 'apiLanding.nav.tryItOut' },
  { id: API_LANDING_SECTIONS.inspiration, labelKey: 'apiLanding.nav.inspiration' },
  { id: API_LANDING_SECTIONS.faq, labelKey: 'apiLanding.nav.faq' },
];

/** Where the API documentation and key requests live (the provider's professional site). */
export const API_DOCUMENTATION_URL = 'https://pro.europeana.eu/page/apis';
export const API_KEY_REQUEST_URL = 'https://pro.europeana.eu/pages/get-api';
export const API_CONTACT_EMAIL = 'api@europeana.eu';

/**
 * The API landing layout (spec §2.5): header with the page's sections (APIs and how they work
 * together, try it out, find inspiration, FAQ); footer with API documentation, requesting a key
 * (the account page when personal keys are on), FAQ, a contact mail link, terms and privacy.
 */
export function ApiLandingLayout({ children }: { children: ReactNode }) {
  const { features } = usePortal();
  const links = [
    { to: API_DOCUMENTATION_URL, labelKey: 'apiLanding.footer.documentation' },
    {
      to: features.manageApiKeys ? '/account/api-keys' : API_KEY_REQUEST_URL,
      labelKey: 'apiLanding.footer.requestKey',
    },
    { to: '/faq', labelKey: 'apiLanding.footer.faq' },
    { to: `mailto:${API_CONTACT_EMAIL}`, labelKey: 'apiLanding.footer.contact' },
    { to: '/rights', labelKey: 'apiLanding.footer.terms' },
    { to: '/rights/privacy-statement', labelKey: 'apiLanding.footer.privacy' },
  ];
  return (
    <>
      <SkipLink />
      <MicrositeHeader
        titleKey="apiLanding.title"
        navLabelKey="apiLanding.nav.label"
        anchors={ANCHORS}
      />
      <Main>{children}</Main>
      <MicrositeFooter navLabelKey="apiLanding.footer.label" links={links} />
      <ShellOverlays />
    </>
  );
}
