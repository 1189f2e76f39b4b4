import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeStore } from 'shared-ui';
import type { CarouselItem, Media, MediaOverlayInfo } from 'shared-contracts';
import { makeTestMedia, makeTestUser } from 'shared-client/testing';
import { PostMedia } from './PostMedia';

const renderMedia = (media: Media, onDoubleTapLike = vi.fn()) => {
  render(
    <MemoryRouter>
      <PostMedia media={media} sizes="470px" onDoubleTapLike={onDoubleTapLike} />
    </MemoryRouter>,
  );
  return { onDoubleTapLike, frame: screen.getByTestId('post-media') };
};

const tap = (element: Element, x = 50, y = 50) => {
  fireEvent.pointerDown(element, { clientX: x, clientY: y, isPrimary: true });
  fireEvent.pointerUp(element, { clientX: x, clientY: y, isPrimary: true });
};

const slide = (pk: string, extra: Partial<CarouselItem> = {}): CarouselItem => ({
  id: `${pk}_1`,
  pk,
  media_type: 1,
  original_width: 1080,
  original_height: 1080,
  image_versions2: { candidates: [{ url: `/media/${pk}/640.webp`, width: 640, height: 640 }] },
  media_preview: null,
  accessibility_caption: null,
  usertags: null,
  video_versions: null,
  video_hls_url: null,
  number_of_qualities: 0,
  has_audio: false,
  video_duration: null,
  ...extra,
});

const tagged = {
  in: [{ user: makeTestUser({ pk: '9', username: 'bo' }), position: [0.25, 0.75] as [number, number] }],
};

