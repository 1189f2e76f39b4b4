import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  addComment,
  ApiError,
  deleteComment,
  eventBus,
  fetchChildComments,
  fetchComments,
  likeComment,
  localeStore,
  MAX_COMMENT_LENGTH,
  sessionStore,
  type AppEvents,
  type Media,
  type SpamFeedback,
} from 'shared-contracts';
import type * as SharedContracts from 'shared-contracts';
import { makeTestMedia, makeTestUser } from 'shared-contracts/testing';
import { CommentList } from './CommentList';
import { CommentComposerArea } from './CommentComposerArea';
import { useCommentsSection } from './use-comments-section';
import { makeChildPage, makeCommentsPage, makeTestComment } from './test-fixtures';

vi.mock('shared-contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedContracts>();
  return {
    ...actual,
    fetchComments: vi.fn(),
    fetchChildComments: vi.fn(),
    addComment: vi.fn(),
    likeComment: vi.fn(),
    unlikeComment: vi.fn(),
    deleteComment: vi.fn(),
  };
});

const viewer = makeTestUser({ pk: '1', id: '1', username: 'demo', full_name: 'Demo', is_verified: true });
const owner = makeTestUser({ pk: '5', id: '5', username: 'owner' });
const media: Media = makeTestMedia({ pk: '77', user: owner, comment_count: 2 });
const bo = makeTestUser({ pk: '2', id: '2', username: 'bo.chen' });

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
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function renderSection(post: Media = media) {
  render(
    <MemoryRouter>
      <Harness post={post} />
    </MemoryRouter>,
  );
  await act(async () => {});
}

const toasts: Array<AppEvents['toast-requested']> = [];
const added: Array<AppEvents['comment-added']> = [];
const onToast = (payload: AppEvents['toast-requested']) => toasts.push(payload);
const onAdded = (payload: AppEvents['comment-added']) => added.push(payload);

