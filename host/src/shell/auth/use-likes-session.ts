import { reaction } from 'mobx';
import { useEffect } from 'react';
import { usePortal } from '@portal/shared-kernel';

/**
 * Spec §4: when a user signs in, their likes folder is looked up and their likes read, so every
 * like button knows its state; when they sign out, the likes leave the page with them.
 */
export function useLikesSession() {
  const { stores, api } = usePortal();
  useEffect(
    () =>
      reaction(
        () => stores.auth.user?.sub ?? null,
        (sub) => {
          if (sub) void stores.likes.connect(api.set, sub);
          else stores.likes.reset();
        },
        { fireImmediately: true },
      ),
    [stores, api],
  );
}
