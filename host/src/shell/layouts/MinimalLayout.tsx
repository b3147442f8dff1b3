import type { ReactNode } from 'react';
import { Main } from './Main';
import { ShellOverlays } from './ShellOverlays';
import { SkipLink } from './SkipLink';

/** The bare layout (spec §2.5): the page alone, with the cookie widget and messages. */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Main>{children}</Main>
      <ShellOverlays />
    </>
  );
}