beforeEach(() => localeStore.setLocale('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PostMedia', () => {
  it('keeps the aspect ratio (clamped to 4:5) before anything loads, with srcset and alt', () => {
    const { frame } = renderMedia(
      makeTestMedia({ original_width: 1080, original_height: 1920, accessibility_caption: 'Two cats' }),
    );
    expect(frame.style.aspectRatio).toBe('0.8 / 1');
    const image = within(frame).getByRole('img', { name: 'Photo by ana.lima: Two cats' });
    expect(image.getAttribute('srcset')).toBe('/media/m7/320.webp 320w, /media/m7/1080.webp 1080w');
    expect(image.getAttribute('sizes')).toBe('470px');
  });

  it('likes on a double tap with a heart, and not on a single tap or a drag', () => {
    const { onDoubleTapLike, frame } = renderMedia(makeTestMedia());
    tap(frame);
    expect(onDoubleTapLike).not.toHaveBeenCalled();
    tap(frame);
    expect(onDoubleTapLike).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('like-burst')).toBeTruthy();
    fireEvent.pointerDown(frame, { clientX: 0, clientY: 0, isPrimary: true });
    fireEvent.pointerUp(frame, { clientX: 60, clientY: 0, isPrimary: true });
    fireEvent.pointerDown(frame, { clientX: 60, clientY: 0, isPrimary: true });
    fireEvent.pointerUp(frame, { clientX: 60, clientY: 0, isPrimary: true });
    expect(onDoubleTapLike).toHaveBeenCalledTimes(1);
  });

  it('shows tagged people at their position with the toggle button, and on a single tap', async () => {
    const { frame } = renderMedia(makeTestMedia({ usertags: tagged }));
    const toggle = screen.getByRole('button', { name: 'Show tagged people' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    // The tags' code loads on first use.
    const link = await screen.findByRole('link', { name: 'bo' });
    expect(link.getAttribute('href')).toBe('/bo/');
    expect(link.parentElement?.style.left).toBe('25%');
    expect(link.parentElement?.style.top).toBe('75%');
    fireEvent.click(toggle);
    expect(screen.queryByRole('link', { name: 'bo' })).toBeNull();
    vi.useFakeTimers();
    tap(frame);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('link', { name: 'bo' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('link', { name: 'bo' })).toBeTruthy();
  });

  it('moves through a carousel with arrows and keys, hiding the slides not shown', () => {
    renderMedia(makeTestMedia({ media_type: 8, carousel_media: [slide('a'), slide('b'), slide('c')] }));
    const carousel = screen.getByTestId('carousel');
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(carousel.dataset.slide).toBe('1');
    expect(carousel.getAttribute('aria-label')).toBe('Item 2 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(carousel.dataset.slide).toBe('2');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(carousel.dataset.slide).toBe('2');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(carousel.dataset.slide).toBe('1');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['true', 'false', 'true']);
  });

  it('follows a swipe: far enough moves one item, a short slow drag snaps back', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    renderMedia(makeTestMedia({ media_type: 8, carousel_media: [slide('a'), slide('b')] }));
    const carousel = screen.getByTestId('carousel');
    vi.spyOn(carousel, 'getBoundingClientRect').mockReturnValue({ width: 400 } as DOMRect);
    const swipe = (dx: number, ms: number) => {
      fireEvent.pointerDown(carousel, { pointerId: 1, clientX: 200, clientY: 10, isPrimary: true });
      fireEvent.pointerMove(carousel, { pointerId: 1, clientX: 200 + dx / 2, clientY: 10 });
      fireEvent.pointerMove(carousel, { pointerId: 1, clientX: 200 + dx, clientY: 10 });
      vi.advanceTimersByTime(ms);
      fireEvent.pointerUp(carousel, { pointerId: 1, clientX: 200 + dx, clientY: 10 });
    };
    swipe(-40, 1000);
    expect(carousel.dataset.slide).toBe('0');
    swipe(-120, 1000);
    expect(carousel.dataset.slide).toBe('1');
    swipe(120, 1000);
    expect(carousel.dataset.slide).toBe('0');
    swipe(-30, 50);
    expect(carousel.dataset.slide).toBe('1');
  });

  it('plays video items through the video element with a play control', async () => {
    renderMedia(
      makeTestMedia({ media_type: 2, video_hls_url: '/media/v/master.m3u8', has_audio: true, user: makeTestUser() }),
    );
    const video = await screen.findByTestId('post-video');
    expect(video.getAttribute('aria-label')).toBe('Video by ana.lima');
    expect(video.getAttribute('poster')).toBe('/media/m7/1080.webp');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn sound on' })).toBeTruthy();
  });
});

describe('media overlays', () => {
  const overlay: MediaOverlayInfo = {
    overlay_type: 'sensitive',
    layout: 'full',
    icon: 'eye_off',
    title: 'Sensitive content',
    description: 'This photo may be disturbing.',
    banner: { text: 'Sensitive content' },
    buttons: [
      { action: 'see_why', action_url: 'https://help.example/why', button_type: 'secondary', text: 'See why' },
      { action: 'reveal', action_url: null, button_type: 'primary', text: 'See photo' },
    ],
  };

  it('covers the media until revealed, then shows the banner; double tap does not like while covered', () => {
    const { onDoubleTapLike, frame } = renderMedia(makeTestMedia({ media_overlay_info: overlay }));
    const cover = screen.getByTestId('media-overlay');
    expect(within(cover).getByText('Sensitive content')).toBeTruthy();
    expect(within(cover).getByText(/^This photo may contain graphic or violent content/)).toBeTruthy();
    expect(within(cover).getByRole('link', { name: 'See why' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('img', { name: /Photo by/ })).toBeNull();
    tap(cover);
    tap(cover);
    expect(onDoubleTapLike).not.toHaveBeenCalled();
    fireEvent.click(within(cover).getByRole('button', { name: 'See photo' }));
    expect(screen.queryByTestId('media-overlay')).toBeNull();
    expect(screen.getByTestId('media-overlay-banner').textContent).toContain('Sensitive content');
    expect(within(frame).getByRole('img', { name: 'Photo by ana.lima' })).toBeTruthy();
  });

  it('shows only the banner for a banner layout', () => {
    renderMedia(
      makeTestMedia({ media_overlay_info: { ...overlay, layout: 'banner', overlay_type: 'misinformation' } }),
    );
    expect(screen.queryByTestId('media-overlay')).toBeNull();
    expect(screen.getByTestId('media-overlay-banner').textContent).toContain('Reviewed by independent fact-checkers');
  });

  it('speaks the chosen language even when the server wrote its texts in another one', () => {
    localeStore.setLocale('zh-CN');
    renderMedia(makeTestMedia({ media_overlay_info: overlay }));
    const cover = screen.getByTestId('media-overlay');
    expect(within(cover).getByText('敏感内容')).toBeTruthy();
    expect(within(cover).getByText('此照片可能包含部分用户认为令人不适或反感的内容。')).toBeTruthy();
    expect(within(cover).getByRole('link', { name: '了解原因' }).getAttribute('href')).toBe('https://help.example/why');
    expect(within(cover).getByRole('button', { name: '查看照片' })).toBeTruthy();
    cleanup();
    renderMedia(
      makeTestMedia({ media_overlay_info: { ...overlay, layout: 'banner', overlay_type: 'misinformation' } }),
    );
    const banner = screen.getByTestId('media-overlay-banner');
    expect(banner.textContent).toContain('经独立事实核查员审核');
    expect(banner.textContent).not.toMatch(/[A-Za-z]/);
  });
});
