// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError, type UserFeedPage } from 'shared-contracts';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { makeTestMedia } from 'shared-client/testing';
import { createTestQueryClient, TestProviders } from 'shared-client/testing';
import { applyLikeState } from './engagement.js';
import { findCachedMedia } from './media-cache.js';
import { nextProfilePostsCursor, profilePostsItems, useProfilePostsQuery } from './profile-posts.js';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

function page(pks: number[], next: string | null): UserFeedPage {
  const items = pks.map((pk) => makeTestMedia({ pk: String(pk), code: `c${pk}` }));
  return { items, more_available: next !== null, next_max_id: next, num_results: items.length };
}

function setup(tab: 'posts' | 'reels' | 'tagged', enabled = true) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders client={client}>{children}</TestProviders>;
  const hook = renderHook(() => useProfilePostsQuery('5', tab, { enabled }), { wrapper });
  return { client, hook };
}

describe('profile grid pages', () => {
  it('lists each post once across pages', () => {
    expect(profilePostsItems([page([1, 2, 3], 'c3'), page([3, 4], null)]).map((m) => m.pk)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('ends at the last page, at a page claiming more without a cursor, and at a repeated cursor', () => {
    expect(nextProfilePostsCursor(page([1], 'c1'), null)).toBe('c1');
    expect(nextProfilePostsCursor(page([1], null), null)).toBeUndefined();
    expect(nextProfilePostsCursor({ ...page([1], null), more_available: true }, null)).toBeUndefined();
    expect(nextProfilePostsCursor(page([1], 'c1'), 'c1')).toBeUndefined();
  });
});

describe('useProfilePostsQuery', () => {
  it('asks each tab its own call, 12 a page, and pages on by max_id', async () => {
    api.on('GET', '/api/v1/clips/user/5/', (request) =>
      request.query.get('max_id') === 'c12' ? page([13], null) : page([1, 2], 'c12'),
    );
    const { hook } = setup('reels');
    await waitFor(() => expect(hook.result.current.data?.map((m) => m.pk)).toEqual(['1', '2']));
    expect(api.requests[0]?.query.get('count')).toBe('12');
    expect(hook.result.current.hasNextPage).toBe(true);
    await act(() => hook.result.current.fetchNextPage());
    await waitFor(() => expect(hook.result.current.data?.map((m) => m.pk)).toEqual(['1', '2', '13']));
    expect(hook.result.current.hasNextPage).toBe(false);
  });

  it('keeps its posts under the media root, where likes reach them and a post page finds them', async () => {
    api.on('GET', '/api/v1/usertags/5/feed/', page([7], null));
    const { hook, client } = setup('tagged');
    // Read `data` before the change: the hook re-renders for the result fields it was read for.
    await waitFor(() => expect(hook.result.current.data?.[0]?.like_count).toBe(0));
    act(() => applyLikeState(client, '7', { hasLiked: true, likeCount: 3 }));
    await waitFor(() => expect(hook.result.current.data?.[0]?.like_count).toBe(3));
    expect(findCachedMedia(client, (media) => media.code === 'c7')?.media.has_liked).toBe(true);
  });

  it('fails with forbidden when the account is private to the viewer', async () => {
    api.on('GET', '/api/v1/feed/user/5/', {
      status: 403,
      body: { error_id: 'forbidden', message: 'This account is private.' },
    });
    const { hook } = setup('posts');
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(isApiError(hook.result.current.error, 'forbidden')).toBe(true);
  });

  it('asks nothing while disabled', async () => {
    api.on('GET', '/api/v1/feed/user/5/', page([1], null));
    const { hook } = setup('posts', false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hook.result.current.isPending).toBe(true);
    expect(api.requests).toHaveLength(0);
  });
});
