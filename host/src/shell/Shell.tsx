import { Outlet } from 'react-router-dom';
import { HeadManager } from './HeadManager';
import { layoutComponent, useLayoutName } from './layouts/layout-choice';
import { LoadingBar } from './loading/LoadingBar';
import { ScrollManager } from './navigation/ScrollManager';
import { useShellBehaviours } from './use-shell-behaviours';

/** The component of the root route: the layout the page asks for, around whichever page matched. */
export function Shell() {
  const Layout = layoutComponent(useLayoutName());
  useShellBehaviours();
  return (
    <>
      <HeadManager />
      <ScrollManager />
      <LoadingBar />
      <Layout>
        <Outlet />
      </Layout>
    </>
  );
}
