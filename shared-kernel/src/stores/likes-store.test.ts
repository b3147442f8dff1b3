/** @jest-environment node */
import { ApiError } from '../api/api-error';
import { fakeFetch, type SeenRequest } from '../api/fake-fetch.fixture';
import { HttpClient } from '../api/http-client';
import { createSetApi } from '../api/set-api';
import { LIKE_LIMIT, LikeLimitError, LikesStore } from './likes-store';

/** A Set API over HTTP that keeps one user's likes folder in memory. */
function setServer(initial: string[] | null = null) {
  let folder: string[] | null = initial;
  let failNextInsert = false;
  const answer = (request: SeenRequest) => {
    const url = new URL(request.url);
    if (url.pathname === '/set/search') {
      return {
        body: { type: 'ResultPage', items: folder ? ['http://data.europeana.eu/set/5'] : [] },
      };
    }
    if (request.method === 'POST') {
      folder = [];
      return { status: 201, body: { id: 'http://data.europeana.eu/set/5' } };
    }
    if (url.pathname === '/set/5/items') {
      const ids = JSON.parse(request.body ?? '[]') as string[];
      if (request.method === 'PUT') {
        if (failNextInsert) {
          failNextInsert = false;
          return { status: 503, body: { error: 'Service Unavailable' } };
        }
        folder = [...(folder ?? []), ...ids.filter((id) => !folder?.includes(id))];
      } else {
        folder = (folder ?? []).filter((id) => !ids.includes(id));
      }
      return { body: { id: 'http://data.europeana.eu/set/5' } };
    }
    if (url.pathname === '/set/5' && folder) {
      return {
        body: { id: 'http://data.europeana.eu/set/5', items: folder.map((id) => ({ id })) },
      };
    }
    return { status: 404, body: { error: 'Not found' } };
  };
  const fake = fakeFetch(answer);
  const api = createSetApi(new HttpClient({ baseUrl: 'http://gw/set', fetch: fake.fetch }));
  return {
    api,
    seen: fake.seen,
    folder: () => folder,
    failNextInsert: () => {
      failNextInsert = true;
    },
  };
}

describe('LikesStore', () => {
  it('finds the likes folder and its items when connected', async () => {
    const server = setServer(['/1/a', '/1/b']);
    const likes = new LikesStore();
    await likes.connect(server.api, 'user-1');
    expect(likes.likesId).toBe('5');
    expect(likes.likedItemIds).toEqual(['/1/a', '/1/b']);
    expect(likes.isLiked('/1/a')).toBe(true);
    expect(likes.loaded).toBe(true);
  });

  it('creates the likes folder on the first like', async () => {
    const server = setServer(null);
    const likes = new LikesStore();
    await likes.connect(server.api, 'user-1');
    expect(likes.likesId).toBeNull();
    await likes.like('/1/a');
    expect(server.folder()).toEqual(['/1/a']);
    expect(likes.likesId).toBe('5');
    expect(likes.isLiked('/1/a')).toBe(true);
    expect(likes.isPending('/1/a')).toBe(false);
  });

  it('unlikes, and reads the likes again', async () => {
    const server = setServer(['/1/a', '/1/b']);
    const likes = new LikesStore();
    await likes.connect(server.api, 'user-1');
    await likes.unlike('/1/a');
    expect(server.folder()).toEqual(['/1/b']);
    expect(likes.likedItemIds).toEqual(['/1/b']);
  });

  it(`refuses a like past ${LIKE_LIMIT}, counted on a fresh read`, async () => {
    const full = Array.from({ length: LIKE_LIMIT }, (_, i) => `/1/i${i}`);
    const server = setServer(full);
    const likes = new LikesStore();
    await likes.connect(server.api, 'user-1');
    await expect(likes.like('/2/new')).rejects.toBeInstanceOf(LikeLimitError);
    expect(server.folder()).toHaveLength(LIKE_LIMIT);
    expect(likes.isLiked('/2/new')).toBe(false);
  });

  it('reads the likes again and rethrows when a like fails', async () => {
    const server = setServer(['/1/a']);
    const likes = new LikesStore();
    await likes.connect(server.api, 'user-1');
    server.failNextInsert();
    await expect(likes.like('/1/b')).rejects.toBeInstanceOf(ApiError);
    expect(likes.likedItemIds).toEqual(['/1/a']);
    expect(likes.isPending('/1/b')).toBe(false);
  });

  it('counts a failed read as no likes, and forgets everything on reset', async () => {
    const server = setServer(['/1/a']);
    const likes = new LikesStore();
    await likes.connect(server.api, 'user-1');
    likes.likesId = '6';
    await likes.fetchLikes();
    expect(likes.likedItemIds).toEqual([]);
    likes.reset();
    expect(likes.connected).toBe(false);
    expect(likes.likesId).toBeNull();
    await expect(likes.like('/1/a')).rejects.toThrow('signed-in');
  });
});
