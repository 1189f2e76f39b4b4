import { describe, expect, it } from 'vitest';
import { makeTestMedia } from 'shared-client/testing';
import { createTestQueryClient } from 'shared-client/testing';
import { findCachedMedia, replaceMedia, updateMediaEverywhere } from './media-cache.js';

const like = (media: ReturnType<typeof makeTestMedia>) => ({
  ...media,
  has_liked: true,
  like_count: media.like_count + 1,
});

describe('media cache', () => {
  it('replaces a post wherever it is nested and keeps untouched branches as they were', () => {
    const a = makeTestMedia({ pk: '1' });
    const b = makeTestMedia({ pk: '2' });
    const data = { pages: [{ edges: [{ node: { kind: 'media', media: a } }, { node: { kind: 'media', media: b } }] }] };
    const next = replaceMedia(data, '1', like) as typeof data;
    expect(next).not.toBe(data);
    expect(next.pages[0]?.edges[0]?.node.media.has_liked).toBe(true);
    expect(next.pages[0]?.edges[1]).toBe(data.pages[0]?.edges[1]);
    expect(replaceMedia(data, '404', like)).toBe(data);
  });

  it('updates every cached copy of a post without making any query look fresher', () => {
    const client = createTestQueryClient();
    const media = makeTestMedia({ pk: '7', code: 'abc', like_count: 3 });
    client.setQueryData(
      ['media', 'feed', 'home'],
      { pages: [{ edges: [{ node: { kind: 'media', media } }] }] },
      { updatedAt: 1000 },
    );
    client.setQueryData(['media', 'post', 'abc'], media, { updatedAt: 2000 });
    client.setQueryData(['media', 'post', 'other'], makeTestMedia({ pk: '8' }), { updatedAt: 3000 });
    client.setQueryData(['profile', 'x'], { media });

    updateMediaEverywhere(client, '7', like);

    expect(client.getQueryData<typeof media>(['media', 'post', 'abc'])?.like_count).toBe(4);
    expect(findCachedMedia(client, (m) => m.pk === '7')?.media.has_liked).toBe(true);
    expect(client.getQueryState(['media', 'feed', 'home'])?.dataUpdatedAt).toBe(1000);
    expect(client.getQueryState(['media', 'post', 'other'])?.dataUpdatedAt).toBe(3000);
    // Outside the media root nothing is touched.
    expect(client.getQueryData<{ media: typeof media }>(['profile', 'x'])?.media.has_liked).toBe(false);
  });

  it('finds a post by its code in the most recently fetched query', () => {
    const client = createTestQueryClient();
    const old = makeTestMedia({ pk: '7', code: 'abc', like_count: 1 });
    const fresh = { ...old, like_count: 9 };
    client.setQueryData(['media', 'user', '1'], { items: [old] }, { updatedAt: 1000 });
    client.setQueryData(
      ['media', 'feed', 'home'],
      { pages: [{ edges: [{ node: { kind: 'media', media: fresh } }] }] },
      { updatedAt: 5000 },
    );
    expect(findCachedMedia(client, (m) => m.code === 'abc')).toEqual({ media: fresh, updatedAt: 5000 });
    expect(findCachedMedia(client, (m) => m.code === 'zzz')).toBeUndefined();
  });
});
