// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FeedConnection } from 'shared-contracts';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { makeTestMedia, makeTestUser } from 'shared-client/testing';
import { createTestQueryClient, TestProviders } from 'shared-client/testing';
import { feedKeys, markFeedsStale, removeAuthorFromFeeds, useFeedTimelineQuery, useNewerFeedPosts } from './feed.js';

const author = (pk: string) => makeTestUser({ pk, id: pk, username: `u${pk}` });

function connection(pks: string[], startCursor = 's1', authorPk = '5'): FeedConnection {
  return {
    edges: pks.map((pk) => ({
      cursor: pk,
      node: { kind: 'media', media: makeTestMedia({ pk, user: author(authorPk) }) },
    })),
    page_info: { has_next_page: false, end_cursor: null, has_previous_page: false, start_cursor: startCursor },
  };
}

/** The persisted query's answer for a page of posts. */
function wire(pks: string[], startCursor: string | null) {
  const { edges, page_info } = connection(pks, startCursor ?? '');
  return {
    feed_timeline: {
      edges: edges.map((edge) => ({
        cursor: edge.cursor,
        node: {
          kind: 'media',
          media: edge.node.kind === 'media' ? edge.node.media : null,
          title: null,
          id: null,
          ad: null,
          users: null,
        },
      })),
      page_info: { ...page_info, start_cursor: startCursor },
    },
  };
}

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

function setup() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders client={client}>{children}</TestProviders>;
  return { client, wrapper };
}

describe('newer posts of the feed', () => {
  it('asks backwards from the first item, holds the new ones until shown, then puts them first', async () => {
    api.onGraphQL('FeedTimeline', (request) =>
      request.variables?.before === 's1' ? wire(['7', '6', '5'], 's0') : null,
    );
    const { client, wrapper } = setup();
    client.setQueryData(feedKeys.timeline('following'), { pages: [connection(['5', '4'])], pageParams: [null] });
    const { result } = renderHook(() => useNewerFeedPosts('following'), { wrapper });
    act(() => result.current.check());
    await waitFor(() => expect(result.current.newer.map((entry) => entry.key)).toEqual(['media:7', 'media:6']));
    expect(api.requests[0]?.variables).toMatchObject({ variant: 'following', last: 12, before: 's1' });
    act(() => result.current.show());
    await waitFor(() => expect(result.current.newer).toEqual([]));
    const first = client.getQueryData<{ pages: FeedConnection[] }>(feedKeys.timeline('following'))?.pages[0];
    expect(first?.edges.map((edge) => (edge.node.kind === 'media' ? edge.node.media.pk : ''))).toEqual([
      '7',
      '6',
      '5',
      '4',
    ]);
  });

  it('drops an unfollowed author from the feed and from the waiting posts', () => {
    const { client } = setup();
    client.setQueryData(feedKeys.newer('home'), [
      { key: 'media:1', item: { kind: 'media', media: makeTestMedia({ pk: '1', user: author('5') }) } },
      { key: 'media:2', item: { kind: 'media', media: makeTestMedia({ pk: '2', user: author('6') }) } },
    ]);
    const suggestions = { kind: 'suggested_users' as const, id: 'aysf', users: [] };
    const timeline = connection(['3', '4']);
    client.setQueryData(feedKeys.timeline('home'), {
      pages: [{ ...timeline, edges: [...timeline.edges, { cursor: 's', node: suggestions }] }],
      pageParams: [null],
    });
    removeAuthorFromFeeds(client, '5', ['home']);
    // Its posts leave the feed; modules and ads stay.
    expect(
      client.getQueryData<{ pages: FeedConnection[] }>(feedKeys.timeline('home'))?.pages[0]?.edges.map((e) => e.node),
    ).toEqual([suggestions]);
    expect(client.getQueryData<Array<{ key: string }>>(feedKeys.newer('home'))?.map((entry) => entry.key)).toEqual([
      'media:2',
    ]);
  });
});

describe('a stale feed', () => {
  it('shows as left on a Back visit, and starts again on a fresh one', async () => {
    api.onGraphQL('FeedTimeline', wire([], null));
    const { client, wrapper } = setup();
    client.setQueryData(feedKeys.timeline('home'), { pages: [connection(['1'])], pageParams: [null] });
    markFeedsStale(client, ['home']);
    const back = renderHook(() => useFeedTimelineQuery('home', { restoring: true }), { wrapper });
    expect(back.result.current.data?.map((entry) => entry.key)).toEqual(['media:1']);
    await act(async () => undefined);
    expect(api.requests).toHaveLength(0);
    back.unmount();
    const fresh = renderHook(() => useFeedTimelineQuery('home'), { wrapper });
    await waitFor(() => expect(fresh.result.current.data).toEqual([]));
    expect(api.requests).toHaveLength(1);
  });
});
