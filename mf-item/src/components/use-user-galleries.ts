import { useCallback, useEffect, useState } from 'react';
import { setIdOf, usePortal, type SetBody, type UserSet } from '@portal/shared-kernel';

/** One of the user's galleries, as the add-to-gallery dialog offers it. */
export interface GalleryChoice {
  /** The set's path id (`42`). */
  id: string;
  set: UserSet;
  /** Whether the item is in the gallery. */
  holds: boolean;
  /** An add or a remove is on its way to the Set API. */
  pending: boolean;
}

export type UserGalleries =
  { status: 'loading' | 'failed' } | { status: 'done'; galleries: GalleryChoice[] };

/** What a new gallery came to: `added` is false when only the adding of the item failed. */
export interface CreatedGallery {
  gallery: GalleryChoice;
  added: boolean;
}

function choiceOf(set: UserSet, holds: boolean): GalleryChoice {
  return { id: setIdOf(set.id), set, holds, pending: false };
}

/**
 * The signed-in user's galleries and whether each holds the item, read afresh whenever the
 * dialog mounts it: the user may have changed them on another page or in another tab.
 */
export function useUserGalleries(userId: string | undefined, itemId: string) {
  const { api } = usePortal();
  const [state, setState] = useState<UserGalleries>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const read = userId
      ? Promise.all([
          api.set.galleriesOf(userId),
          api.set.galleriesOf(userId, { containing: itemId }),
        ])
      : Promise.reject(new Error('No user id to read galleries of'));
    read
      .then(([all, holding]) => {
        if (cancelled) return;
        const holdingIds = new Set(holding.map((set) => setIdOf(set.id)));
        setState({
          status: 'done',
          galleries: all.map((set) => choiceOf(set, holdingIds.has(setIdOf(set.id)))),
        });
      })
      .catch(() => !cancelled && setState({ status: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [api, userId, itemId, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const change = useCallback(
    (id: string, update: (gallery: GalleryChoice) => GalleryChoice) =>
      setState((current) =>
        current.status === 'done'
          ? {
              ...current,
              galleries: current.galleries.map((gallery) =>
                gallery.id === id ? update(gallery) : gallery,
              ),
            }
          : current,
      ),
    [],
  );

  /**
   * Adds the item to the gallery or removes it. The box shows the new state at once; a failure
   * puts the old one back and rejects, for the dialog to say so.
   */
  const toggle = useCallback(
    async (gallery: GalleryChoice): Promise<void> => {
      if (gallery.pending) return;
      const adding = !gallery.holds;
      change(gallery.id, (current) => ({ ...current, holds: adding, pending: true }));
      try {
        const answer = adding
          ? await api.set.insertItems(gallery.id, [itemId])
          : await api.set.deleteItems(gallery.id, [itemId]);
        change(gallery.id, (current) => ({
          ...current,
          pending: false,
          set: {
            ...current.set,
            // The API's count where it answers one; a minimal answer leaves it to us.
            total: answer.total ?? Math.max(0, (current.set.total ?? 0) + (adding ? 1 : -1)),
          },
        }));
      } catch (error) {
        change(gallery.id, (current) => ({ ...current, holds: !adding, pending: false }));
        throw error;
      }
    },
    [api, itemId, change],
  );

  /**
   * Creates a gallery and adds the item to it; the gallery heads the list. When the gallery is
   * made but the item cannot go in, it is listed unticked rather than lost: sending the form
   * again would make a second one.
   */
  const create = useCallback(
    async (body: SetBody): Promise<CreatedGallery> => {
      const created = await api.set.create(body);
      // A minimal answer may leave out what was sent; the list shows it all the same.
      const set: UserSet = { ...body, total: 0, ...created };
      let gallery: GalleryChoice;
      let added = true;
      try {
        const answer = await api.set.insertItems(setIdOf(set.id), [itemId]);
        gallery = choiceOf({ ...set, total: answer.total ?? 1 }, true);
      } catch {
        gallery = choiceOf(set, false);
        added = false;
      }
      setState((current) =>
        current.status === 'done'
          ? { ...current, galleries: [gallery, ...current.galleries] }
          : { status: 'done', galleries: [gallery] },
      );
      return { gallery, added };
    },
    [api, itemId],
  );

  return { state, reload, toggle, create };
}