const input = () => screen.getByRole('textbox', { name: 'Add a comment…' }) as HTMLTextAreaElement;
const postButton = () => screen.getByRole('button', { name: 'Post' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

beforeEach(() => {
  localeStore.setLocale('en');
  sessionStore.setSession(viewer, 'token');
  toasts.length = 0;
  added.length = 0;
  eventBus.on('toast-requested', onToast);
  eventBus.on('comment-added', onAdded);
  vi.mocked(fetchComments).mockResolvedValue(
    makeCommentsPage([makeTestComment({ pk: '10', user: bo, text: 'First!', child_comment_count: 0 })], {
      comment_count: 2,
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  eventBus.off('toast-requested', onToast);
  eventBus.off('comment-added', onAdded);
  sessionStore.setSession(null);
  localeStore.setLocale('zh-CN');
});

describe('composer', () => {
  it('enables Post once there is text, shows the comment as pending while sending, then as posted', async () => {
    await renderSection();
    expect(vi.mocked(fetchComments)).toHaveBeenCalledWith('77', expect.anything());
    expect(postButton()).toHaveProperty('disabled', true);
    type('Lovely light');
    expect(postButton()).toHaveProperty('disabled', false);

    const answer = deferred<Awaited<ReturnType<typeof addComment>>>();
    vi.mocked(addComment).mockReturnValue(answer.promise);
    fireEvent.click(postButton());
    expect(vi.mocked(addComment)).toHaveBeenCalledWith('77', 'Lovely light', null);
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
    await act(async () => answer.resolve({ id: '99', comment: stored, status: 'ok' }));

    expect(screen.queryByTestId('pending-comment')).toBeNull();
    const row = document.querySelector('[data-comment-pk="99"]') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'demo' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(within(row).getByText('now')).toBeTruthy();
    // Newest first, above the older comment.
    expect(screen.getAllByTestId('comment')[0]).toBe(row);
    expect(input().value).toBe('');
    expect(input().readOnly).toBe(false);
    expect(added).toEqual([{ mediaId: '77', commentCount: 3 }]);
    expect(screen.getByTestId('comments-live').textContent).toBe('demo commented: Lovely light');
  });

  it('posts with Enter, but not while an IME composition is open', async () => {
    await renderSection();
    vi.mocked(addComment).mockReturnValue(new Promise(() => undefined));
    type('你好');
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    expect(vi.mocked(addComment)).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(vi.mocked(addComment)).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(vi.mocked(addComment)).toHaveBeenCalledWith('77', '你好', null);
  });

  it('on failure shows the toast whose Retry re-sends the same text and reply target', async () => {
    vi.mocked(fetchComments).mockResolvedValue(
      makeCommentsPage([makeTestComment({ pk: '10', user: bo, text: 'First!' })]),
    );
    await renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Reply to bo.chen' }));
    type('@bo.chen thanks');
    vi.mocked(addComment).mockRejectedValueOnce(new ApiError(500, 'internal', 'boom'));
    await act(async () => fireEvent.click(postButton()));

    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.message).toBe("Couldn't post comment.");
    expect(toasts[0]?.action?.label).toBe('Retry');
    // The text comes back so nothing is lost; no comment was added.
    expect(input().value).toBe('@bo.chen thanks');
    expect(screen.queryByTestId('pending-comment')).toBeNull();
    expect(added).toEqual([]);

    const reply = makeTestComment({ pk: '31', parent_comment_id: '10', user: viewer, text: '@bo.chen thanks' });
    vi.mocked(addComment).mockResolvedValueOnce({ id: '31', comment: reply, status: 'ok' });
    await act(async () => toasts[0]?.action?.onAction());

    expect(vi.mocked(addComment)).toHaveBeenCalledTimes(2);
    expect(vi.mocked(addComment).mock.calls[1]).toEqual(['77', '@bo.chen thanks', '10']);
    expect(vi.mocked(addComment).mock.calls[1]).toEqual(vi.mocked(addComment).mock.calls[0]);
    expect(input().value).toBe('');
    expect(within(screen.getByTestId('replies')).getByText('@bo.chen')).toBeTruthy();
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
    vi.mocked(addComment).mockRejectedValueOnce(new ApiError(400, 'comment_spam', 'spam', feedback));
    await act(async () => fireEvent.click(postButton()));

    const dialog = screen.getByRole('dialog', { name: 'We limit how often you can post' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Tell us if you think we made a mistake.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Tell us' }).getAttribute('href')).toBe('/help/comment-limits/');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'OK' }));
    expect(toasts).toEqual([]);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(input());
    expect(input().value).toBe('same text');
  });

  it('explains a rate limit without offering a Retry', async () => {
    await renderSection();
    type('again');
    vi.mocked(addComment).mockRejectedValueOnce(new ApiError(429, 'rate_limited', 'slow down'));
    await act(async () => fireEvent.click(postButton()));
    expect(toasts).toEqual([{ message: "You're commenting too fast. Try again in a few minutes." }]);
  });

  it('replaces the composer with the note when the server says comments were turned off', async () => {
    await renderSection();
    type('late');
    vi.mocked(addComment).mockRejectedValueOnce(new ApiError(403, 'comments_disabled', 'off'));
    await act(async () => fireEvent.click(postButton()));
    expect(screen.queryByTestId('comment-composer')).toBeNull();
    expect(screen.getByTestId('comments-disabled').textContent).toBe('Comments on this post have been limited.');
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
    vi.mocked(addComment).mockResolvedValueOnce({ id: '31', comment: reply, status: 'ok' });
    await act(async () => fireEvent.click(postButton()));
    expect(vi.mocked(addComment)).toHaveBeenCalledWith('77', '@bo.chen me too', '10');
    const replies = screen.getByTestId('replies');
    expect(replies.closest('li')?.querySelector('[data-comment-pk="10"]')).toBeTruthy();
    expect(within(replies).getByRole('link', { name: 'demo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide replies' })).toBeTruthy();
  });

  it('pages replies with "View replies (n)" and folds them with "Hide replies"', async () => {
    vi.mocked(fetchComments).mockResolvedValue(
      makeCommentsPage([makeTestComment({ pk: '10', user: bo, child_comment_count: 3 })]),
    );
    vi.mocked(fetchChildComments)
      .mockResolvedValueOnce(
        makeChildPage(
          [
            makeTestComment({ pk: '20', parent_comment_id: '10', text: 'reply one', created_at: 1 }),
            makeTestComment({ pk: '21', parent_comment_id: '10', text: 'reply two', created_at: 2 }),
          ],
          'cursor-2',
        ),
      )
      .mockResolvedValueOnce(
        makeChildPage([makeTestComment({ pk: '22', parent_comment_id: '10', text: 'reply three', created_at: 3 })]),
      );
    await renderSection();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'View replies (3)' })));
    expect(vi.mocked(fetchChildComments)).toHaveBeenLastCalledWith('77', '10', { maxId: null });
    expect(screen.getByText('reply one')).toBeTruthy();
    expect(screen.getByText('reply two')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'View replies (1)' })));
    expect(vi.mocked(fetchChildComments)).toHaveBeenLastCalledWith('77', '10', { maxId: 'cursor-2' });
    expect(screen.getByText('reply three')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /View replies/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Hide replies' }));
    expect(screen.queryByText('reply one')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View replies (3)' }));
    expect(screen.getByText('reply three')).toBeTruthy();
    expect(vi.mocked(fetchChildComments)).toHaveBeenCalledTimes(2);
  });

  it('loads older top-level comments with "Load more comments"', async () => {
    vi.mocked(fetchComments)
      .mockResolvedValueOnce(
        makeCommentsPage([makeTestComment({ pk: '10', text: 'newer' })], {
          next_max_id: 'm2',
          has_more_comments: true,
        }),
      )
      .mockResolvedValueOnce(makeCommentsPage([makeTestComment({ pk: '9', text: 'older' })]));
    await renderSection();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more comments' })));
    expect(vi.mocked(fetchComments)).toHaveBeenLastCalledWith('77', { maxId: 'm2' });
    expect(screen.getAllByTestId('comment').map((row) => row.textContent)).toEqual([
      expect.stringContaining('newer'),
      expect.stringContaining('older'),
    ]);
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
  });
});

describe('comment likes, covered comments, deleting', () => {
  it('likes at once and rolls back with a message when the server refuses', async () => {
    vi.mocked(fetchComments).mockResolvedValue(
      makeCommentsPage([makeTestComment({ pk: '10', user: bo, comment_like_count: 4 })]),
    );
    const answer = deferred<{ status: 'ok' }>();
    vi.mocked(likeComment).mockReturnValue(answer.promise);
    await renderSection();
    const like = screen.getByRole('button', { name: "Like bo.chen's comment" });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('comment-like-count').textContent).toBe('5 likes');
    await act(async () => answer.reject(new ApiError(500, 'internal', 'boom')));
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('comment-like-count').textContent).toBe('4 likes');
    expect(toasts.map((t) => t.message)).toEqual(["Couldn't update the like on this comment."]);
  });

  it('notes a covered comment is seen only by its author and the post owner', async () => {
    vi.mocked(fetchComments).mockResolvedValue(
      makeCommentsPage([
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
    vi.mocked(fetchComments).mockResolvedValue(
      makeCommentsPage([
        makeTestComment({ pk: '10', user: bo }),
        makeTestComment({ pk: '11', user: viewer, text: 'mine' }),
      ]),
    );
    vi.mocked(deleteComment).mockResolvedValue({ status: 'ok' });
    await renderSection();
    expect(screen.queryByRole('button', { name: "Delete bo.chen's comment" })).toBeNull();
    const deleteButton = screen.getByRole('button', { name: "Delete demo's comment" });
    // A click focuses the button in a browser; jsdom needs telling.
    deleteButton.focus();
    fireEvent.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete comment?' });
    // Cancel first: nothing is deleted and the focus goes back to the button.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(deleteButton);
    expect(vi.mocked(deleteComment)).not.toHaveBeenCalled();

    fireEvent.click(deleteButton);
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })),
    );
    expect(vi.mocked(deleteComment)).toHaveBeenCalledWith('77', '11');
    expect(screen.queryByText('mine')).toBeNull();
    expect(screen.getByTestId('comments-live').textContent).toBe('Comment deleted.');
  });

  it("lets the post owner delete anyone's comment", async () => {
    sessionStore.setSession(owner, 'token');
    await renderSection();
    expect(screen.getByRole('button', { name: "Delete bo.chen's comment" })).toBeTruthy();
  });
});

