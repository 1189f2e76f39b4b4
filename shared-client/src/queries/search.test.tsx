// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TopSearch } from 'shared-contracts';
import { installFakeApi, type FakeApi, type FakeRequest } from 'shared-client/testing';
import { makeTestUser } from 'shared-client/testing';
import { createTestQueryClient, TestProviders } from 'shared-client/testing';
import { useHashtagSearchQuery, useTopSearchQuery, useUserSearchQuery } from './search.js';
import { deferred } from 'shared-client/testing';

const SEARCH = '/api/v1/web/search/topsearch/';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

function answer(usernames: string[], tags: string[] = []): TopSearch {
  return {
    users: usernames.map((username, position) => ({
      position,
      user: { ...makeTestUser({ pk: username, id: username, username }), follower_count: 1 },
    })),
    hashtags: tags.map((name, index) => ({
      position: usernames.length + index,
      hashtag: { id: name, name, media_count: 3 },
    })),
    places: [],
    status: 'ok',
  };
}

function wrapper({ children }: { children: ReactNode }) {
  return <TestProviders client={createTestQueryClient()}>{children}</TestProviders>;
}

const usernamesOf = (data: TopSearch | undefined) => data?.users.map((result) => result.user.username);
const asked = (request: FakeRequest) => request.query.get('query');

describe('useTopSearchQuery', () => {
  it('aborts the request for an older term and drops its late answer', async () => {
    const answers = new Map([
      ['li', deferred<TopSearch>()],
      ['lin', deferred<TopSearch>()],
    ]);
    api.on('GET', SEARCH, (request) => answers.get(asked(request) ?? '')?.promise);
    const { result, rerender } = renderHook(({ term }) => useTopSearchQuery(term), {
      wrapper,
      initialProps: { term: 'li' },
    });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    rerender({ term: 'lin' });
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests[0]?.signal?.aborted).toBe(true);
    expect(api.requests[1]?.signal?.aborted).toBe(false);

    act(() => answers.get('lin')?.resolve(answer(['lin.xiaoyu'])));
    await waitFor(() => expect(usernamesOf(result.current.data)).toEqual(['lin.xiaoyu']));
    act(() => answers.get('li')?.resolve(answer(['li.na'])));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(usernamesOf(result.current.data)).toEqual(['lin.xiaoyu']);
  });

  it('keeps the previous answer while a newer term loads, but not across a cleared field', async () => {
    const later = deferred<TopSearch>();
    api.on('GET', SEARCH, (request) => (asked(request) === 'li' ? answer(['li.na']) : later.promise));
    const { result, rerender } = renderHook(({ term }) => useTopSearchQuery(term), {
      wrapper,
      initialProps: { term: 'li' },
    });
    await waitFor(() => expect(usernamesOf(result.current.data)).toEqual(['li.na']));
    rerender({ term: 'lin' });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(usernamesOf(result.current.data)).toEqual(['li.na']);

    rerender({ term: '' });
    expect(result.current.data?.users).toEqual([]);
    rerender({ term: 'zz' });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.users).toEqual([]);
    expect(api.requests.map(asked)).toEqual(['li', 'lin', 'zz']);
  });
});

describe('people and hashtag searches', () => {
  it('asks the blended search with @ for people and # for hashtags, and nothing for a bare sigil', async () => {
    api.on('GET', SEARCH, (request) =>
      asked(request)?.startsWith('@') ? answer(['demo_friend']) : answer([], ['sunset']),
    );
    const { result, rerender } = renderHook(
      ({ people, tags }) => ({ users: useUserSearchQuery(people), tags: useHashtagSearchQuery(tags) }),
      { wrapper, initialProps: { people: '@', tags: '#' } },
    );
    expect(result.current.users.data).toEqual([]);
    expect(result.current.tags.data).toEqual([]);
    rerender({ people: '@dem', tags: '' });
    await waitFor(() => expect(result.current.users.data?.map((user) => user.username)).toEqual(['demo_friend']));
    rerender({ people: '', tags: '#sun' });
    await waitFor(() => expect(result.current.tags.data).toEqual([{ name: 'sunset', mediaCount: 3 }]));
    expect(result.current.users.data).toEqual([]);
    expect(api.requests.map(asked)).toEqual(['@dem', '#sun']);
  });

  it('asks for people with at most 100 characters, the @ included', async () => {
    api.on('GET', SEARCH, answer(['x']));
    const { result } = renderHook(() => useUserSearchQuery('a'.repeat(150)), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(api.requests.map(asked)).toEqual([`@${'a'.repeat(99)}`]);
  });
});
