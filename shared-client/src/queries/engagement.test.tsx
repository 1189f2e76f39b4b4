// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { makeTestMedia } from 'shared-client/testing';
import { createTestQueryClient, TestProviders } from 'shared-client/testing';
import { useLikeMutation, useSaveMutation } from './engagement.js';
import { deferred } from 'shared-client/testing';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

function setup() {
  const client = createTestQueryClient();
  const media = makeTestMedia({ pk: '7', code: 'abc', like_count: 10, has_liked: false });
  client.setQueryData(['media', 'post', 'abc'], media);
  client.setQueryData(['media', 'feed', 'home'], { pages: [{ edges: [{ node: { kind: 'media', media } }] }] });
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders client={client}>{children}</TestProviders>;
  const post = () => client.getQueryData<typeof media>(['media', 'post', 'abc']);
  return { client, media, wrapper, post };
}

describe('likes through the cache', () => {
  it('changes every copy at once, then takes the server count', async () => {
    const answer = deferred<unknown>();
    api.on('POST', '/api/v1/web/likes/7/like/', () => answer.promise);
    const { wrapper, media, post, client } = setup();
    const events: Array<AppEvents['media-like-changed']> = [];
    const listen = (event: AppEvents['media-like-changed']) => events.push(event);
    eventBus.on('media-like-changed', listen);
    const { result } = renderHook(() => useLikeMutation(), { wrapper });

    act(() => result.current.mutate({ media, liked: true }));
    await waitFor(() => expect(post()?.has_liked).toBe(true));
    expect(post()?.like_count).toBe(11);
    const feed = client.getQueryData<{ pages: Array<{ edges: Array<{ node: { media: typeof media } }> }> }>([
      'media',
      'feed',
      'home',
    ]);
    expect(feed?.pages[0]?.edges[0]?.node.media.like_count).toBe(11);

    answer.resolve({ status: 'ok', like_count: 42, has_liked: true });
    await waitFor(() => expect(post()?.like_count).toBe(42));
    expect(events.at(-1)).toEqual({ mediaId: '7', hasLiked: true, likeCount: 42 });
    eventBus.off('media-like-changed', listen);
  });

  it('puts the state back when the server refuses', async () => {
    api.on('POST', '/api/v1/web/likes/7/like/', { status: 500, body: { error_id: 'internal', message: 'boom' } });
    const { wrapper, media, post } = setup();
    const { result } = renderHook(() => useLikeMutation(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ media, liked: true }).catch(() => undefined);
    });
    expect(post()).toMatchObject({ has_liked: false, like_count: 10 });
    expect(result.current.isError).toBe(true);
  });

  it('ignores the answer of a like overtaken by an unlike', async () => {
    const likeAnswer = deferred<unknown>();
    api.on('POST', '/api/v1/web/likes/7/like/', () => likeAnswer.promise);
    api.on('POST', '/api/v1/web/likes/7/unlike/', { status: 'ok', like_count: 10, has_liked: false });
    const { wrapper, media, post } = setup();
    const { result } = renderHook(() => useLikeMutation(), { wrapper });
    act(() => result.current.mutate({ media, liked: true }));
    await waitFor(() => expect(post()?.has_liked).toBe(true));
    await act(async () => {
      await result.current.mutateAsync({ media: post() ?? media, liked: false });
    });
    expect(post()).toMatchObject({ has_liked: false, like_count: 10 });
    likeAnswer.resolve({ status: 'ok', like_count: 11, has_liked: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(post()).toMatchObject({ has_liked: false, like_count: 10 });
  });
});

describe('saves through the cache', () => {
  it('saves into a collection at once and rolls back on failure', async () => {
    api.on('POST', '/api/v1/web/save/7/save/', { status: 500, body: { error_id: 'internal', message: 'boom' } });
    const { wrapper, media, post } = setup();
    const { result } = renderHook(() => useSaveMutation(), { wrapper });
    const pending = act(() =>
      result.current.mutateAsync({ media, saved: true, collectionIds: ['c1'] }).catch(() => undefined),
    );
    await pending;
    expect(post()).toMatchObject({ has_viewer_saved: false, saved_collection_ids: [] });
    expect(api.requests.at(-1)?.form.get('added_collection_ids')).toBe('["c1"]');
  });

  it('keeps the server answer', async () => {
    api.on('POST', '/api/v1/web/save/7/save/', { status: 'ok', has_viewer_saved: true, saved_collection_ids: ['c1'] });
    const { wrapper, media, post } = setup();
    const { result } = renderHook(() => useSaveMutation(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ media, saved: true, collectionIds: ['c1'] });
    });
    expect(post()).toMatchObject({ has_viewer_saved: true, saved_collection_ids: ['c1'] });
  });
});
