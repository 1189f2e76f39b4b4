import {
  createFriendship,
  destroyFriendship,
  eventBus,
  type EventBus,
  type FriendshipResult,
  type FriendshipStatus,
} from 'shared-contracts';
import { statusAfterMutation } from './friendship-status';

/** The follow mutations the store calls; tests pass fakes. */
export interface FriendshipApi {
  createFriendship: (userId: string, context: { containerModule: string }) => Promise<FriendshipResult>;
  destroyFriendship: (userId: string, context: { containerModule: string }) => Promise<FriendshipResult>;
}

/** What the feed knows of the viewer's relationship with a user, and whether a change is under way. */
export interface KnownFriendship {
  status: Partial<FriendshipStatus> | null;
  updating: boolean;
}

/**
 * The relationships the feed has learned (from `friendship-changed` on the bus, from profile
 * look-ups) and follow/unfollow with the spec's flag handling: the user is marked as updating;
 * success announces the new status on the bus; a failed follow rejects, a failed unfollow only
 * clears the flag (spec 4 and 8).
 */
export class FriendshipStore {
  private readonly statuses = new Map<string, Partial<FriendshipStatus>>();
  private readonly updating = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly bus: EventBus = eventBus,
    private readonly api: FriendshipApi = { createFriendship, destroyFriendship },
  ) {
    bus.on('friendship-changed', ({ userId, friendshipStatus }) => {
      this.statuses.set(userId, friendshipStatus);
      this.notify();
    });
  }

  getVersion = (): number => this.version;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** What is known about a user. */
  get(userId: string): KnownFriendship {
    return { status: this.statuses.get(userId) ?? null, updating: this.updating.has(userId) };
  }

  /** Records a status learned without a change (a profile look-up); announces nothing. */
  learn(userId: string, status: Partial<FriendshipStatus>): void {
    this.statuses.set(userId, { ...this.statuses.get(userId), ...status });
    this.notify();
  }

  private setUpdating(userId: string, updating: boolean): void {
    if (updating) this.updating.add(userId);
    else this.updating.delete(userId);
    this.notify();
  }

  /** Follows (or requests to follow a private account); rejects with the error on failure. */
  async follow(userId: string, containerModule: string): Promise<void> {
    if (this.updating.has(userId)) return;
    this.setUpdating(userId, true);
    try {
      const result = await this.api.createFriendship(userId, { containerModule });
      this.announce(userId, result);
    } finally {
      this.setUpdating(userId, false);
    }
  }

  /** Unfollows; a failure only clears the updating flag. Resolves whether it worked. */
  async unfollow(userId: string, containerModule: string): Promise<boolean> {
    if (this.updating.has(userId)) return false;
    this.setUpdating(userId, true);
    try {
      const result = await this.api.destroyFriendship(userId, { containerModule });
      this.announce(userId, result);
      return true;
    } catch {
      return false;
    } finally {
      this.setUpdating(userId, false);
    }
  }

  private announce(userId: string, result: FriendshipResult): void {
    const friendshipStatus = statusAfterMutation(result.friendship_status, this.statuses.get(userId));
    this.bus.emit('friendship-changed', { userId, friendshipStatus });
  }
}

/** The remote's one store, listening on the application bus. */
export const friendshipStore = new FriendshipStore();
