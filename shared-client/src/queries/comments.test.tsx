// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type AppEvents, type Comment, type CommentsPage, type Media } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { makeTestComment, makeTestCommentsPage, makeTestMedia, makeTestUser } from 'shared-client/testing';
import { createTestQueryClient, TestProviders } from 'shared-client/testing';
import {
  commentKeys,
  commentsView,
  repliesView,
  useAddCommentMutation,
  useCommentLikeMutation,
  useCommentRepliesQuery,
  useCommentsQuery,
  useDeleteCommentMutation,
  useLinkedCommentQuery,
} from './comments.js';
import { postKeys } from './post.js';
import { deferred } from 'shared-client/testing';

const LIST = '/api/v1/media/77/comments/';
const REPLIES = '/api/v1/media/77/comments/10/child_comments/';

function comment(pk: string, overrides: Partial<Comment> = {}): Comment {
  return makeTestComment({ pk, user: makeTestUser({ pk: '2', id: '2', username: 'bo' }), ...overrides });
}

let api: FakeApi;
const announced: Array<AppEvents['comment-added']> = [];
const listen = (event: AppEvents['comment-added']) => announced.push(event);
beforeEach(() => {
  api = installFakeApi();
  announced.length = 0;
  eventBus.on('comment-added', listen);
});
afterEach(() => {
  api.restore();
  eventBus.off('comment-added', listen);
});

function setup(media: Media = makeTestMedia({ pk: '77', code: 'abc', comment_count: 2 })) {
  const client = createTestQueryClient();
  client.setQueryData(postKeys.page(media.code), media);
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders client={client}>{children}</TestProviders>;
  return { client, wrapper, media, post: () => client.getQueryData<Media>(postKeys.page(media.code)) };
}

