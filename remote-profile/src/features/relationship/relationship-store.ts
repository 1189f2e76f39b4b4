import {
  createFriendship,
  destroyFriendship,
  eventBus,
  isApiError,
  type EventBus,
  type FriendshipResult,
  type FriendshipStatus,
} from 'shared-contracts';

/** The follow mutations the store calls; tests pass fakes. */
export interface FollowApi {
  createFriendship: (userId: string, context: { containerModule: string }) => Promise<FriendshipResult>;
  destroyFriendship: (userId: string, context: { containerModule: string }) => Promise<FriendshipResult>;
}

/** A user as the profile's relationship controls see it (spec 3: the local updating flag). */
export interface RelationshipEntry {
  username: string;
  friendship_status: FriendshipStatus;
  is_updating_friendship_status: boolean;
}

/** A friendship status with nothing set: a stranger. */
export const NO_FRIENDSHIP: FriendshipStatus = {
  following: false,
  followed_by: false,
  blocking: false,
  muting: false,
  outgoing_request: false,
  incoming_request: false,
  is_restricted: false,
  is_bestie: false,
  is_feed_favorite: false,
  subscribed: false,
  is_viewer_unconnected: true,
};

/** The error description a failed follow rejects with (spec 8): the server's message when it has one. */
export function failureDescription(error: unknown): string {
  if (isApiError(error) && error.message) return error.message;
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * Relationships the profile remote knows, with follow and unfollow handled as spec 4 says: the
 * user is marked `is_updating_friendship_status`; success clears the flag and takes the answer's
 * friendship_status and username; a failed follow clears the flag and rejects with the error's
 * description; a failed unfollow only clears the flag. Every change is announced on the bus, and
 * changes announced by others are taken in.
 */
export class RelationshipStore {
  private readonly entries = new Map<string, RelationshipEntry>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly bus: EventBus = eventBus,
    private readonly api: FollowApi = { createFriendship, destroyFriendship },
  ) {
    bus.on('friendship-changed', ({ userId, friendshipStatus }) => {
      const entry = this.entries.get(userId);
      if (entry && entry.friendship_status !== friendshipStatus)
        this.put(userId, { friendship_status: friendshipStatus });
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The entry of a user, or undefined before `learn`. The object changes identity on every update. */
  get = (userId: string): RelationshipEntry | undefined => this.entries.get(userId);

  /** Records what a profile or list answer said, unless a change is under way for that user. */
  learn(userId: string, username: string, status: FriendshipStatus | null): void {
    const entry = this.entries.get(userId);
    if (entry?.is_updating_friendship_status) return;
    this.put(userId, { username, friendship_status: status ?? NO_FRIENDSHIP });
  }

  private put(userId: string, patch: Partial<RelationshipEntry>): void {
    const previous = this.entries.get(userId) ?? {
      username: '',
      friendship_status: NO_FRIENDSHIP,
      is_updating_friendship_status: false,
    };
    this.entries.set(userId, { ...previous, ...patch });
    for (const listener of this.listeners) listener();
  }

  /** Applies a status change made by another call (mute, block, ...) and announces it. */
  change(userId: string, patch: Partial<FriendshipStatus>): void {
    const current = this.entries.get(userId)?.friendship_status ?? NO_FRIENDSHIP;
    const friendshipStatus = { ...current, ...patch };
    this.put(userId, { friendship_status: friendshipStatus });
    this.bus.emit('friendship-changed', { userId, friendshipStatus });
  }

  /** Follows, or requests to follow a private account; rejects with the description on failure. */
  async follow(userId: string, containerModule: string): Promise<void> {
    if (this.entries.get(userId)?.is_updating_friendship_status) return;
    this.put(userId, { is_updating_friendship_status: true });
    let result: FriendshipResult;
    try {
      result = await this.api.createFriendship(userId, { containerModule });
    } catch (error) {
      this.put(userId, { is_updating_friendship_status: false });
      throw new Error(failureDescription(error), { cause: error });
    }
    this.settle(userId, result);
  }

  /** Unfollows (or withdraws a request); a failure only clears the flag. Resolves whether it worked. */
  async unfollow(userId: string, containerModule: string): Promise<boolean> {
    if (this.entries.get(userId)?.is_updating_friendship_status) return false;
    this.put(userId, { is_updating_friendship_status: true });
    let result: FriendshipResult;
    try {
      result = await this.api.destroyFriendship(userId, { containerModule });
    } catch {
      this.put(userId, { is_updating_friendship_status: false });
      return false;
    }
    this.settle(userId, result);
    return true;
  }

  private settle(userId: string, result: FriendshipResult): void {
    const current = this.entries.get(userId)?.friendship_status ?? NO_FRIENDSHIP;
    const answer = result.friendship_status;
    const friendshipStatus: FriendshipStatus = {
      ...current,
      ...answer,
      // Favourites are a subset of followed accounts.
      is_feed_favorite: answer.following ? current.is_feed_favorite : false,
      is_viewer_unconnected: !answer.following && !answer.followed_by && !answer.outgoing_request,
    };
    this.put(userId, {
      username: result.username,
      friendship_status: friendshipStatus,
      is_updating_friendship_status: false,
    });
    this.bus.emit('friendship-changed', { userId, friendshipStatus });
  }
}

/** The remote's one store, on the application bus. */
export const relationshipStore = new RelationshipStore();
