import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_SPACE_SECTIONS } from '@portal/shared-kernel';
import { EuFundingLogo } from '../footer/EuFundingLogo';
import { useLocale } from '../use-locale';
import { Main } from './Main';
import { MicrositeFooter } from './MicrositeFooter';
import { MicrositeHeader } from './MicrositeHeader';
import { ShellOverlays } from './ShellOverlays';
import { SkipLink } from './SkipLink';

const ANCHORS = [
  { id: DATA_SPACE_SECTIONS.about, labelKey: 'dataSpace.nav.about' },
  { id: DATA_SPACE_SECTIONS.consortium, labelKey: 'dataSpace.nav.consortium' },
  { id: DATA_SPACE_SECTIONS.dataOffer, labelKey: 'dataSpace.nav.dataOffer' },
];

const LINKS = [
  { to: '/rights', labelKey: 'dataSpace.footer.terms' },
  { to: '/rights/privacy-statement', labelKey: 'dataSpace.footer.privacy' },
  { to: '/rights/accessibility-policy', labelKey: 'dataSpace.footer.accessibility' },
  { to: '/rights/cookies-policy', labelKey: 'dataSpace.footer.cookies' },
];

/**
 * The data-space microsite layout (spec §2.5): header with the page's sections (about the data
 * space, consortium partners, explore the data offer); footer with the EU disclaimer and links to
 * terms, privacy, accessibility and cookies.
 */
export function DataSpaceLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('host');
  const locale = useLocale();
  return (
    <>
      <SkipLink />
      <MicrositeHeader
        titleKey="dataSpace.title"
        navLabelKey="dataSpace.nav.label"
        anchors={ANCHORS}
      />
      <Main>{children}</Main>
      <MicrositeFooter navLabelKey="dataSpace.footer.label" links={LINKS}>
        <EuFundingLogo locale={locale} />
        <p>{t('footer.disclaimerLine1')}</p>
        <p>{t('footer.disclaimerLine2')}</p>
      </MicrositeFooter>
      <ShellOverlays />
    </>
  );
}
