// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_FRIENDSHIP } from 'shared-contracts';
import type { FollowListPage } from 'shared-client';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { makeTestUser } from 'shared-client/testing';
import { createTestQueryClient, TestProviders } from 'shared-client/testing';
import { useFollowListQuery } from './follow-lists.js';
import { getFriendshipStatus } from './friendships.js';
import { useFollowRequestMutation } from './relationships.js';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

function listPage(pks: string[], next: string | null, following = false): FollowListPage {
  return {
    users: pks.map((pk) => ({
      ...makeTestUser({ pk, id: pk, username: `u${pk}` }),
      friendship_status: { ...NO_FRIENDSHIP, following },
    })),
    next_max_id: next,
    more_available: next !== null,
    status: 'ok',
  };
}

function wrapperFor(client: ReturnType<typeof createTestQueryClient>) {
  return ({ children }: { children: ReactNode }) => <TestProviders client={client}>{children}</TestProviders>;
}

describe('follow lists', () => {
  it('pages a user’s followers by max_id, each once, and records their relationships', async () => {
    api.on('GET', '/api/v1/friendships/9/followers/', (request) =>
      request.query.get('max_id') === 'm2' ? listPage(['2', '3'], null) : listPage(['1', '2'], 'm2', true),
    );
    const client = createTestQueryClient();
    const { result } = renderHook(() => useFollowListQuery('followers', '9'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.data?.map((u) => u.pk)).toEqual(['1', '2']));
    expect(getFriendshipStatus(client, '1')?.following).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.map((u) => u.pk)).toEqual(['1', '2', '3']));
    expect(result.current.hasNextPage).toBe(false);
  });

  it('reads the list again each time it opens', async () => {
    api.on('GET', '/api/v1/friendships/9/following/', listPage(['1'], null));
    const client = createTestQueryClient();
    const first = renderHook(() => useFollowListQuery('following', '9'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    renderHook(() => useFollowListQuery('following', '9'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(api.requests).toHaveLength(2));
  });

  it('drops an answered request from the cached requests list', async () => {
    api.on('GET', '/api/v1/friendships/pending/', listPage(['1', '2'], null));
    api.on('POST', '/api/v1/friendships/approve/1/', {
      friendship_status: { ...NO_FRIENDSHIP, followed_by: true },
      status: 'ok',
    });
    const client = createTestQueryClient();
    const { result } = renderHook(
      () => ({ list: useFollowListQuery('requests', 'ignored'), answer: useFollowRequestMutation('1') }),
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(result.current.list.data?.map((u) => u.pk)).toEqual(['1', '2']));
    await act(() => result.current.answer.mutateAsync({ approve: true }));
    await waitFor(() => expect(result.current.list.data?.map((u) => u.pk)).toEqual(['2']));
    expect(getFriendshipStatus(client, '1')?.followed_by).toBe(true);
  });
});
