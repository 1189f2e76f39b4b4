import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type AppEvents, type Media } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import {
  createTestQueryClient,
  installFakeApi,
  makeTestMedia,
  makeTestUser,
  type FakeApi,
} from 'shared-client/testing';
import { CachedPost, seedPost } from '../../test-support/cached-post';
import { renderInApp } from '../../test-support/render-in-app';
import { PostActions } from './PostActions';
import { PostLikes } from './PostLikes';

let pk = 100;
const freshMedia = (overrides: Partial<Media> = {}) => {
  pk += 1;
  return makeTestMedia({ pk: String(pk), code: `Code${pk}`, ...overrides });
};

/** The action row and like line of a post held in the cache, as a screen shows them. */
const renderPost = (media: Media, onCommentClick?: () => void) => {
  const client = createTestQueryClient();
  seedPost(client, media);
  return renderInApp(
    <CachedPost code={media.code}>
      {(cached) => (
        <>
          <PostActions media={cached} onCommentClick={onCommentClick} />
          <PostLikes media={cached} />
        </>
      )}
    </CachedPost>,
    { client },
  );
};

const likePath = (media: Media, action = 'like') => `/api/v1/web/likes/${media.pk}/${action}/`;
const savePath = (media: Media) => `/api/v1/web/save/${media.pk}/save/`;
const noCollections = { items: [], more_available: false, next_max_id: null, status: 'ok' };

let api: FakeApi;
const toasts: Array<AppEvents['toast-requested']> = [];
const onToast = (toast: AppEvents['toast-requested']) => toasts.push(toast);

beforeEach(() => {
  localeStore.setLocale('en');
  toasts.length = 0;
  eventBus.on('toast-requested', onToast);
  api = installFakeApi();
  api.on('GET', '/api/v1/collections/list/', noCollections);
});

afterEach(() => {
  cleanup();
  eventBus.off('toast-requested', onToast);
  vi.useRealTimers();
  api.restore();
});

const likeButton = () => screen.getByRole('button', { name: 'Like' });

describe('PostActions likes', () => {
  it('likes at once, and the like line of the same post follows', async () => {
    const media = freshMedia({ like_count: 7 });
    api.on('POST', likePath(media), () => new Promise(() => undefined));
    renderPost(media);
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('like-count').textContent).toBe('8 likes');
    expect(api.requests.map((request) => request.path)).toEqual([likePath(media)]);
  });

  it('rolls back and offers Retry in a toast when the like fails', async () => {
    const media = freshMedia({ like_count: 7 });
    let calls = 0;
    api.on('POST', likePath(media), () =>
      (calls += 1) === 1
        ? { status: 500, body: { error_id: 'internal', message: 'boom' } }
        : { status: 'ok', has_liked: true, like_count: 8 },
    );
    renderPost(media);
    fireEvent.click(likeButton());
    await waitFor(() => expect(toasts[0]?.message).toBe("Couldn't like the post. Try again later."));
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByTestId('like-count').textContent).toBe('7 likes');
    act(() => toasts[0]?.action?.onAction());
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toBe(2);
    expect(screen.getByTestId('like-count').textContent).toBe('8 likes');
  });

  it('unlikes a liked post, taking the count the server answers', async () => {
    const media = freshMedia({ has_liked: true, like_count: 1 });
    api.on('POST', likePath(media, 'unlike'), { status: 'ok', has_liked: false, like_count: 0 });
    renderPost(media);
    fireEvent.click(likeButton());
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('0 likes'));
    expect(api.requests.map((request) => request.path)).toEqual([likePath(media, 'unlike')]);
  });

  it('links the comment button to the post page, or calls onCommentClick', () => {
    const media = freshMedia({ code: 'Xyz' });
    const onCommentClick = vi.fn();
    const { unmount } = renderPost(media);
    expect(screen.getByRole('link', { name: 'Comment' }).getAttribute('href')).toBe('/p/Xyz/');
    unmount();
    renderPost(media, onCommentClick);
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(onCommentClick).toHaveBeenCalled();
  });
});

