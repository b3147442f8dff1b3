import type { ReactNode } from 'react';
import { Main } from './Main';
import { ShellOverlays } from './ShellOverlays';

/**
 * The layout of the content management service's helper pages (spec §2.2, §2.5): they run inside
 * the editor, so no site header or footer and no cookie banner; the head marks them noindex
 * (shell/head.ts).
 */
export function CmsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Main>{children}</Main>
      <ShellOverlays cookieConsent={false} />
    </>
  );
}
