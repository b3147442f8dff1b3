import { Outlet, ScrollRestoration } from 'react-router-dom';
import { HeadManager } from './HeadManager';
import { Layout } from './Layout';

/** The component of the root route: the layout around whichever page matched. */
export function Shell() {
  return (
    <Layout>
      <HeadManager />
      <ScrollRestoration />
      <Outlet />
    </Layout>
  );
}
