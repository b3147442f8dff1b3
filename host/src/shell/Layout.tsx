import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colours, focusRing, space, zIndex } from '@portal/shared-kernel';
import { Footer } from './Footer';
import { Header } from './Header';

const SkipLink = styled.a`
  position: absolute;
  left: ${space[2]}px;
  top: -100px;
  z-index: ${zIndex.toast};
  padding: ${space[2]}px ${space[4]}px;
  background: ${colours.accent};
  color: ${colours.onAccent};
  &:focus {
    top: ${space[2]}px;
    box-shadow: ${focusRing};
  }
`;

const Main = styled.main`
  min-height: 60vh;
  padding: 0 ${space[4]}px;
  &:focus {
    outline: none;
  }
`;

export const MAIN_ID = 'main';

/** The default layout (spec §2.5): skip link, header, main area, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('host');
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{t('skipToMain')}</SkipLink>
      <Header />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
