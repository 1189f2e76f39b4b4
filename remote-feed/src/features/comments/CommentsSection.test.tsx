import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  MAX_COMMENT_LENGTH,
  type AppEvents,
  type Comment,
  type CommentsPage,
  type Media,
  type SpamFeedback,
} from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import {
  installFakeApi,
  makeTestChildCommentsPage,
  makeTestComment,
  makeTestCommentsPage,
  makeTestMedia,
  makeTestUser,
  type FakeApi,
  type FakeRequest,
} from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import { CommentList } from './CommentList';
import { CommentComposerArea } from './CommentComposerArea';
import { useCommentsSection } from './use-comments-section';

const viewer = makeTestUser({ pk: '1', id: '1', username: 'demo', full_name: 'Demo', is_verified: true });
const owner = makeTestUser({ pk: '5', id: '5', username: 'owner' });
const media: Media = makeTestMedia({ pk: '77', user: owner, comment_count: 2 });
const bo = makeTestUser({ pk: '2', id: '2', username: 'bo.chen' });

const LIST = '/api/v1/media/77/comments/';
const ADD = '/api/v1/web/comments/77/add/';

function Harness({ post }: { post: Media }) {
  const section = useCommentsSection(post);
  return (
    <>
      <CommentList section={section} />
      <CommentComposerArea section={section} />
    </>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

let api: FakeApi;

/** The comments of a post as the server answers them, the first page loaded. */
async function renderSection(post: Media = media) {
  renderInApp(<Harness post={post} />);
  await waitFor(() => expect(screen.queryByText('Loading comments…')).toBeNull());
}

const answerList = (page: CommentsPage) => api.on('GET', LIST, page);
const added = (comment: Comment) => ({ id: comment.pk, comment, status: 'ok' });
const failure = (status: number, errorId: string, extra: object = {}) => ({
  status,
  body: { error_id: errorId, message: errorId, ...extra },
});
const addRequests = () => api.requests.filter((request) => request.path === ADD);
const sent = (request: FakeRequest | undefined) => [
  request?.form.get('comment_text'),
  request?.form.get('replied_to_comment_id'),
];

const toasts: Array<AppEvents['toast-requested']> = [];
const announced: Array<AppEvents['comment-added']> = [];
const onToast = (payload: AppEvents['toast-requested']) => toasts.push(payload);
const onAdded = (payload: AppEvents['comment-added']) => announced.push(payload);

const input = () => screen.getByRole('textbox', { name: 'Add a comment…' }) as HTMLTextAreaElement;
const postButton = () => screen.getByRole('button', { name: 'Post' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

beforeEach(() => {
  localeStore.setLocale('en');
  sessionStore.setSession(viewer, 'token');
  toasts.length = 0;
  announced.length = 0;
  eventBus.on('toast-requested', onToast);
  eventBus.on('comment-added', onAdded);
  api = installFakeApi();
  answerList(makeTestCommentsPage([makeTestComment({ pk: '10', user: bo, text: 'First!' })], { comment_count: 2 }));
});

afterEach(() => {
  cleanup();
  api.restore();
  eventBus.off('toast-requested', onToast);
  eventBus.off('comment-added', onAdded);
  sessionStore.setSession(null);
  localeStore.setLocale('zh-CN');
});

describe('composer', () => {
  it('enables Post once there is text, shows the comment as pending while sending, then as posted', async () => {
    await renderSection();
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: LIST });
    expect(postButton()).toHaveProperty('disabled', true);
    type('Lovely light');
    expect(postButton()).toHaveProperty('disabled', false);

    const answer = deferred<unknown>();
    api.on('POST', ADD, () => answer.promise);
    fireEvent.click(postButton());
    await waitFor(() => expect(sent(addRequests()[0])).toEqual(['Lovely light', null]));
    // Commit requested: the field is read-only, Post is disabled, the comment shows as pending.
    expect(input().readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Posting…' })).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('pending-comment')).getByText('Lovely light')).toBeTruthy();

    const stored = makeTestComment({
      pk: '99',
      text: 'Lovely light',
      user: viewer,
      created_at: Math.floor(Date.now() / 1000),
    });
    await act(async () => answer.resolve(added(stored)));

    await waitFor(() => expect(screen.queryByTestId('pending-comment')).toBeNull());
    const row = await waitFor(() => document.querySelector('[data-comment-pk="99"]') as HTMLElement);
    expect(within(row).getByRole('link', { name: 'demo' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(within(row).getByText('now')).toBeTruthy();
    // Newest first, above the older comment.
    expect(screen.getAllByTestId('comment')[0]).toBe(row);
    expect(input().value).toBe('');
    expect(input().readOnly).toBe(false);
    expect(announced).toEqual([{ mediaId: '77', commentCount: 3 }]);
    expect(screen.getByTestId('comments-live').textContent).toBe('demo commented: Lovely light');
  });

  it('posts with Enter, but not while an IME composition is open', async () => {
    await renderSection();
    api.on('POST', ADD, () => new Promise(() => undefined));
    type('你好');
    // A send makes the field read-only at once (the request itself leaves a moment later).
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    expect(input().readOnly).toBe(false);
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(input().readOnly).toBe(false);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().readOnly).toBe(true);
    await waitFor(() => expect(sent(addRequests()[0])).toEqual(['你好', null]));
    expect(addRequests()).toHaveLength(1);
  });

  it('on failure shows the toast whose Retry re-sends the same text and reply target', async () => {
    await renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Reply to bo.chen' }));
    type('@bo.chen thanks');
    const reply = makeTestComment({ pk: '31', parent_comment_id: '10', user: viewer, text: '@bo.chen thanks' });
    let calls = 0;
    api.on('POST', ADD, () => ((calls += 1) === 1 ? failure(500, 'internal') : added(reply)));
    fireEvent.click(postButton());

    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]?.message).toBe("Couldn't post comment.");
    expect(toasts[0]?.action?.label).toBe('Retry');
    // The text comes back so nothing is lost; no comment was added.
    expect(input().value).toBe('@bo.chen thanks');
    expect(screen.queryByTestId('pending-comment')).toBeNull();
    expect(announced).toEqual([]);

    act(() => toasts[0]?.action?.onAction());
    await waitFor(() => expect(input().value).toBe(''));
    expect(addRequests()).toHaveLength(2);
    expect(sent(addRequests()[1])).toEqual(['@bo.chen thanks', '10']);
    expect(sent(addRequests()[1])).toEqual(sent(addRequests()[0]));
    expect(await within(await screen.findByTestId('replies')).findByText('@bo.chen')).toBeTruthy();
  });

  it("opens the spam feedback dialog with the answer's content; Escape closes it and the focus returns", async () => {
    const feedback: SpamFeedback = {
      status: 'fail',
      error_id: 'comment_spam',
      message: 'spam',
      spam: true,
      feedback_title: 'We limit how often you can post',
      feedback_message: 'Tell us if you think we made a mistake.',
      feedback_url: '/help/comment-limits/',
      feedback_action: 'report_problem',
      feedback_appeal_label: 'Tell us',
      restriction_enrollment_data: null,
      enforcement_transparency_instance_identifier: null,
    };
    await renderSection();
    type('same text');
    api.on('POST', ADD, { status: 400, body: feedback });
    fireEvent.click(postButton());

    const dialog = await screen.findByRole('dialog', { name: 'We limit how often you can post' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Tell us if you think we made a mistake.')).toBeTruthy();
    const appeal = within(dialog).getByRole('link', { name: 'Tell us' });
    expect(appeal.getAttribute('href')).toBe('/help/comment-limits/');
    expect(appeal.getAttribute('target')).toBe('_blank');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'OK' }));
    expect(toasts).toEqual([]);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(input());
    expect(input().value).toBe('same text');
  });

  it('explains a rate limit without offering a Retry', async () => {
    await renderSection();
    type('again');
    api.on('POST', ADD, failure(429, 'rate_limited'));
    fireEvent.click(postButton());
    await waitFor(() =>
      expect(toasts).toEqual([{ message: "You're commenting too fast. Try again in a few minutes." }]),
    );
  });

  it('replaces the composer with the note when the server says comments were turned off', async () => {
    await renderSection();
    type('late');
    api.on('POST', ADD, failure(403, 'comments_disabled'));
    fireEvent.click(postButton());
    await waitFor(() => expect(screen.queryByTestId('comment-composer')).toBeNull());
    expect(screen.getByTestId('comments-disabled').textContent).toBe('Comments on this post have been limited.');
    expect(toasts.map((toast) => toast.message)).toEqual(['Comments on this post have been limited.']);
  });

  it('shows a counter near the limit and refuses text over it', async () => {
    await renderSection();
    type('a'.repeat(MAX_COMMENT_LENGTH - 150));
    expect(screen.queryByTestId('comment-counter')).toBeNull();
    type('a'.repeat(MAX_COMMENT_LENGTH - 3));
    expect(screen.getByTestId('comment-counter').textContent).toBe('3 characters left');
    expect(postButton()).toHaveProperty('disabled', false);
    type('a'.repeat(MAX_COMMENT_LENGTH + 2));
    expect(screen.getByTestId('comment-counter').textContent).toBe('2 characters over the limit');
    expect(postButton()).toHaveProperty('disabled', true);
  });

  it('keeps a comment posted before the first page arrived', async () => {
    const first = deferred<unknown>();
    api.on('GET', LIST, () => first.promise);
    renderInApp(<Harness post={media} />);
    const mine = makeTestComment({ pk: '50', user: viewer, text: 'early bird' });
    api.on('POST', ADD, added(mine));
    type('early bird');
    fireEvent.click(postButton());
    await waitFor(() => expect(input().value).toBe(''));
    // The page left the server before the comment was stored.
    await act(async () => first.resolve(makeTestCommentsPage([makeTestComment({ pk: '10', user: bo })])));
    await waitFor(() =>
      expect(screen.getAllByTestId('comment').map((row) => row.dataset.commentPk)).toEqual(['50', '10']),
    );
  });
});

describe('replies', () => {
  it('prefills "@username ", focuses the field and sends replied_to_comment_id; the reply shows under its thread', async () => {
    await renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Reply to bo.chen' }));
    expect(input().value).toBe('@bo.chen ');
    await act(async () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(document.activeElement).toBe(input());
    expect(screen.getByTestId('replying-to').textContent).toContain('Replying to bo.chen');

    type('@bo.chen me too');
    const reply = makeTestComment({ pk: '31', parent_comment_id: '10', user: viewer, text: '@bo.chen me too' });
    api.on('POST', ADD, added(reply));
    fireEvent.click(postButton());
    const replies = await screen.findByTestId('replies');
    expect(sent(addRequests()[0])).toEqual(['@bo.chen me too', '10']);
    expect(replies.closest('li')?.querySelector('[data-comment-pk="10"]')).toBeTruthy();
    expect(within(replies).getByRole('link', { name: 'demo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide replies' })).toBeTruthy();
  });

  it('pages replies with "View replies (n)" and folds them with "Hide replies"', async () => {
    answerList(makeTestCommentsPage([makeTestComment({ pk: '10', user: bo, child_comment_count: 3 })]));
    api.on('GET', '/api/v1/media/77/comments/10/child_comments/', (request: FakeRequest) =>
      request.query.get('max_id') === 'cursor-2'
        ? makeTestChildCommentsPage([
            makeTestComment({ pk: '22', parent_comment_id: '10', text: 'reply three', created_at: 3 }),
          ])
        : makeTestChildCommentsPage(
            [
              makeTestComment({ pk: '20', parent_comment_id: '10', text: 'reply one', created_at: 1 }),
              makeTestComment({ pk: '21', parent_comment_id: '10', text: 'reply two', created_at: 2 }),
            ],
            'cursor-2',
          ),
    );
    await renderSection();
    const childRequests = () => api.requests.filter((request) => request.path.endsWith('/child_comments/'));
    expect(childRequests()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'View replies (3)' }));
    expect(await screen.findByText('reply one')).toBeTruthy();
    expect(screen.getByText('reply two')).toBeTruthy();
    expect(childRequests()[0]?.query.get('max_id')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'View replies (1)' }));
    expect(await screen.findByText('reply three')).toBeTruthy();
    expect(childRequests()[1]?.query.get('max_id')).toBe('cursor-2');
    expect(screen.queryByRole('button', { name: /View replies/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Hide replies' }));
    expect(screen.queryByText('reply one')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View replies (3)' }));
    expect(screen.getByText('reply three')).toBeTruthy();
    expect(childRequests()).toHaveLength(2);
  });

  it('says so when replies fail to load, and tries again on the next press', async () => {
    answerList(makeTestCommentsPage([makeTestComment({ pk: '10', user: bo, child_comment_count: 1 })]));
    let calls = 0;
    api.on('GET', '/api/v1/media/77/comments/10/child_comments/', () =>
      (calls += 1) === 1
        ? failure(500, 'internal')
        : makeTestChildCommentsPage([makeTestComment({ pk: '20', parent_comment_id: '10', text: 'late reply' })]),
    );
    await renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'View replies (1)' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Couldn't load replies.");
    fireEvent.click(screen.getByRole('button', { name: 'View replies (1)' }));
    expect(await screen.findByText('late reply')).toBeTruthy();
  });

  it('loads older top-level comments with "Load more comments"', async () => {
    api.on('GET', LIST, (request: FakeRequest) =>
      request.query.get('max_id') === 'm2'
        ? makeTestCommentsPage([makeTestComment({ pk: '9', text: 'older' })])
        : makeTestCommentsPage([makeTestComment({ pk: '10', text: 'newer' })], {
            next_max_id: 'm2',
            has_more_comments: true,
          }),
    );
    await renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('comment').map((row) => row.textContent)).toEqual([
        expect.stringContaining('newer'),
        expect.stringContaining('older'),
      ]),
    );
    expect(api.requests.at(-1)?.query.get('max_id')).toBe('m2');
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
  });
});

describe('comment likes, covered comments, deleting', () => {
  it('likes at once and rolls back with a message when the server refuses', async () => {
    answerList(makeTestCommentsPage([makeTestComment({ pk: '10', user: bo, comment_like_count: 4 })]));
    const answer = deferred<unknown>();
    api.on('POST', '/api/v1/web/comments/like/10/', () => answer.promise);
    await renderSection();
    const like = () => screen.getByRole('button', { name: "Like bo.chen's comment" });
    expect(like().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like());
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('comment-like-count').textContent).toBe('5 likes');
    // A second press while the first is on its way is ignored.
    fireEvent.click(like());
    await act(async () => undefined);
    expect(like().getAttribute('aria-pressed')).toBe('true');
    expect(api.requests.filter((request) => request.path.includes('/like/'))).toHaveLength(1);
    await act(async () => answer.resolve(failure(500, 'internal')));
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByTestId('comment-like-count').textContent).toBe('4 likes');
    expect(toasts.map((t) => t.message)).toEqual(["Couldn't update the like on this comment."]);
  });

  it('notes a covered comment is seen only by its author and the post owner', async () => {
    answerList(
      makeTestCommentsPage([
        makeTestComment({ pk: '10', user: bo, is_covered: true, restricted_status: 1 }),
        makeTestComment({ pk: '11', user: bo }),
      ]),
    );
    await renderSection();
    const notes = screen.getAllByTestId('covered-note');
    expect(notes).toHaveLength(1);
    expect(notes[0]?.textContent).toBe('Only you and the post owner can see this');
    expect(notes[0]?.closest('[data-comment-pk]')?.getAttribute('data-comment-pk')).toBe('10');
  });

  it("deletes the viewer's own comment after a confirm; others' comments on others' posts have no Delete", async () => {
    answerList(
      makeTestCommentsPage([
        makeTestComment({ pk: '10', user: bo }),
        makeTestComment({ pk: '11', user: viewer, text: 'mine' }),
      ]),
    );
    api.on('POST', '/api/v1/web/comments/77/delete/11/', { status: 'ok' });
    await renderSection();
    expect(screen.queryByRole('button', { name: "Delete bo.chen's comment" })).toBeNull();
    const deleteButton = screen.getByRole('button', { name: "Delete demo's comment" });
    // A click focuses the button in a browser; jsdom needs telling.
    deleteButton.focus();
    fireEvent.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete comment?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText("This can't be undone.").id);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Cancel first: nothing is deleted and the focus goes back to the button.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(deleteButton);
    expect(api.requests.some((request) => request.path.includes('/delete/'))).toBe(false);

    fireEvent.click(deleteButton);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('mine')).toBeNull());
    expect(api.requests.at(-1)?.path).toBe('/api/v1/web/comments/77/delete/11/');
    expect(screen.getByTestId('comments-live').textContent).toBe('Comment deleted.');
    // The button went with the comment: the list has the focus.
    expect(document.activeElement).toBe(screen.getByTestId('comments'));
  });

  it('keeps the comment and says so when deleting fails', async () => {
    answerList(makeTestCommentsPage([makeTestComment({ pk: '11', user: viewer, text: 'mine' })]));
    api.on('POST', '/api/v1/web/comments/77/delete/11/', failure(500, 'internal'));
    await renderSection();
    fireEvent.click(screen.getByRole('button', { name: "Delete demo's comment" }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.map((t) => t.message)).toEqual(["Couldn't delete comment."]));
    expect(screen.getByText('mine')).toBeTruthy();
  });

  it("offers Report on others' comments, not one's own, and opens the report dialog for it", async () => {
    answerList(
      makeTestCommentsPage([
        makeTestComment({ pk: '10', user: bo }),
        makeTestComment({ pk: '11', user: viewer, text: 'mine' }),
      ]),
    );
    await renderSection();
    expect(screen.queryByRole('button', { name: "Report demo's comment" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Report bo.chen's comment" }));
    expect(await screen.findByRole('dialog', { name: 'Report' })).toBeTruthy();
  });

  it("lets the post owner delete anyone's comment", async () => {
    sessionStore.setSession(owner, 'token');
    await renderSection();
    expect(screen.getByRole('button', { name: "Delete bo.chen's comment" })).toBeTruthy();
  });
});

describe('comments turned off', () => {
  it('shows the note and no composer or list when comments are disabled', async () => {
    answerList(makeTestCommentsPage([], { comments_disabled: true }));
    await renderSection({ ...media, comments_disabled: true });
    expect(screen.getByTestId('comments-disabled').textContent).toBe('Comments on this post have been limited.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the list but replaces the composer (and Reply) when commenting is off for the viewer', async () => {
    answerList(
      makeTestCommentsPage([makeTestComment({ pk: '10', user: bo })], { commenting_disabled_for_viewer: true }),
    );
    await renderSection();
    await screen.findByTestId('commenting-disabled');
    expect(screen.getAllByTestId('comment')).toHaveLength(1);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reply/ })).toBeNull();
    expect(screen.getByTestId('commenting-disabled').textContent).toBe('Comments on this post have been limited.');
  });

  it('uses the zh-CN strings', async () => {
    localeStore.setLocale('zh-CN');
    answerList(makeTestCommentsPage([], { commenting_disabled_for_viewer: true }));
    renderInApp(<Harness post={media} />);
    expect((await screen.findByTestId('commenting-disabled')).textContent).toBe('评论功能已关闭。');
  });
});

describe('loading', () => {
  it('offers Retry when the first page fails', async () => {
    let calls = 0;
    api.on('GET', LIST, () =>
      (calls += 1) === 1
        ? failure(500, 'internal')
        : makeTestCommentsPage([makeTestComment({ pk: '10', text: 'back' })]),
    );
    await renderSection();
    expect((await screen.findByRole('alert')).textContent).toContain("Couldn't load comments.");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back')).toBeTruthy();
  });

  it('invites the first comment when there is none', async () => {
    answerList(makeTestCommentsPage([]));
    await renderSection();
    expect(screen.getByRole('heading', { name: 'No comments yet.' })).toBeTruthy();
    expect(screen.getByTestId('comments-empty').textContent).toContain('Start the conversation.');
  });
});
