import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Media, type PostShortcutAction } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { makeTestMedia, makeTestUser } from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import type { AttachOptions } from '../video/attach-video';
import { ReelsFeed } from './ReelsFeed';

const attach = vi.hoisted(() => vi.fn());
vi.mock('../video/attach-video', () => ({ attachVideo: attach }));

const reels: Media[] = [1, 2, 3, 4].map((n) =>
  makeTestMedia({
    pk: String(n),
    code: `Reel${n}`,
    media_type: 2,
    product_type: 'clips',
    video_versions: [{ type: 101, url: `/media/r${n}/720.mp4`, width: 720, height: 1280 }],
    user: makeTestUser({ username: `maker${n}` }),
    like_count: 1200,
    comment_count: 1,
  }),
);

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  act(() => localeStore.setLocale('en'));
  act(() => sessionStore.setSession(makeTestUser({ pk: '1', id: '1', username: 'demo' }), 'token'));
  scrollTo = vi.fn();
  Element.prototype.scrollTo = scrollTo as unknown as Element['scrollTo'];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  attach.mockReset();
  attach.mockResolvedValue({ kind: 'progressive', detach: () => undefined });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderFeed(props: Partial<Parameters<typeof ReelsFeed>[0]> = {}) {
  renderInApp(<ReelsFeed reels={reels} {...props} />);
  const feed = screen.getByTestId('reels-feed');
  Object.defineProperty(feed, 'clientHeight', { value: 800, configurable: true });
  return feed;
}

// The first render of a reel with its player and actions takes seconds on a loaded machine.
describe('ReelsFeed', { timeout: 20_000 }, () => {
  it('lists reels as a feed of articles named by author and place, with post actions and counts', () => {
    renderFeed();
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Reel by maker1, 1 of 4',
      'Reel by maker2, 2 of 4',
      'Reel by maker3, 3 of 4',
      'Reel by maker4, 4 of 4',
    ]);
    const first = within(articles[0]!);
    expect(first.getByRole('button', { name: 'Like' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Comment' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(first.getByText('1,200 likes')).toBeTruthy();
    expect(first.getByText('1 comment')).toBeTruthy();
  });

  it('shows a visitor the counts but no like, comment, share or save button (each needs an account)', () => {
    act(() => sessionStore.setSession(null));
    renderFeed();
    const first = within(screen.getAllByRole('article')[0]!);
    for (const name of ['Like', 'Comment', 'Share', 'Save']) expect(first.queryByRole('button', { name })).toBeNull();
    expect(first.getByText('1,200 likes')).toBeTruthy();
  });

  it('gives the neighbours a player only once the reel on screen has begun to play', () => {
    renderFeed();
    // Until then the first reel has the connection to itself: the next one shows its poster.
    expect(screen.getAllByTestId('reel-video')).toHaveLength(1);
    const withVideo = () => screen.getAllByRole('article').map((a) => a.querySelector('video') !== null);
    expect(withVideo()).toEqual([true, false, false, false]);
    fireEvent.play(screen.getByTestId('reel-video'));
    expect(withVideo()).toEqual([true, false, false, false]);
    fireEvent.playing(screen.getByTestId('reel-video'));
    expect(withVideo()).toEqual([true, true, false, false]);
  });

  it('starts the players from their files until the reader moves to another reel, then from the stream', async () => {
    const feed = renderFeed();
    /** Whether each attachment so far asked for the progressive file first, by the reel's place. */
    const asked = () =>
      (attach.mock.calls as Array<[HTMLVideoElement, unknown, AttachOptions]>).map(([video, , options]) => [
        video.closest('article')?.getAttribute('data-index'),
        options.progressiveFirst,
      ]);
    await waitFor(() => expect(asked()).toEqual([['0', true]]));
    // The neighbour's player comes once the first reel plays; the reader has not moved yet, so
    // hls.js is not needed (docs/performance.md#the-first-reels-start-from-their-files).
    fireEvent.playing(screen.getByTestId('reel-video'));
    await waitFor(() =>
      expect(asked()).toEqual([
        ['0', true],
        ['1', true],
      ]),
    );
    // On the second reel the next one's player is attached for the adaptive stream.
    feed.scrollTop = 800;
    fireEvent.scroll(feed);
    await waitFor(() =>
      expect(asked()).toEqual([
        ['0', true],
        ['1', true],
        ['2', false],
      ]),
    );
  });

  it('follows the scroll: the reel on screen is current and only it and its neighbours keep a player', () => {
    const feed = renderFeed();
    fireEvent.playing(screen.getByTestId('reel-video'));
    expect(screen.getAllByTestId('reel-video')).toHaveLength(2);
    feed.scrollTop = 1600;
    fireEvent.scroll(feed);
    expect(feed.dataset.current).toBe('2');
    const withVideo = screen.getAllByRole('article').map((a) => a.querySelector('video') !== null);
    expect(withVideo).toEqual([false, true, true, true]);
  });

  it('moves one reel with ArrowDown and ArrowUp, and leaves keys typed in a field alone', () => {
    const feed = renderFeed();
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 800 }));
    feed.scrollTop = 800;
    fireEvent.scroll(feed);
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
    const calls = scrollTo.mock.calls.length;
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(scrollTo.mock.calls.length).toBe(calls);
    input.remove();
  });

  it('moves one reel with the shortcuts j and k, and l, s and c act on the reel on screen', () => {
    const feed = renderFeed();
    const send = (action: PostShortcutAction) => act(() => eventBus.emit('post-shortcut-requested', { action }));
    send('next');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 800 }));
    feed.scrollTop = 800;
    fireEvent.scroll(feed);
    // Which button of which reel was pressed; stopped before the reel's own handlers (they call the API).
    const pressed: string[] = [];
    const record = (event: MouseEvent): void => {
      const target = event.target as Element;
      pressed.push(
        `${target.closest('[data-testid="reel"]')?.getAttribute('aria-label')}: ${target.getAttribute('data-testid')}`,
      );
      event.stopPropagation();
    };
    document.addEventListener('click', record, true);
    send('like');
    send('save');
    send('comment');
    document.removeEventListener('click', record, true);
    expect(pressed).toEqual([
      'Reel by maker2, 2 of 4: like-button',
      'Reel by maker2, 2 of 4: save-button',
      'Reel by maker2, 2 of 4: comment-button',
    ]);
    send('previous');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('asks for the next page two reels before the end', () => {
    const onNearEnd = vi.fn();
    const feed = renderFeed({ hasMore: true, onNearEnd });
    expect(onNearEnd).not.toHaveBeenCalled();
    feed.scrollTop = 800;
    fireEvent.scroll(feed);
    expect(onNearEnd).toHaveBeenCalledTimes(1);
  });
});