describe('comments turned off', () => {
  it('shows the note and no composer or list when comments are disabled', async () => {
    vi.mocked(fetchComments).mockResolvedValue(makeCommentsPage([], { comments_disabled: true }));
    await renderSection({ ...media, comments_disabled: true });
    expect(screen.getByTestId('comments-disabled').textContent).toBe('Comments on this post have been limited.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the list but replaces the composer (and Reply) when commenting is off for the viewer', async () => {
    vi.mocked(fetchComments).mockResolvedValue(
      makeCommentsPage([makeTestComment({ pk: '10', user: bo })], { commenting_disabled_for_viewer: true }),
    );
    await renderSection();
    expect(screen.getAllByTestId('comment')).toHaveLength(1);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reply/ })).toBeNull();
    expect(screen.getByTestId('commenting-disabled').textContent).toBe('Comments on this post have been limited.');
  });

  it('uses the zh-CN strings of the spec', async () => {
    localeStore.setLocale('zh-CN');
    vi.mocked(fetchComments).mockResolvedValue(makeCommentsPage([], { commenting_disabled_for_viewer: true }));
    await renderSection();
    expect(screen.getByTestId('commenting-disabled').textContent).toBe('评论功能已关闭。');
  });
});

describe('loading', () => {
  it('offers Retry when the first page fails', async () => {
    vi.mocked(fetchComments)
      .mockRejectedValueOnce(new ApiError(0, 'network', 'offline'))
      .mockResolvedValueOnce(makeCommentsPage([makeTestComment({ pk: '10', text: 'back' })]));
    await renderSection();
    expect(screen.getByRole('alert').textContent).toContain("Couldn't load comments.");
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByText('back')).toBeTruthy();
  });
});
