import { useRouteError } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';
import { summariseError } from './error-status';
import { Layout } from './Layout';
import { useLocale } from './use-locale';

/** Errors of a page below the shell: the error page inside the normal layout. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage error={summariseError(error)} locale={useLocale()} />;
}

/** Unknown paths: "This page could not be found" with status 404. */
export function NotFoundBoundary() {
  return <ErrorPage error={{ status: 404, code: 'pageNotFound' }} locale={useLocale()} />;
}

/**
 * Errors of the shell itself (an unsupported locale in a client-side link, a failing shell
 * loader): the boundary replaces the shell's component, so it draws the layout itself.
 */
export function ShellErrorBoundary() {
  const error = useRouteError();
  return (
    <Layout>
      <ErrorPage error={summariseError(error)} locale={useLocale()} />
    </Layout>
  );
}
