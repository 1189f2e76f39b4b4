import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  eventBus,
  fetchCollections,
  likeMedia,
  localeStore,
  saveMedia,
  unlikeMedia,
  type AppEvents,
  type Media,
} from 'shared-contracts';
import type * as SharedContracts from 'shared-contracts';
import { makeTestMedia, makeTestUser } from 'shared-contracts/testing';
import { PostActions } from './PostActions';
import { PostLikes } from './PostLikes';

vi.mock('shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedContracts>()),
  likeMedia: vi.fn(),
  unlikeMedia: vi.fn(),
  saveMedia: vi.fn(),
  unsaveMedia: vi.fn(),
  fetchCollections: vi.fn(),
}));

let pk = 100;
const freshMedia = (overrides: Partial<Media> = {}) => makeTestMedia({ pk: String((pk += 1)), ...overrides });

const renderPost = (media: Media) =>
  render(
    <MemoryRouter>
      <PostActions media={media} />
      <PostLikes media={media} />
    </MemoryRouter>,
  );

const toasts: Array<AppEvents['toast-requested']> = [];
const onToast = (toast: AppEvents['toast-requested']) => toasts.push(toast);

beforeEach(() => {
  localeStore.setLocale('en');
  toasts.length = 0;
  eventBus.on('toast-requested', onToast);
});

afterEach(() => {
  cleanup();
  eventBus.off('toast-requested', onToast);
  vi.useRealTimers();
  vi.mocked(likeMedia).mockReset();
  vi.mocked(unlikeMedia).mockReset();
  vi.mocked(saveMedia).mockReset();
});

describe('PostActions likes', () => {
  it('likes at once, and the like line of the same post follows', async () => {
    vi.mocked(likeMedia).mockReturnValue(new Promise(() => undefined));
    const media = freshMedia({ like_count: 7 });
    renderPost(media);
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('like-count').textContent).toBe('8 likes');
    expect(likeMedia).toHaveBeenCalledWith(media.pk);
  });

  it('rolls back and offers Retry in a toast when the like fails', async () => {
    vi.mocked(likeMedia).mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce({ status: 'ok' });
    const media = freshMedia({ like_count: 7 });
    renderPost(media);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    });
    expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('like-count').textContent).toBe('7 likes');
    expect(toasts[0]?.message).toBe("Couldn't like the post. Try again later.");
    await act(async () => toasts[0]?.action?.onAction());
    expect(likeMedia).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('unlikes a liked post', async () => {
    vi.mocked(unlikeMedia).mockResolvedValue({ status: 'ok', has_liked: false, like_count: 0 });
    const media = freshMedia({ has_liked: true, like_count: 1 });
    renderPost(media);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    });
    expect(unlikeMedia).toHaveBeenCalledWith(media.pk);
    expect(screen.getByTestId('like-count').textContent).toBe('0 likes');
  });

  it('links the comment button to the post page, or calls onCommentClick', () => {
    const media = freshMedia({ code: 'Xyz' });
    const onCommentClick = vi.fn();
    const { unmount } = renderPost(media);
    expect(screen.getByRole('link', { name: 'Comment' }).getAttribute('href')).toBe('/p/Xyz/');
    unmount();
    render(
      <MemoryRouter>
        <PostActions media={media} onCommentClick={onCommentClick} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(onCommentClick).toHaveBeenCalled();
  });
});

describe('PostActions saves', () => {
  it('saves optimistically and offers "Save to collection" in the toast', async () => {
    vi.mocked(saveMedia).mockResolvedValue({ status: 'ok', has_viewer_saved: true, saved_collection_ids: [] });
    vi.mocked(fetchCollections).mockResolvedValue({
      items: [],
      more_available: false,
      next_max_id: null,
      status: 'ok',
    });
    const media = freshMedia();
    renderPost(media);
    const save = screen.getByRole('button', { name: 'Save' });
    await act(async () => {
      fireEvent.click(save);
    });
    expect(save.getAttribute('aria-pressed')).toBe('true');
    expect(saveMedia).toHaveBeenCalledWith(media.pk, []);
    expect(toasts[0]).toMatchObject({ message: 'Saved', action: { label: 'Save to collection' } });
    act(() => toasts[0]?.action?.onAction());
    expect(await screen.findByRole('dialog', { name: 'Save to collection' })).toBeTruthy();
  });

  it('opens "Save to collection" on a long press without toggling the save', async () => {
    vi.useFakeTimers();
    vi.mocked(fetchCollections).mockResolvedValue({
      items: [],
      more_available: false,
      next_max_id: null,
      status: 'ok',
    });
    const media = freshMedia();
    renderPost(media);
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.pointerDown(save, { isPrimary: true, button: 0, pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerUp(save);
    fireEvent.click(save);
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Save to collection' })).toBeTruthy();
    expect(saveMedia).not.toHaveBeenCalled();
  });

  it('a short press is a plain click', () => {
    vi.useFakeTimers();
    vi.mocked(saveMedia).mockReturnValue(new Promise(() => undefined));
    renderPost(freshMedia());
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.pointerDown(save, { isPrimary: true, button: 0, pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(499));
    fireEvent.pointerUp(save);
    fireEvent.click(save);
    expect(saveMedia).toHaveBeenCalledTimes(1);
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
