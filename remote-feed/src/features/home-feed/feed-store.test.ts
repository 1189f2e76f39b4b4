import { describe, expect, it, vi } from 'vitest';
import type { FeedConnection, FeedItem } from 'shared-contracts';
import { makeTestMedia, makeTestUser } from 'shared-contracts/testing';
import { FeedStore, feedItemKey, freshEntries } from './feed-store';

const post = (pk: string, authorPk = '1'): FeedItem => ({
  kind: 'media',
  media: makeTestMedia({ pk, user: makeTestUser({ pk: authorPk, id: authorPk, username: `u${authorPk}` }) }),
});

const page = (
  items: FeedItem[],
  hasNext: boolean,
  end: string | null,
  start: string | null = 'start',
): FeedConnection => ({
  edges: items.map((node, i) => ({ cursor: `k${i}`, node })),
  page_info: { has_next_page: hasNext, end_cursor: end, has_previous_page: false, start_cursor: start },
});

const keysOf = (store: FeedStore) => store.getState().entries.map((e) => e.key);

describe('feedItemKey', () => {
  it('keys every kind by its own id, so the same post twice has one key', () => {
    expect(feedItemKey(post('5'))).toBe('media:5');
    expect(feedItemKey(post('5', '9'))).toBe('media:5');
    expect(feedItemKey({ kind: 'suggested_users', id: 'aysf-1', users: [] })).toBe('suggested:aysf-1');
    expect(feedItemKey({ kind: 'end_of_feed_demarcator', title: '' })).toBe('end-of-feed');
  });
});

describe('freshEntries', () => {
  it('drops keys already seen and repeats within the page, keeping order', () => {
    const fresh = freshEntries(page([post('3'), post('2'), post('3'), post('1')], true, 'c'), new Set(['media:2']));
    expect(fresh.map((e) => e.key)).toEqual(['media:3', 'media:1']);
  });
});

describe('FeedStore', () => {
  it('appends pages with the end cursor and drops ids already shown, of every kind', async () => {
    const demarcator: FeedItem = { kind: 'end_of_feed_demarcator', title: '' };
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce(page([post('3'), post('2'), demarcator], true, 'c1'))
      .mockResolvedValueOnce(page([post('2'), demarcator, post('1')], false, 'c2'));
    const store = new FeedStore('home', fetchPage);
    await store.loadMore();
    await store.loadMore();
    expect(keysOf(store)).toEqual(['media:3', 'media:2', 'end-of-feed', 'media:1']);
    expect(fetchPage.mock.calls[0]![0]).toMatchObject({ variant: 'home', first: 12, after: null });
    expect(fetchPage.mock.calls[1]![0]).toMatchObject({ variant: 'home', after: 'c1' });
    expect(store.getState().hasNextPage).toBe(false);
    await store.loadMore();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops when a page brings nothing new and the cursor does not move', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce(page([post('1')], true, 'c1'))
      .mockResolvedValueOnce(page([post('1')], true, 'c1'));
    const store = new FeedStore('following', fetchPage);
    await store.loadMore();
    await store.loadMore();
    expect(store.getState().hasNextPage).toBe(false);
  });

  it('runs one request at a time', async () => {
    let resolve: (value: FeedConnection) => void = () => undefined;
    const fetchPage = vi.fn(() => new Promise<FeedConnection>((r) => (resolve = r)));
    const store = new FeedStore('home', fetchPage);
    const first = store.loadMore();
    void store.loadMore();
    resolve(page([post('1')], true, 'c'));
    await first;
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('records an error and recovers on the next load', async () => {
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page([post('1')], false, null));
    const store = new FeedStore('home', fetchPage);
    await store.loadMore();
    expect(store.getState().status).toBe('error');
    await store.loadMore();
    expect(store.getState()).toMatchObject({ status: 'idle' });
    expect(keysOf(store)).toEqual(['media:1']);
  });

  it('pages backwards from the start cursor and holds newer posts until shown', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce(page([post('5'), post('4')], true, 'c1', 's1'))
      .mockResolvedValueOnce(page([post('7'), post('6'), post('5')], false, null, 's0'));
    const store = new FeedStore('following', fetchPage);
    await store.loadMore();
    await store.checkNewer();
    expect(fetchPage.mock.calls[1]![0]).toMatchObject({ variant: 'following', last: 12, before: 's1' });
    expect(keysOf(store)).toEqual(['media:5', 'media:4']);
    expect(store.getState().newer.map((e) => e.key)).toEqual(['media:7', 'media:6']);
    expect(store.getState().startCursor).toBe('s0');
    store.showNewer();
    expect(keysOf(store)).toEqual(['media:7', 'media:6', 'media:5', 'media:4']);
  });

  it("removes an unfollowed author's posts but keeps other kinds", async () => {
    const suggestions: FeedItem = { kind: 'suggested_users', id: 's', users: [] };
    const store = new FeedStore(
      'home',
      vi.fn().mockResolvedValue(page([post('1', 'a'), suggestions, post('2', 'b'), post('3', 'a')], false, null)),
    );
    await store.loadMore();
    store.removeAuthor('a');
    expect(keysOf(store)).toEqual(['suggested:s', 'media:2']);
  });

  it('puts a new post first once, marks stale only when loaded, and resets', async () => {
    const store = new FeedStore('home', vi.fn().mockResolvedValue(page([post('1')], false, null)));
    store.markStale();
    expect(store.getState().stale).toBe(false);
    await store.loadMore();
    store.prepend(makeTestMedia({ pk: '9' }));
    store.prepend(makeTestMedia({ pk: '9' }));
    expect(keysOf(store)).toEqual(['media:9', 'media:1']);
    store.markStale();
    expect(store.getState().stale).toBe(true);
    store.reset();
    expect(store.getState().entries).toEqual([]);
    expect(store.getState().stale).toBe(false);
  });
});
