import { act, waitFor } from '@testing-library/react';
import { RootStore } from '@portal/shared-kernel';
import { answeringFetch } from '@portal/shared-kernel/src/test-fixtures/entity-suggest';
import { renderShell } from '../testing/render-shell';
import { useLikesSession } from './use-likes-session';

function LikesSession() {
  useLikesSession();
  return null;
}

/** The gateway's answers: user u-1 has likes folder 9 holding one item. */
function gateway() {
  return answeringFetch((url) => ({
    status: 200,
    body:
      url.pathname === '/api/set/search'
        ? { type: 'ResultPage', items: ['http://data.europeana.eu/set/9'] }
        : { id: 'http://data.europeana.eu/set/9', items: [{ id: '/1/a' }] },
  }));
}

describe('useLikesSession', () => {
  it('reads the likes of a user who signs in, and forgets them at sign-out', async () => {
    const stores = new RootStore();
    renderShell(<LikesSession />, { stores, fetch: gateway().fetch });
    expect(stores.likes.connected).toBe(false);

    act(() => stores.auth.setUser({ sub: 'u-1' }, 'token-1'));
    await waitFor(() => expect(stores.likes.likedItemIds).toEqual(['/1/a']));
    expect(stores.likes.likesId).toBe('9');

    act(() => stores.auth.reset());
    expect(stores.likes.connected).toBe(false);
    expect(stores.likes.likedItemIds).toEqual([]);
  });

  it('does nothing for an anonymous visitor', () => {
    const stores = new RootStore();
    const { fetch, calls } = gateway();
    renderShell(<LikesSession />, { stores, fetch });
    expect(stores.likes.loaded).toBe(false);
    expect(calls).toEqual([]);
  });
});
