import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type EngagementResult } from 'shared-contracts';
import { makeTestMedia } from 'shared-contracts/testing';
import { EngagementStore, optimisticSave, type EngagementApi } from './engagement-store';

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const ok = (extra: Partial<EngagementResult> = {}): Promise<EngagementResult> =>
  Promise.resolve({ status: 'ok', ...extra });

function setup(api: Partial<EngagementApi> = {}) {
  const bus = createEventBus();
  const fullApi: EngagementApi = {
    likeMedia: vi.fn(() => ok()),
    unlikeMedia: vi.fn(() => ok()),
    saveMedia: vi.fn(() => ok()),
    unsaveMedia: vi.fn(() => ok()),
    ...api,
  };
  const store = new EngagementStore(bus, fullApi);
  return { bus, api: fullApi, store };
}

const media = makeTestMedia({ pk: '42', like_count: 10, has_liked: false });

describe('EngagementStore likes', () => {
  it('likes at once, announces it on the bus, then takes the server count', async () => {
    const call = deferred<EngagementResult>();
    const { bus, store } = setup({ likeMedia: vi.fn(() => call.promise) });
    const events: unknown[] = [];
    bus.on('media-like-changed', (e) => events.push(e));
    const done = store.setLiked(media, true);
    expect(store.likeState(media)).toEqual({ hasLiked: true, likeCount: 11 });
    call.resolve({ status: 'ok', has_liked: true, like_count: 15 });
    expect(await done).toBe(true);
    expect(store.likeState(media)).toEqual({ hasLiked: true, likeCount: 15 });
    expect(events).toEqual([
      { mediaId: '42', hasLiked: true, likeCount: 11 },
      { mediaId: '42', hasLiked: true, likeCount: 15 },
    ]);
  });

  it('rolls back to the state before the action when the server refuses', async () => {
    const { store } = setup({ likeMedia: vi.fn(() => Promise.reject(new Error('500'))) });
    expect(await store.setLiked(media, true)).toBe(false);
    expect(store.likeState(media)).toEqual({ hasLiked: false, likeCount: 10 });
  });

  it('ignores the answer of an action a later one superseded', async () => {
    const like = deferred<EngagementResult>();
    const { store } = setup({ likeMedia: vi.fn(() => like.promise), unlikeMedia: vi.fn(() => ok()) });
    const first = store.setLiked(media, true);
    await store.setLiked(media, false);
    like.reject(new Error('late failure'));
    await first;
    expect(store.likeState(media)).toEqual({ hasLiked: false, likeCount: 10 });
  });

  it('does nothing when the state already matches, and follows events from elsewhere', async () => {
    const { bus, api, store } = setup();
    await store.setLiked(media, false);
    expect(api.unlikeMedia).not.toHaveBeenCalled();
    bus.emit('media-like-changed', { mediaId: '42', hasLiked: true, likeCount: 99 });
    expect(store.likeState(media)).toEqual({ hasLiked: true, likeCount: 99 });
    expect(store.likeState(makeTestMedia({ pk: '43', like_count: 3 }))).toEqual({ hasLiked: false, likeCount: 3 });
  });

  it('never counts below zero', async () => {
    const { store } = setup({ unlikeMedia: vi.fn(() => new Promise<EngagementResult>(() => undefined)) });
    void store.setLiked(makeTestMedia({ pk: '1', like_count: 0, has_liked: true }), false);
    expect(store.likeState(makeTestMedia({ pk: '1' })).likeCount).toBe(0);
  });
});

describe('EngagementStore saves', () => {
  it('saves into a collection and keeps the server collection ids', async () => {
    const { api, store } = setup({
      saveMedia: vi.fn(() => ok({ has_viewer_saved: true, saved_collection_ids: ['c1', 'c9'] })),
    });
    expect(await store.setSaved(media, true, ['c1'])).toBe(true);
    expect(api.saveMedia).toHaveBeenCalledWith('42', ['c1']);
    expect(store.saveState(media)).toEqual({ saved: true, collectionIds: ['c1', 'c9'] });
  });

  it('rolls a failed unsave back', async () => {
    const saved = makeTestMedia({ pk: '8', has_viewer_saved: true, saved_collection_ids: ['c1'] });
    const { store } = setup({ unsaveMedia: vi.fn(() => Promise.reject(new Error('offline'))) });
    const pending = store.setSaved(saved, false);
    expect(store.saveState(saved)).toEqual({ saved: false, collectionIds: [] });
    expect(await pending).toBe(false);
    expect(store.saveState(saved)).toEqual({ saved: true, collectionIds: ['c1'] });
  });

  it('counts comments added by the viewer', () => {
    const { bus, store } = setup();
    bus.emit('comment-added', { mediaId: '42', commentCount: 4 });
    expect(store.commentCount(media)).toBe(4);
  });
});

describe('optimisticSave', () => {
  const before = { saved: true, collectionIds: ['a', 'b'] };
  it('adds collections on save, removes some or everything on unsave', () => {
    expect(optimisticSave({ saved: false, collectionIds: [] }, true, [])).toEqual({ saved: true, collectionIds: [] });
    expect(optimisticSave(before, true, ['b', 'c'])).toEqual({ saved: true, collectionIds: ['a', 'b', 'c'] });
    expect(optimisticSave(before, false, ['a'])).toEqual({ saved: true, collectionIds: ['b'] });
    expect(optimisticSave(before, false, [])).toEqual({ saved: false, collectionIds: [] });
  });
});
