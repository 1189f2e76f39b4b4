import { describe, expect, it, vi } from 'vitest';
import { ApiError, createEventBus, type AppEvents, type FriendshipResult } from 'shared-contracts';
import { NO_FRIENDSHIP, RelationshipStore } from './relationship-store';

const answer = (following: boolean, outgoing = false, username = 'u1'): FriendshipResult => ({
  id: 'u1',
  username,
  friendship_status: { following, outgoing_request: outgoing, followed_by: false, is_bestie: false },
});

function setup(create: () => Promise<FriendshipResult>, destroy: () => Promise<FriendshipResult>) {
  const bus = createEventBus();
  const events: Array<AppEvents['friendship-changed']> = [];
  bus.on('friendship-changed', (e) => events.push(e));
  const store = new RelationshipStore(bus, { createFriendship: vi.fn(create), destroyFriendship: vi.fn(destroy) });
  store.learn('u1', 'u1', NO_FRIENDSHIP);
  return { store, events, bus };
}

describe('RelationshipStore follow and unfollow (spec 4)', () => {
  it('sets is_updating_friendship_status while following, then takes the answer', async () => {
    let finish: (value: FriendshipResult) => void = () => undefined;
    const { store, events } = setup(
      () => new Promise((resolve) => (finish = resolve)),
      () => Promise.reject(new Error('unused')),
    );
    const follow = store.follow('u1', 'profile');
    expect(store.get('u1')?.is_updating_friendship_status).toBe(true);
    finish(answer(true, false, 'u1.renamed'));
    await follow;
    expect(store.get('u1')).toMatchObject({
      is_updating_friendship_status: false,
      username: 'u1.renamed',
      friendship_status: { following: true, is_viewer_unconnected: false },
    });
    expect(events).toHaveLength(1);
  });

  it('a private account answers with a request (outgoing_request)', async () => {
    const { store } = setup(
      () => Promise.resolve(answer(false, true)),
      () => Promise.reject(new Error('unused')),
    );
    await store.follow('u1', 'profile');
    expect(store.get('u1')?.friendship_status).toMatchObject({ following: false, outgoing_request: true });
  });

  it('a failed follow clears the flag and rejects with the error description', async () => {
    const { store, events } = setup(
      () => Promise.reject(new ApiError(429, 'rate_limited', 'Please wait a few minutes')),
      () => Promise.reject(new Error('unused')),
    );
    await expect(store.follow('u1', 'profile')).rejects.toThrow('Please wait a few minutes');
    expect(store.get('u1')?.is_updating_friendship_status).toBe(false);
    expect(store.get('u1')?.friendship_status.following).toBe(false);
    expect(events).toHaveLength(0);
  });

  it('a failed unfollow only clears the flag', async () => {
    const { store, events } = setup(
      () => Promise.resolve(answer(true)),
      () => Promise.reject(new Error('500')),
    );
    await store.follow('u1', 'profile');
    await expect(store.unfollow('u1', 'profile')).resolves.toBe(false);
    expect(store.get('u1')).toMatchObject({
      is_updating_friendship_status: false,
      friendship_status: { following: true },
    });
    expect(events).toHaveLength(1);
  });

  it('ignores a second click while a change is under way', async () => {
    const create = vi.fn(() => new Promise<FriendshipResult>(() => undefined));
    const store = new RelationshipStore(createEventBus(), { createFriendship: create, destroyFriendship: create });
    store.learn('u1', 'u1', null);
    void store.follow('u1', 'profile');
    void store.follow('u1', 'profile');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('takes in changes announced by other remotes, and announces its own', () => {
    const { store, bus, events } = setup(
      () => Promise.resolve(answer(true)),
      () => Promise.resolve(answer(false)),
    );
    bus.emit('friendship-changed', { userId: 'u1', friendshipStatus: { ...NO_FRIENDSHIP, following: true } });
    expect(store.get('u1')?.friendship_status.following).toBe(true);
    store.change('u1', { muting: true });
    expect(events.at(-1)?.friendshipStatus).toMatchObject({ following: true, muting: true });
  });
});
