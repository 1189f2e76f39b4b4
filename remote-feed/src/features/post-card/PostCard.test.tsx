import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { localeStore } from 'shared-ui';
import type { Media } from 'shared-contracts';
import { makeTestMedia, makeTestUser } from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import { PostCard } from './PostCard';

const base: Media = makeTestMedia({
  pk: '7',
  code: 'Abc123',
  taken_at: Math.floor(Date.now() / 1000) - 7200,
  original_width: 1080,
  original_height: 1350,
  image_versions2: {
    candidates: [
      { url: '/media/x/1080.webp', width: 1080, height: 1350 },
      { url: '/media/x/320.webp', width: 320, height: 400 },
    ],
  },
  accessibility_caption: 'A sunset over mountains',
  caption: { pk: 'c7', text: 'Evening #sunset with @ana.lima', created_at: 0, has_translation: false },
  user: makeTestUser({ username: 'a_very_long_username_that_goes_on', full_name: 'Ana', is_verified: true }),
  like_count: 12345,
  comment_count: 3,
  location: { pk: 'l1', name: 'Lisbon', lat: null, lng: null },
});

const renderCard = (media: Media) => renderInApp(<PostCard media={media} />);

afterEach(() => {
  cleanup();
  localeStore.setLocale('zh-CN');
});

describe('PostCard', () => {
  it('shows author (truncated at 22), verified badge, location, shortened likes and caption links', () => {
    localeStore.setLocale('en');
    renderCard(base);
    expect(screen.getAllByText('a_very_long_username_t…')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(screen.getByText('Lisbon')).toBeTruthy();
    expect(screen.getByTestId('like-count').textContent).toBe('12.3K likes');
    expect(screen.getByRole('link', { name: '#sunset' }).getAttribute('href')).toBe('/explore/tags/sunset/');
    expect(screen.getByRole('link', { name: '@ana.lima' }).getAttribute('href')).toBe('/ana.lima/');
    expect(screen.getByRole('link', { name: 'View all 3 comments' }).getAttribute('href')).toBe('/p/Abc123/');
  });

  it('uses CJK units and zh-CN strings', () => {
    localeStore.setLocale('zh-CN');
    renderCard(base);
    expect(screen.getByTestId('like-count').textContent).toBe('1.2万 次赞');
  });

  it('hides the like count when the author disabled counts', () => {
    renderCard({ ...base, like_and_view_counts_disabled: true });
    expect(screen.queryByTestId('like-count')).toBeNull();
  });

  it('describes the photo with its accessibility caption, or names the author', () => {
    localeStore.setLocale('en');
    renderCard(base);
    expect(screen.getByRole('img', { name: /A sunset over mountains/ })).toBeTruthy();
    cleanup();
    renderCard({ ...base, accessibility_caption: null });
    expect(screen.getByRole('img', { name: 'Photo by a_very_long_username_that_goes_on' })).toBeTruthy();
  });

  it('offers every candidate up to 1080 in srcset and reveals the photo once loaded', () => {
    renderCard(base);
    const image = document.querySelector('img[srcset]') as HTMLImageElement;
    expect(image.getAttribute('srcset')).toBe('/media/x/320.webp 320w, /media/x/1080.webp 1080w');
    expect(image.className).toMatch(/imageLoading/);
    fireEvent.load(image);
    expect(image.className).not.toMatch(/imageLoading/);
  });
});
