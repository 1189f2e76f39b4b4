import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type AppEvents, type FriendshipResult } from 'shared-contracts';
import { FriendshipStore } from './friendship-store';
import { statusAfterMutation } from './friendship-status';

const answer = (following: boolean, outgoing = false): FriendshipResult => ({
  id: 'u1',
  username: 'u1',
  friendship_status: { following, outgoing_request: outgoing, followed_by: true, is_bestie: false },
});

function setup(create: () => Promise<FriendshipResult>, destroy: () => Promise<FriendshipResult>) {
  const bus = createEventBus();
  const events: Array<AppEvents['friendship-changed']> = [];
  bus.on('friendship-changed', (e) => events.push(e));
  const store = new FriendshipStore(bus, { createFriendship: vi.fn(create), destroyFriendship: vi.fn(destroy) });
  return { store, events };
}

describe('FriendshipStore', () => {
  it('marks the user as updating during a follow, then announces the new status', async () => {
    let finish: (value: FriendshipResult) => void = () => undefined;
    const { store, events } = setup(
      () => new Promise((resolve) => (finish = resolve)),
      () => Promise.reject(new Error('unused')),
    );
    const follow = store.follow('u1', 'feed_timeline');
    expect(store.get('u1').updating).toBe(true);
    finish(answer(true));
    await follow;
    expect(store.get('u1')).toMatchObject({ updating: false, status: { following: true, followed_by: true } });
    expect(events).toHaveLength(1);
  });

  it('rejects a failed follow and clears the flag', async () => {
    const { store, events } = setup(
      () => Promise.reject(new Error('rate limited')),
      () => Promise.reject(new Error('unused')),
    );
    await expect(store.follow('u1', 'feed_timeline')).rejects.toThrow('rate limited');
    expect(store.get('u1').updating).toBe(false);
    expect(events).toHaveLength(0);
  });

  it('keeps a failed unfollow silent apart from clearing the flag', async () => {
    const { store } = setup(
      () => Promise.resolve(answer(true)),
      () => Promise.reject(new Error('500')),
    );
    await expect(store.unfollow('u1', 'feed_timeline')).resolves.toBe(false);
    expect(store.get('u1').updating).toBe(false);
  });

  it('learns statuses without announcing them', () => {
    const { store, events } = setup(
      () => Promise.resolve(answer(true)),
      () => Promise.resolve(answer(false)),
    );
    store.learn('u1', { following: true });
    expect(store.get('u1').status?.following).toBe(true);
    expect(events).toHaveLength(0);
  });
});

describe('statusAfterMutation', () => {
  it('fills the fields the mutation does not answer from what was known', () => {
    const status = statusAfterMutation(answer(true).friendship_status, { is_feed_favorite: true, muting: true });
    expect(status).toMatchObject({
      following: true,
      is_feed_favorite: true,
      muting: true,
      is_viewer_unconnected: false,
    });
    const unfollowed = statusAfterMutation(
      { following: false, outgoing_request: false, followed_by: false, is_bestie: false },
      { is_feed_favorite: true },
    );
    expect(unfollowed).toMatchObject({ following: false, is_feed_favorite: false, is_viewer_unconnected: true });
  });
});
