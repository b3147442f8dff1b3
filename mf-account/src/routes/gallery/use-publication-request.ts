import { useCallback, useEffect, useRef, useState } from 'react';
import { usePortal, type PublicationRequest } from '@portal/shared-kernel';

export type RequestState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'requested'; request: PublicationRequest }
  /** Not readable (the API failed, or an upstream has no such requests): nothing is offered. */
  | { status: 'unknown' };

/**
 * The request to publish a gallery (decision 0026), read in the browser with the user's token
 * (its creator's or an editor's); a way to set what a change made of it, and to end it.
 */
export function usePublicationRequest(galleryId: string) {
  const { api } = usePortal();
  const [state, setState] = useState<RequestState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    api.set.publicationRequestOf(galleryId).then(
      (request) =>
        current && setState(request ? { status: 'requested', request } : { status: 'none' }),
      () => current && setState({ status: 'unknown' }),
    );
    return () => {
      current = false;
    };
  }, [api, galleryId]);

  const settle = useCallback(
    (request: PublicationRequest | null) =>
      setState(request ? { status: 'requested', request } : { status: 'none' }),
    [],
  );

  const ending = useRef(false);
  /**
   * Withdraws the request (its creator) or declines it (an editor), once at a time: a second
   * click while the first runs does nothing, rather than failing on a request already gone.
   */
  const end = useCallback(async (): Promise<'ended' | 'failed' | 'busy'> => {
    if (ending.current) return 'busy';
    ending.current = true;
    try {
      await api.set.endPublicationRequest(galleryId);
      setState({ status: 'none' });
      return 'ended';
    } catch {
      return 'failed';
    } finally {
      ending.current = false;
    }
  }, [api, galleryId]);

  return { state, settle, end };
}
