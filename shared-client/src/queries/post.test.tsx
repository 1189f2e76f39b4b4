// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { makeTestMedia } from 'shared-client/testing';
import { createTestQueryClient, TestProviders } from 'shared-client/testing';
import { feedKeys } from './feed.js';
import { usePostQuery } from './post.js';
import { createQueryClient } from './query-client.js';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

function wrapperFor(client: ReturnType<typeof createTestQueryClient>) {
  return ({ children }: { children: ReactNode }) => <TestProviders client={client}>{children}</TestProviders>;
}

describe('post by shortcode', () => {
  it('renders a post the feed already has at once, without asking the server while it is fresh', () => {
    // The product's defaults: fresh for 30 s.
    const client = createQueryClient();
    const media = makeTestMedia({ pk: '7', code: 'abc' });
    client.setQueryData(feedKeys.timeline('home'), {
      pages: [{ edges: [{ cursor: '1', node: { kind: 'media', media } }], page_info: {} }],
      pageParams: [null],
    });
    const { result } = renderHook(() => usePostQuery('abc'), { wrapper: wrapperFor(client) });
    expect(result.current.data).toEqual(media);
    expect(result.current.isPending).toBe(false);
    expect(api.requests).toHaveLength(0);
  });

  it('refreshes a cached copy older than the freshness window in the background', async () => {
    const client = createTestQueryClient();
    const media = makeTestMedia({ pk: '7', code: 'abc', like_count: 1 });
    client.setQueryData(['media', 'user', '1'], { items: [media] }, { updatedAt: Date.now() - 60_000 });
    api.onGraphQL('PostPage', { post_page: { items: [{ ...media, like_count: 5 }] } });
    const { result } = renderHook(() => usePostQuery('abc'), { wrapper: wrapperFor(client) });
    expect(result.current.data?.like_count).toBe(1);
    await waitFor(() => expect(result.current.data?.like_count).toBe(5));
  });

  it('asks for the author’s own video still processing by id, to learn its state', async () => {
    const client = createTestQueryClient();
    const bare = makeTestMedia({ pk: '9', code: 'vid', media_type: 2, video_versions: null, video_hls_url: null });
    api.onGraphQL('PostPage', { post_page: { items: [bare] } });
    api.on('GET', '/api/v1/media/9/info/', {
      items: [{ ...bare, video_processing: { status: 'processing', progress: 0.5 } }],
    });
    const { result } = renderHook(() => usePostQuery('vid'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.data?.video_processing).toEqual({ status: 'processing', progress: 0.5 }));
  });

  it('answers null for a post that is missing or hidden', async () => {
    const client = createTestQueryClient();
    api.onGraphQL('PostPage', { post_page: { items: [] } });
    const { result } = renderHook(() => usePostQuery('nope'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});
