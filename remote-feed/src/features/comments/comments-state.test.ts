import { describe, expect, it } from 'vitest';
import { makeTestMedia } from 'shared-contracts/testing';
import {
  commentsReducer,
  initialCommentsState,
  threadView,
  type CommentsAction,
  type CommentsState,
} from './comments-state';
import { makeChildPage, makeCommentsPage, makeTestComment } from './test-fixtures';

const start = (): CommentsState => initialCommentsState(makeTestMedia({ comment_count: 4 }));
const run = (actions: CommentsAction[], from: CommentsState = start()): CommentsState =>
  actions.reduce(commentsReducer, from);

const parent = makeTestComment({ pk: '10', child_comment_count: 3 });
const reply = (pk: string, createdAt: number) =>
  makeTestComment({ pk, parent_comment_id: '10', created_at: createdAt });

describe('top-level paging', () => {
  it('starts loading with the post counts, then shows the first page', () => {
    expect(start()).toMatchObject({ status: 'loading', commentCount: 4, topLevel: [] });
    const state = run([
      {
        type: 'page-loaded',
        first: true,
        page: makeCommentsPage([parent, makeTestComment({ pk: '11' })], {
          comment_count: 9,
          next_max_id: 'c2',
          has_more_comments: true,
        }),
      },
    ]);
    expect(state).toMatchObject({
      status: 'ready',
      topLevel: ['10', '11'],
      commentCount: 9,
      hasMore: true,
      nextMaxId: 'c2',
    });
  });

  it('appends older pages without duplicates and stops when none remain', () => {
    const state = run([
      {
        type: 'page-loaded',
        first: true,
        page: makeCommentsPage([parent], { next_max_id: 'c2', has_more_comments: true }),
      },
      { type: 'page-requested' },
      { type: 'page-loaded', first: false, page: makeCommentsPage([parent, makeTestComment({ pk: '9' })]) },
    ]);
    expect(state.topLevel).toEqual(['10', '9']);
    expect(state.hasMore).toBe(false);
    expect(state.moreStatus).toBe('idle');
  });

  it('records a failed first page and a failed next page apart', () => {
    expect(run([{ type: 'page-failed', first: true }]).status).toBe('error');
    const more = run([
      {
        type: 'page-loaded',
        first: true,
        page: makeCommentsPage([parent], { next_max_id: 'c2', has_more_comments: true }),
      },
      { type: 'page-failed', first: false },
    ]);
    expect(more).toMatchObject({ status: 'ready', moreStatus: 'error', hasMore: true });
  });
});

describe('reply threads', () => {
  const loaded = () => run([{ type: 'page-loaded', first: true, page: makeCommentsPage([parent]) }]);

  it('offers "View replies (n)" with the child count before anything is fetched', () => {
    expect(threadView(loaded(), parent)).toMatchObject({
      replies: [],
      hiddenCount: 3,
      needsFetch: true,
      canHide: false,
    });
    expect(threadView(loaded(), makeTestComment({ pk: '12' })).hiddenCount).toBe(0);
  });

  it('pages replies oldest first, then offers only "Hide replies"', () => {
    const first = run(
      [
        { type: 'replies-requested', parentPk: '10' },
        { type: 'replies-loaded', parentPk: '10', page: makeChildPage([reply('21', 20), reply('20', 10)], 'r2') },
      ],
      loaded(),
    );
    const view = threadView(first, parent);
    expect(view.replies.map((c) => c.pk)).toEqual(['20', '21']);
    expect(view).toMatchObject({ hiddenCount: 1, needsFetch: true, canHide: true, status: 'idle' });

    const all = run(
      [{ type: 'replies-loaded', parentPk: '10', page: makeChildPage([reply('21', 20), reply('22', 30)]) }],
      first,
    );
    expect(threadView(all, parent)).toMatchObject({ hiddenCount: 0, canHide: true });
    expect(threadView(all, parent).replies.map((c) => c.pk)).toEqual(['20', '21', '22']);

    const hidden = run([{ type: 'replies-toggled', parentPk: '10', expanded: false }], all);
    // Folding keeps what was fetched: unfolding needs no new request.
    expect(threadView(hidden, parent)).toMatchObject({ replies: [], hiddenCount: 3, needsFetch: false });
  });

  it("puts the viewer's new reply under its thread, counts it, and opens the thread", () => {
    const state = run([{ type: 'comment-added', comment: reply('30', 99) }], loaded());
    expect(state.byPk['10']?.child_comment_count).toBe(4);
    expect(state.commentCount).toBe(2);
    const view = threadView(state, state.byPk['10']!);
    expect(view.replies.map((c) => c.pk)).toEqual(['30']);
    // The three older replies are still on the server.
    expect(view).toMatchObject({ hiddenCount: 3, needsFetch: true });
  });

  it('keeps a comment posted before the first page arrived when that page lacks it', () => {
    const mine = makeTestComment({ pk: '50' });
    const state = run([
      { type: 'comment-added', comment: mine },
      { type: 'page-loaded', first: true, page: makeCommentsPage([parent], { comment_count: 1 }) },
    ]);
    expect(state.topLevel).toEqual(['50', '10']);
    expect(state.commentCount).toBe(2);
    // When the page already has it, it shows once and counts once.
    const both = run([
      { type: 'comment-added', comment: mine },
      { type: 'page-loaded', first: true, page: makeCommentsPage([mine, parent], { comment_count: 2 }) },
    ]);
    expect(both.topLevel).toEqual(['50', '10']);
    expect(both.commentCount).toBe(2);
  });

  it('puts a new top-level comment first, once', () => {
    const mine = makeTestComment({ pk: '50' });
    const state = run(
      [
        { type: 'comment-added', comment: mine },
        { type: 'comment-added', comment: mine },
      ],
      loaded(),
    );
    expect(state.topLevel).toEqual(['50', '10']);
    expect(state.commentCount).toBe(2);
  });

  it('removes a reply (and the parent count) or a comment with its thread', () => {
    const withReplies = run(
      [
        {
          type: 'replies-loaded',
          parentPk: '10',
          page: makeChildPage([reply('20', 1), reply('21', 2), reply('22', 3)]),
        },
      ],
      loaded(),
    );
    const noReply = run([{ type: 'comment-removed', pk: '21' }], withReplies);
    expect(noReply.byPk['10']?.child_comment_count).toBe(2);
    expect(threadView(noReply, noReply.byPk['10']!).replies.map((c) => c.pk)).toEqual(['20', '22']);
    const gone = run([{ type: 'comment-removed', pk: '10' }], noReply);
    expect(gone.topLevel).toEqual([]);
    expect(gone.threads['10']).toBeUndefined();
  });
});

describe('likes', () => {
  it('sets and restores a like with its count', () => {
    const loaded = run([{ type: 'page-loaded', first: true, page: makeCommentsPage([parent]) }]);
    const liked = commentsReducer(loaded, { type: 'like-set', pk: '10', liked: true, count: 1 });
    expect(liked.byPk['10']).toMatchObject({ has_liked_comment: true, comment_like_count: 1 });
    const back = commentsReducer(liked, { type: 'like-set', pk: '10', liked: false, count: 0 });
    expect(back.byPk['10']).toMatchObject({ has_liked_comment: false, comment_like_count: 0 });
  });
});
