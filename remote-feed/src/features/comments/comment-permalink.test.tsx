import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { AppEvents, Comment } from 'shared-contracts';
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
} from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import PostPageScreen from '../post-page/PostPageScreen';

// A comment's permalink (docs/behaviour/comments.md#permalinks): the post page at
// /p/{code}/c/{comment}/ shows that comment first and highlighted, a reply in its unfolded thread,
// and says so when the comment is gone.

vi.mock('../post-media/PostMedia', () => ({ PostMedia: () => <div data-testid="stub-media" /> }));

const author = makeTestUser({ pk: '5', id: '5', username: 'ana.lima' });
const bo = makeTestUser({ pk: '2', id: '2', username: 'bo.chen' });
const post = makeTestMedia({ pk: '77', code: 'Abc77', user: author, comment_count: 20 });
const comment = (pk: string, text: string, overrides: Partial<Comment> = {}) =>
  makeTestComment({ pk, text, user: bo, ...overrides });
// The first page: 15 newer comments, more on the server; the linked ones are not among them.
const firstPage = makeTestCommentsPage(
  Array.from({ length: 15 }, (_, i) => comment(String(100 - i), `newer ${i}`)),
  { comment_count: 20, has_more_comments: true, next_max_id: '86' },
);

let api: FakeApi;
const toasts: Array<AppEvents['toast-requested']> = [];
const onToast = (payload: AppEvents['toast-requested']) => toasts.push(payload);
const scrolled = vi.fn();

beforeEach(() => {
  localeStore.setLocale('en');
  sessionStore.setSession(makeTestUser({ pk: '1', id: '1', username: 'demo' }), 'token');
  toasts.length = 0;
  eventBus.on('toast-requested', onToast);
  scrolled.mockReset();
  Element.prototype.scrollIntoView = scrolled;
  api = installFakeApi();
  api.onGraphQL('PostPage', { post_page: { items: [post] } });
  api.onGraphQL('PostChain', { post_chain: { items: [] } });
  api.on('GET', '/api/v1/feed/user/5/', { items: [post], more_available: false, next_max_id: null, num_results: 1 });
  api.on('GET', '/api/v1/media/77/comments/', firstPage);
});

afterEach(() => {
  cleanup();
  api.restore();
  eventBus.off('toast-requested', onToast);
  sessionStore.setSession(null);
  localeStore.setLocale('zh-CN');
});

function openPermalink(commentId: string) {
  return renderInApp(
    <Routes>
      <Route path="/p/:shortcode/c/:commentId/" element={<PostPageScreen NotFound={() => null} />} />
    </Routes>,
    { path: `/p/Abc77/c/${commentId}/` },
  );
}

const rowOf = (pk: string) => document.querySelector<HTMLElement>(`[data-comment-pk="${pk}"]`);
const topLevelPks = () =>
  [...screen.getByTestId('comment-list').children].map((item) =>
    item.querySelector('[data-comment-pk]')?.getAttribute('data-comment-pk'),
  );

describe('a comment permalink', () => {
  it('shows a comment beyond the first page first, highlighted, scrolled to and focused, once', async () => {
    api.on('GET', '/api/v1/media/77/comments/3/', { comment: comment('3', 'an old one'), parent: null, status: 'ok' });
    openPermalink('3');
    const row = await waitFor(() => rowOf('3') ?? Promise.reject(new Error('not shown yet')));
    await waitFor(() => expect(topLevelPks()).toHaveLength(16));
    expect(topLevelPks()[0]).toBe('3');
    expect(row.getAttribute('data-highlighted')).toBe('true');
    expect(rowOf('100')?.hasAttribute('data-highlighted')).toBe(false);
    expect(document.activeElement).toBe(row);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(row);
    // Its time is its own link.
    expect(
      within(row)
        .getByRole('link', { name: /ago|now|\d/ })
        .getAttribute('href'),
    ).toBe('/p/Abc77/c/3/');
    expect(toasts).toEqual([]);
  });

  it('opens a reply in its thread, unfolded, with View replies for the others', async () => {
    const parent = comment('4', 'where is this?', { child_comment_count: 3 });
    const reply = comment('6', 'Lisbon', { parent_comment_id: '4' });
    api.on('GET', '/api/v1/media/77/comments/6/', { comment: reply, parent, status: 'ok' });
    api.on(
      'GET',
      '/api/v1/media/77/comments/4/child_comments/',
      makeTestChildCommentsPage([comment('5', 'first reply', { parent_comment_id: '4' }), reply]),
    );
    openPermalink('6');
    const row = await waitFor(() => rowOf('6') ?? Promise.reject(new Error('not shown yet')));
    await waitFor(() => expect(topLevelPks()[0]).toBe('4'));
    expect(row.getAttribute('data-highlighted')).toBe('true');
    expect(rowOf('4')?.hasAttribute('data-highlighted')).toBe(false);
    expect(document.activeElement).toBe(row);
    const thread = within(rowOf('4')!);
    fireEvent.click(thread.getByRole('button', { name: 'View replies (2)' }));
    await waitFor(() => expect(rowOf('5')).not.toBeNull());
    // The fetched page holds the linked reply too: it shows once, still highlighted, not scrolled to again.
    expect(document.querySelectorAll('[data-comment-pk="6"]')).toHaveLength(1);
    expect(rowOf('6')?.getAttribute('data-highlighted')).toBe('true');
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('opens the post as usual and says so when the comment is gone', async () => {
    openPermalink('9');
    await waitFor(() => expect(toasts).toEqual([{ message: 'This comment is no longer available.' }]));
    await waitFor(() => expect(topLevelPks()).toHaveLength(15));
    expect(document.querySelector('[data-highlighted]')).toBeNull();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('shows a visitor the comment above the preview, highlighted', async () => {
    sessionStore.setSession(null);
    api.on('GET', '/api/v1/media/77/comments/3/', { comment: comment('3', 'an old one'), parent: null, status: 'ok' });
    openPermalink('3');
    const preview = await waitFor(() => screen.getByTestId('comments-preview'));
    await waitFor(() => expect(within(preview).getAllByTestId('comment')).toHaveLength(4));
    const first = within(preview).getAllByTestId('comment')[0]!;
    expect(first.getAttribute('data-comment-pk')).toBe('3');
    expect(first.getAttribute('data-highlighted')).toBe('true');
  });
});
