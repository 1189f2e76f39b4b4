import { describe, expect, it, vi } from 'vitest';
import type { FeedConnection, Media } from 'shared-contracts';
import { FeedStore } from './feed-store';

const media = (pk: string): Media =>
  ({
    pk,
    id: `${pk}_1`,
    code: `c${pk}`,
  }) as Media;

const page = (pks: string[], hasNext: boolean, end: string | null): FeedConnection => ({
  edges: pks.map((pk) => ({ cursor: `k${pk}`, node: { kind: 'media', media: media(pk) } })),
  page_info: { has_next_page: hasNext, end_cursor: end, has_previous_page: false, start_cursor: null },
});

describe('FeedStore', () => {
  it('appends pages with the end cursor and drops ids already shown', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce(page(['3', '2'], true, 'c1'))
      .mockResolvedValueOnce(page(['2', '1'], false, 'c2'));
    const store = new FeedStore('home', fetchPage);
    await store.loadMore();
    await store.loadMore();
    expect(store.getState().items.map((m) => m.pk)).toEqual(['3', '2', '1']);
    expect(fetchPage.mock.calls[1]![0]).toMatchObject({ variant: 'home', after: 'c1' });
    expect(store.getState().hasNextPage).toBe(false);
    await store.loadMore();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('runs one request at a time', async () => {
    let resolve: (value: FeedConnection) => void = () => undefined;
    const fetchPage = vi.fn(() => new Promise<FeedConnection>((r) => (resolve = r)));
    const store = new FeedStore('home', fetchPage);
    const first = store.loadMore();
    void store.loadMore();
    resolve(page(['1'], true, 'c'));
    await first;
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('records an error and recovers on the next load', async () => {
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page(['1'], false, null));
    const store = new FeedStore('home', fetchPage);
    await store.loadMore();
    expect(store.getState().status).toBe('error');
    await store.loadMore();
    expect(store.getState()).toMatchObject({ status: 'idle', items: [{ pk: '1' }] });
  });

  it('puts a new post first once, and resets', async () => {
    const store = new FeedStore('home', vi.fn().mockResolvedValue(page(['1'], false, null)));
    await store.loadMore();
    store.prepend(media('9'));
    store.prepend(media('9'));
    expect(store.getState().items.map((m) => m.pk)).toEqual(['9', '1']);
    store.reset();
    expect(store.getState().items).toEqual([]);
  });
});