describe('the comment list', () => {
  it('pages older comments, each once, and ends where the server says', async () => {
    api.on('GET', LIST, (request) =>
      request.query.get('max_id') === 'm2'
        ? makeTestCommentsPage([comment('10'), comment('9')])
        : makeTestCommentsPage([comment('11'), comment('10')], {
            next_max_id: 'm2',
            has_more_comments: true,
            comment_count: 3,
          }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useCommentsQuery('77'), { wrapper });
    await waitFor(() => expect(result.current.data?.comments.map((c) => c.pk)).toEqual(['11', '10']));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    // The cache tells its observers after the call resolves.
    await waitFor(() => expect(result.current.data?.comments.map((c) => c.pk)).toEqual(['11', '10', '9']));
    expect(result.current.data?.commentCount).toBe(3);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('keeps a comment posted before the first page arrived when that page lacks it', async () => {
    const first = deferred<CommentsPage>();
    api.on('GET', LIST, () => first.promise);
    api.on('POST', '/api/v1/web/comments/77/add/', { id: '50', comment: comment('50'), status: 'ok' });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: useCommentsQuery('77'), add: useAddCommentMutation('77') }), {
      wrapper,
    });
    await act(() => result.current.add.mutateAsync({ text: 'mine', repliedToCommentId: null }));
    // The page left the server before the comment was stored.
    first.resolve(makeTestCommentsPage([comment('10')], { comment_count: 1 }));
    await waitFor(() => expect(result.current.list.data?.comments.map((c) => c.pk)).toEqual(['50', '10']));
    expect(result.current.list.data?.commentCount).toBe(2);
    // Before the list was there, the count came from the post: 2 + 1.
    expect(announced).toEqual([{ mediaId: '77', commentCount: 3 }]);
  });

  it('puts a new comment first once, counts it everywhere and announces the count', async () => {
    api.on('GET', LIST, makeTestCommentsPage([comment('10')], { comment_count: 2 }));
    api.on('POST', '/api/v1/web/comments/77/add/', { id: '50', comment: comment('50'), status: 'ok' });
    const { wrapper, post } = setup();
    const { result } = renderHook(() => ({ list: useCommentsQuery('77'), add: useAddCommentMutation('77') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.add.mutateAsync({ text: 'mine', repliedToCommentId: null }));
    expect(api.requests.at(-1)?.form.get('comment_text')).toBe('mine');
    await waitFor(() => expect(result.current.list.data?.comments.map((c) => c.pk)).toEqual(['50', '10']));
    expect(result.current.list.data?.commentCount).toBe(3);
    expect(post()?.comment_count).toBe(3);
    expect(announced).toEqual([{ mediaId: '77', commentCount: 3 }]);
  });

  it('marks the post when the server says comments are turned off, and rejects', async () => {
    api.on('GET', LIST, makeTestCommentsPage([comment('10')]));
    api.on('POST', '/api/v1/web/comments/77/add/', {
      status: 403,
      body: { error_id: 'comments_disabled', message: 'off' },
    });
    const { wrapper, post } = setup();
    const { result } = renderHook(() => ({ list: useCommentsQuery('77'), add: useAddCommentMutation('77') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    let failure: unknown;
    await act(async () => {
      await result.current.add.mutateAsync({ text: 'late', repliedToCommentId: null }).catch((e) => (failure = e));
    });
    expect(failure).toBeInstanceOf(ApiError);
    await waitFor(() => expect(result.current.list.data?.commentsDisabled).toBe(true));
    expect(post()?.comments_disabled).toBe(true);
    expect(announced).toEqual([]);
  });
});

describe('reply threads', () => {
  const parent = comment('10', { child_comment_count: 3 });

  it('fetches nothing until asked, then pages replies oldest first', async () => {
    api.on('GET', LIST, makeTestCommentsPage([parent]));
    api.on('GET', REPLIES, (request) =>
      request.query.get('max_id') === 'r2'
        ? {
            child_comments: [comment('22', { parent_comment_id: '10', created_at: 3 })],
            next_max_child_cursor: null,
            has_more_tail_child_comments: false,
            status: 'ok',
          }
        : {
            child_comments: [
              comment('21', { parent_comment_id: '10', created_at: 2 }),
              comment('20', { parent_comment_id: '10', created_at: 1 }),
            ],
            next_max_child_cursor: 'r2',
            has_more_tail_child_comments: true,
            status: 'ok',
          },
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useCommentRepliesQuery('77', '10'), { wrapper });
    await act(async () => undefined);
    expect(api.requests.filter((r) => r.path === REPLIES)).toHaveLength(0);
    expect(result.current.fetched).toBe(false);
    act(() => result.current.fetchMore());
    await waitFor(() => expect(result.current.replies.map((c) => c.pk)).toEqual(['20', '21']));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.fetchMore());
    await waitFor(() => expect(result.current.replies.map((c) => c.pk)).toEqual(['20', '21', '22']));
    expect(result.current.hasMore).toBe(false);
  });

  it("shows the viewer's reply under an unfetched thread, counts it on the parent, and once after a fetch", async () => {
    api.on('GET', LIST, makeTestCommentsPage([parent], { comment_count: 4 }));
    const mine = comment('30', { parent_comment_id: '10', created_at: 99 });
    api.on('POST', '/api/v1/web/comments/77/add/', { id: '30', comment: mine, status: 'ok' });
    api.on('GET', REPLIES, {
      child_comments: [comment('20', { parent_comment_id: '10', created_at: 1 }), mine],
      next_max_child_cursor: null,
      has_more_tail_child_comments: false,
      status: 'ok',
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        list: useCommentsQuery('77'),
        replies: useCommentRepliesQuery('77', '10'),
        add: useAddCommentMutation('77'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.add.mutateAsync({ text: 'reply', repliedToCommentId: '10' }));
    expect(api.requests.at(-1)?.form.get('replied_to_comment_id')).toBe('10');
    await waitFor(() => expect(result.current.replies.replies.map((c) => c.pk)).toEqual(['30']));
    expect(result.current.replies.fetched).toBe(false);
    expect(result.current.list.data?.comments[0]?.child_comment_count).toBe(4);
    expect(result.current.list.data?.commentCount).toBe(5);
    act(() => result.current.replies.fetchMore());
    await waitFor(() => expect(result.current.replies.replies.map((c) => c.pk)).toEqual(['20', '30']));
  });

  it('merges pages and additions by time, each once', () => {
    const a = comment('20', { parent_comment_id: '10', created_at: 1 });
    const b = comment('21', { parent_comment_id: '10', created_at: 2 });
    const other = comment('40', { parent_comment_id: '11', created_at: 0 });
    const pages = [
      { child_comments: [b], next_max_child_cursor: null, has_more_tail_child_comments: false, status: 'ok' as const },
    ];
    expect(repliesView(pages, [b, a, other], '10').map((c) => c.pk)).toEqual(['20', '21']);
    expect(commentsView([makeTestCommentsPage([comment('1'), comment('1')])], [comment('1')]).comments).toHaveLength(1);
  });
});

describe('comment likes and deletes', () => {
  it('likes at once and puts the like back when the server refuses', async () => {
    api.on('GET', LIST, makeTestCommentsPage([comment('10', { comment_like_count: 4 })]));
    const answer = deferred<unknown>();
    api.on('POST', '/api/v1/web/comments/like/10/', () => answer.promise);
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: useCommentsQuery('77'), like: useCommentLikeMutation('77', '10') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.like.mutateAsync({ liked: true }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.list.data?.comments[0]?.has_liked_comment).toBe(true));
    expect(result.current.list.data?.comments[0]?.comment_like_count).toBe(5);
    expect(result.current.like.isPending).toBe(true);
    answer.resolve({ status: 500, body: { error_id: 'internal', message: 'boom' } });
    await act(() => done);
    await waitFor(() =>
      expect(result.current.list.data?.comments[0]).toMatchObject({ has_liked_comment: false, comment_like_count: 4 }),
    );
  });

  it('removes a reply (and the parent count) or a comment with its thread, and recounts the post', async () => {
    const parent = comment('10', { child_comment_count: 2 });
    const replies = [comment('20', { parent_comment_id: '10' }), comment('21', { parent_comment_id: '10' })];
    api.on('GET', LIST, makeTestCommentsPage([parent, comment('11')], { comment_count: 4 }));
    api.on('GET', REPLIES, {
      child_comments: replies,
      next_max_child_cursor: null,
      has_more_tail_child_comments: false,
      status: 'ok',
    });
    api.on('POST', /\/api\/v1\/web\/comments\/77\/delete\/\d+\//, { status: 'ok' });
    const { wrapper, client, post } = setup();
    const { result } = renderHook(
      () => ({
        list: useCommentsQuery('77'),
        replies: useCommentRepliesQuery('77', '10'),
        remove: useDeleteCommentMutation('77'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.replies.fetchMore());
    await waitFor(() => expect(result.current.replies.replies).toHaveLength(2));

    await act(() => result.current.remove.mutateAsync(replies[0]!));
    expect(api.requests.at(-1)?.path).toBe('/api/v1/web/comments/77/delete/20/');
    await waitFor(() => expect(result.current.replies.replies.map((c) => c.pk)).toEqual(['21']));
    expect(result.current.list.data?.comments[0]?.child_comment_count).toBe(1);
    expect(result.current.list.data?.commentCount).toBe(3);

    await act(() => result.current.remove.mutateAsync(parent));
    await waitFor(() => expect(result.current.list.data?.comments.map((c) => c.pk)).toEqual(['11']));
    expect(result.current.list.data?.commentCount).toBe(1);
    expect(post()?.comment_count).toBe(1);
    expect(client.getQueryData(commentKeys.replies('77', '10'))).toBeUndefined();
  });
});

describe('a comment opened by its permalink', () => {
  const LINKED = '/api/v1/media/77/comments/5/';

  it('shows first, once, without changing the count, and in its freshest copy once a page holds it', () => {
    const pinned = comment('5', { comment_like_count: 1 });
    const page = makeTestCommentsPage([comment('11'), comment('10')], { comment_count: 9 });
    const view = commentsView([page], [comment('12')], pinned);
    expect(view.comments.map((c) => c.pk)).toEqual(['5', '12', '11', '10']);
    expect(view.commentCount).toBe(10);
    const later = makeTestCommentsPage([comment('5', { comment_like_count: 3 })]);
    const both = commentsView([page, later], [], pinned);
    expect(both.comments.map((c) => c.pk)).toEqual(['5', '11', '10']);
    expect(both.comments[0]?.comment_like_count).toBe(3);
  });

  it('answers the comment and its thread, or null when the server says it is not found', async () => {
    const parent = comment('4', { child_comment_count: 3 });
    api.on('GET', LINKED, { comment: comment('5', { parent_comment_id: '4' }), parent, status: 'ok' });
    const { wrapper } = setup();
    const { result } = renderHook(() => useLinkedCommentQuery('77', '5'), { wrapper });
    await waitFor(() => expect(result.current.data?.parent?.pk).toBe('4'));
    expect(result.current.data?.comment.pk).toBe('5');
    const gone = renderHook(() => useLinkedCommentQuery('77', '6'), { wrapper });
    await waitFor(() => expect(gone.result.current.data).toBeNull());
    const none = renderHook(() => useLinkedCommentQuery('77', null), { wrapper });
    expect(none.result.current.fetchStatus).toBe('idle');
    expect(api.requests.filter((r) => r.path.startsWith('/api/v1/media/77/comments/')).map((r) => r.path)).toEqual([
      LINKED,
      '/api/v1/media/77/comments/6/',
    ]);
  });

  it('shows a linked reply in its unfetched thread, takes likes, and is gone once deleted', async () => {
    const parent = comment('4', { child_comment_count: 3 });
    const reply = comment('5', { parent_comment_id: '4' });
    api.on('GET', LINKED, { comment: reply, parent, status: 'ok' });
    api.on('GET', LIST, makeTestCommentsPage([comment('11')], { comment_count: 5 }));
    api.on('POST', '/api/v1/web/comments/like/5/', { status: 'ok' });
    api.on('POST', '/api/v1/web/comments/77/delete/5/', { status: 'ok' });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => {
        const linked = useLinkedCommentQuery('77', '5');
        return {
          linked,
          replies: useCommentRepliesQuery('77', '4', linked.data?.comment ?? null),
          like: useCommentLikeMutation('77', '5'),
          remove: useDeleteCommentMutation('77'),
        };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.replies.replies.map((c) => c.pk)).toEqual(['5']));
    expect(result.current.replies.fetched).toBe(false);
    await act(() => result.current.like.mutateAsync({ liked: true }));
    // The cache tells its observers on a timer of its own, which a loaded machine can run after
    // the mutation has settled: wait for the render rather than read the one act left.
    await waitFor(() =>
      expect(result.current.linked.data?.comment).toMatchObject({ has_liked_comment: true, comment_like_count: 1 }),
    );
    await act(() => result.current.remove.mutateAsync(reply));
    await waitFor(() => expect(result.current.linked.data).toBeNull());
    expect(result.current.replies.replies).toEqual([]);
  });
});