describe('PostActions saves', () => {
  it('saves optimistically and offers "Save to collection" in the toast', async () => {
    const media = freshMedia();
    api.on('POST', savePath(media), { status: 'ok', has_viewer_saved: true, saved_collection_ids: [] });
    renderPost(media);
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(toasts[0]).toMatchObject({ message: 'Saved', action: { label: 'Save to collection' } }));
    expect(save.getAttribute('aria-pressed')).toBe('true');
    // Saved to "All posts" only: no collection is named.
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: savePath(media) });
    expect(api.requests[0]?.form.has('added_collection_ids')).toBe(false);
    act(() => toasts[0]?.action?.onAction());
    expect(await screen.findByRole('dialog', { name: 'Save to collection' })).toBeTruthy();
  });

  it('puts the bookmark back and says so when the save fails', async () => {
    const media = freshMedia();
    api.on('POST', savePath(media), { status: 500, body: { error_id: 'internal', message: 'boom' } });
    renderPost(media);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts.map((toast) => toast.message)).toEqual(["Couldn't save the post. Try again later."]),
    );
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('opens "Save to collection" on a long press without toggling the save', async () => {
    vi.useFakeTimers();
    const media = freshMedia();
    renderPost(media);
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.pointerDown(save, { isPrimary: true, button: 0, pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerUp(save);
    fireEvent.click(save);
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Save to collection' })).toBeTruthy();
    expect(api.requests.some((request) => request.path === savePath(media))).toBe(false);
  });

  it('a short press is a plain click', async () => {
    vi.useFakeTimers();
    const media = freshMedia();
    api.on('POST', savePath(media), () => new Promise(() => undefined));
    renderPost(media);
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.pointerDown(save, { isPrimary: true, button: 0, pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(499));
    fireEvent.pointerUp(save);
    fireEvent.click(save);
    vi.useRealTimers();
    await waitFor(() => expect(api.requests.filter((request) => request.path === savePath(media))).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('PostLikes', () => {
  const likers = ['ana', 'bo', 'cy', 'di'].map((name, i) => makeTestUser({ pk: `u${i}`, username: name }));

  it('names up to 3 followed likers and counts the others', () => {
    renderPost(freshMedia({ like_count: 12345, facepile_top_likers: likers }));
    expect(screen.getByTestId('like-count').textContent).toBe('Liked by ana, bo, cy and 12.3K others');
    expect(screen.getByRole('link', { name: 'ana' }).getAttribute('href')).toBe('/ana/');
  });

  it('in zh-CN', () => {
    localeStore.setLocale('zh-CN');
    renderPost(freshMedia({ like_count: 3, facepile_top_likers: likers.slice(0, 1) }));
    expect(screen.getByTestId('like-count').textContent).toBe('ana 和其他 2 人赞了');
  });

  it('only names when nobody else liked it', () => {
    renderPost(freshMedia({ like_count: 2, facepile_top_likers: likers.slice(0, 2) }));
    expect(screen.getByTestId('like-count').textContent).toBe('Liked by ana, bo');
  });

  it('hides numbers when the author disabled counts', () => {
    renderPost(freshMedia({ like_count: 50, like_and_view_counts_disabled: true, facepile_top_likers: likers }));
    expect(screen.getByTestId('like-count').textContent).toBe('Liked by ana, bo, cy and others');
    cleanup();
    renderPost(freshMedia({ like_count: 50, like_and_view_counts_disabled: true }));
    expect(screen.queryByTestId('like-count')).toBeNull();
  });

  it('shows the count when no followed account liked it', () => {
    renderPost(freshMedia({ like_count: 1 }));
    expect(screen.getByTestId('like-count').textContent).toBe('1 like');
  });
});
