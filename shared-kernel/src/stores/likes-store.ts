import { makeAutoObservable, runInAction } from 'mobx';
import { LIKES_FOLDER, type SetApi } from '../api/set-api';
import type { SearchItem } from '../domain/item';
import { setIdOf, setItemRecordId } from '../domain/set';

/** Spec §9: a user likes at most 100 items. */
export const LIKE_LIMIT = 100;

/** Liking failed because the likes folder is full (spec §8, "100 likes"). */
export class LikeLimitError extends Error {
  override readonly name = 'LikeLimitError';
  constructor() {
    super(`At most ${LIKE_LIMIT} items can be liked`);
  }
}

/**
 * The signed-in user's likes (spec §3 "Sets state", §4 "Liking"): the likes folder's id, the
 * liked items and their ids. The host connects it to the Set API when a user signs in and
 * resets it when they leave; on the server it stays empty, since the server never holds the
 * user's token.
 */
export class LikesStore {
  likesId: string | null = null;
  likedItems: SearchItem[] = [];
  likedItemIds: string[] = [];
  /** The likes have been read once since sign-in (the account page waits for it). */
  loaded = false;
  /** Items whose like or unlike is on its way (their buttons wait). */
  pendingIds: string[] = [];
  private api: SetApi | null = null;
  private userId: string | null = null;

  constructor() {
    makeAutoObservable<LikesStore, 'api' | 'userId'>(this, { api: false, userId: false });
  }

  get connected(): boolean {
    return this.api !== null;
  }

  isLiked(itemId: string): boolean {
    return this.likedItemIds.includes(itemId);
  }

  isPending(itemId: string): boolean {
    return this.pendingIds.includes(itemId);
  }

  /**
   * Spec §4: on start, a signed-in user's likes folder is looked up and its id kept; a failure
   * is ignored (the user simply has no likes shown until the next like).
   */
  async connect(api: SetApi, userId: string): Promise<void> {
    this.api = api;
    this.userId = userId;
    try {
      const likesId = await api.likesIdOf(userId);
      if (this.api !== api) return;
      runInAction(() => {
        this.likesId = likesId;
      });
    } catch {
      // Ignored, as the spec says: liking looks the folder up again.
    }
    await this.fetchLikes();
  }

  /** Spec §4 "Fetching likes": no folder is no likes; a failed read counts as empty. */
  async fetchLikes(): Promise<void> {
    const api = this.api;
    const likesId = this.likesId;
    let items: SearchItem[] = [];
    if (api && likesId) {
      try {
        items = (await api.getItems(likesId, { profile: 'items.meta' })).filter(
          (item): item is SearchItem => typeof item !== 'string',
        );
      } catch {
        items = [];
      }
    }
    if (api !== this.api) return;
    runInAction(() => {
      this.likedItems = items;
      this.likedItemIds = items.map((item) => setItemRecordId(item));
      this.loaded = true;
    });
  }

  /**
   * Spec §4 "Liking": read the likes first; with 100 or more, fail; otherwise insert, note the
   * id, read the likes again. On failure the likes are read again and the error rethrown.
   */
  async like(itemId: string): Promise<void> {
    const api = this.requireApi();
    await this.whilePending(itemId, async () => {
      try {
        await this.fetchLikes();
        if (this.likedItemIds.length >= LIKE_LIMIT) throw new LikeLimitError();
        const likesId = this.likesId ?? (await this.createLikesFolder(api));
        await api.insertItems(likesId, [itemId]);
        runInAction(() => {
          if (!this.likedItemIds.includes(itemId)) this.likedItemIds.push(itemId);
        });
      } finally {
        await this.fetchLikes();
      }
    });
  }

  /** Spec §4 "Unliking": remove, forget the id, read the likes again (also on failure). */
  async unlike(itemId: string): Promise<void> {
    const api = this.requireApi();
    const likesId = this.likesId;
    if (!likesId) return;
    await this.whilePending(itemId, async () => {
      try {
        await api.deleteItems(likesId, [itemId]);
        runInAction(() => {
          this.likedItemIds = this.likedItemIds.filter((id) => id !== itemId);
        });
      } finally {
        await this.fetchLikes();
      }
    });
  }

  /** Signed out: nothing of the user's stays in the page. */
  reset() {
    this.api = null;
    this.userId = null;
    this.likesId = null;
    this.likedItems = [];
    this.likedItemIds = [];
    this.pendingIds = [];
    this.loaded = false;
  }

  private async createLikesFolder(api: SetApi): Promise<string> {
    // Another tab may have made it since this one looked.
    const existing = this.userId ? await api.likesIdOf(this.userId) : null;
    const likesId = existing ?? setIdOf((await api.create(LIKES_FOLDER)).id);
    runInAction(() => {
      this.likesId = likesId;
    });
    return likesId;
  }

  private requireApi(): SetApi {
    if (!this.api) throw new Error('Liking needs a signed-in user');
    return this.api;
  }

  private async whilePending(itemId: string, work: () => Promise<void>): Promise<void> {
    this.pendingIds.push(itemId);
    try {
      await work();
    } finally {
      runInAction(() => {
        this.pendingIds = this.pendingIds.filter((id) => id !== itemId);
      });
    }
  }
}
