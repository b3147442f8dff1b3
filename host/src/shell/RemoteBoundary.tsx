import { Suspense, type ReactNode } from 'react';
import { RemoteUnavailablePanel } from './RemoteUnavailablePanel';

/**
 * Contains a remote page that throws while rendering. On the server React has no error
 * boundaries: an error inside a Suspense boundary renders its fallback instead (and is reported
 * to `onError`, where the host sets status 503). In the browser React retries the page once more;
 * if it throws again, the route's error boundary shows the same panel.
 */
export function RemoteBoundary({ remote, children }: { remote: string; children: ReactNode }) {
  return <Suspense fallback={<RemoteUnavailablePanel remote={remote} />}>{children}</Suspense>;
}
