import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { useLocale } from '../use-locale';
import { reloadAfterChunkError } from './chunk-reload';
import { ErrorPage } from './ErrorPage';
import { summariseError } from './error-status';

/** Errors of a page below the shell: the error page inside the page's layout. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const locale = useLocale();
  useEffect(() => {
    reloadAfterChunkError(error);
  }, [error]);
  return <ErrorPage error={summariseError(error)} locale={locale} />;
}

/**
 * Errors of the shell itself (an unsupported locale in a client-side link, a failing shell
 * loader): the boundary replaces the shell's component, so it draws the default layout itself.
 */
export function ShellErrorBoundary() {
  const error = useRouteError();
  const locale = useLocale();
  useEffect(() => {
    reloadAfterChunkError(error);
  }, [error]);
  return (
    <DefaultLayout>
      <ErrorPage error={summariseError(error)} locale={locale} />
    </DefaultLayout>
  );
}
