import {
  eventBus,
  likeMedia,
  saveMedia,
  unlikeMedia,
  unsaveMedia,
  type EngagementResult,
  type EventBus,
  type Media,
} from 'shared-contracts';

/** The viewer's live like state of a post. */
export interface LikeState {
  hasLiked: boolean;
  likeCount: number;
}

/** The viewer's live save state of a post. */
export interface SaveState {
  saved: boolean;
  collectionIds: string[];
}

/** The calls the store makes; tests pass fakes. */
export interface EngagementApi {
  likeMedia: (mediaId: string) => Promise<EngagementResult>;
  unlikeMedia: (mediaId: string) => Promise<EngagementResult>;
  saveMedia: (mediaId: string, collectionIds?: readonly string[]) => Promise<EngagementResult>;
  unsaveMedia: (mediaId: string, collectionIds?: readonly string[]) => Promise<EngagementResult>;
}

type MediaKey = Pick<Media, 'pk' | 'has_liked' | 'like_count' | 'has_viewer_saved' | 'saved_collection_ids'>;

/**
 * Likes and saves of posts, shared by every view of the same post. The bus events
 * `media-like-changed` and `media-save-changed` are the single source of changes: actions emit
 * them (optimistically, then with the server's answer, or to roll back), and so can other remotes.
 * A view reads the latest known state of a post, falling back to the fields it was given.
 */
export class EngagementStore {
  private readonly likes = new Map<string, LikeState>();
  private readonly saves = new Map<string, SaveState>();
  private readonly comments = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  // Per post, the number of the latest action: answers of superseded actions are ignored.
  private readonly sequence = new Map<string, number>();
  private version = 0;

  constructor(
    private readonly bus: EventBus = eventBus,
    private readonly api: EngagementApi = { likeMedia, unlikeMedia, saveMedia, unsaveMedia },
  ) {
    bus.on('media-like-changed', ({ mediaId, hasLiked, likeCount }) => {
      this.likes.set(mediaId, { hasLiked, likeCount });
      this.notify();
    });
    bus.on('comment-added', ({ mediaId, commentCount }) => {
      this.comments.set(mediaId, commentCount);
      this.notify();
    });
    bus.on('media-save-changed', ({ mediaId, saved, collectionIds }) => {
      this.saves.set(mediaId, { saved, collectionIds });
      this.notify();
    });
  }

  /** Changes whenever any post's state changes (for useSyncExternalStore). */
  getVersion = (): number => this.version;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** The post's like state: the latest event about it, else its own fields. */
  likeState(media: MediaKey): LikeState {
    return this.likes.get(media.pk) ?? { hasLiked: media.has_liked, likeCount: media.like_count };
  }

  /** The post's save state: the latest event about it, else its own fields. */
  saveState(media: MediaKey): SaveState {
    return this.saves.get(media.pk) ?? { saved: media.has_viewer_saved, collectionIds: media.saved_collection_ids };
  }

  /** The post's comment count: the latest `comment-added` about it, else its own field. */
  commentCount(media: Pick<Media, 'pk' | 'comment_count'>): number {
    return this.comments.get(media.pk) ?? media.comment_count;
  }

  private begin(key: string): () => boolean {
    const number = (this.sequence.get(key) ?? 0) + 1;
    this.sequence.set(key, number);
    return () => this.sequence.get(key) === number;
  }

  /**
   * Likes or unlikes at once, then confirms with the server's count; on failure the state before
   * the action comes back. Resolves false when the call failed.
   */
  async setLiked(media: MediaKey, liked: boolean): Promise<boolean> {
    const before = this.likeState(media);
    if (before.hasLiked === liked) return true;
    const isLatest = this.begin(`like:${media.pk}`);
    const likeCount = Math.max(0, before.likeCount + (liked ? 1 : -1));
    this.bus.emit('media-like-changed', { mediaId: media.pk, hasLiked: liked, likeCount });
    try {
      const result = await (liked ? this.api.likeMedia(media.pk) : this.api.unlikeMedia(media.pk));
      if (isLatest() && result.like_count !== undefined) {
        this.bus.emit('media-like-changed', {
          mediaId: media.pk,
          hasLiked: result.has_liked ?? liked,
          likeCount: result.like_count,
        });
      }
      return true;
    } catch {
      if (isLatest()) this.bus.emit('media-like-changed', { mediaId: media.pk, ...before });
      return false;
    }
  }

  /**
   * Saves (into the given collections, or just to "All posts") or unsaves (from the given
   * collections, or entirely), optimistically with rollback. Resolves false when the call failed.
   */
  async setSaved(media: MediaKey, saved: boolean, collectionIds: readonly string[] = []): Promise<boolean> {
    const before = this.saveState(media);
    const isLatest = this.begin(`save:${media.pk}`);
    const optimistic = optimisticSave(before, saved, collectionIds);
    this.bus.emit('media-save-changed', { mediaId: media.pk, ...optimistic });
    try {
      const result = await (saved
        ? this.api.saveMedia(media.pk, collectionIds)
        : this.api.unsaveMedia(media.pk, collectionIds));
      if (isLatest() && (result.has_viewer_saved !== undefined || result.saved_collection_ids !== undefined)) {
        this.bus.emit('media-save-changed', {
          mediaId: media.pk,
          saved: result.has_viewer_saved ?? optimistic.saved,
          collectionIds: result.saved_collection_ids ?? optimistic.collectionIds,
        });
      }
      return true;
    } catch {
      if (isLatest()) this.bus.emit('media-save-changed', { mediaId: media.pk, ...before });
      return false;
    }
  }
}

/**
 * What a save or unsave looks like before the server answers: saving adds the collections (a post
 * in a collection is saved); unsaving from some collections keeps the post saved, unsaving with
 * none removes it everywhere.
 */
export function optimisticSave(before: SaveState, saved: boolean, collectionIds: readonly string[]): SaveState {
  if (saved) {
    return { saved: true, collectionIds: [...new Set([...before.collectionIds, ...collectionIds])] };
  }
  if (collectionIds.length === 0) return { saved: false, collectionIds: [] };
  return { saved: before.saved, collectionIds: before.collectionIds.filter((id) => !collectionIds.includes(id)) };
}

/** The remote's one store, listening on the application bus. */
export const engagementStore = new EngagementStore();
