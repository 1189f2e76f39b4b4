// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeStore } from 'shared-ui';
import { makeTestMedia } from 'shared-client/testing';
import { PostThumbnail } from './PostThumbnail.js';
import { ThumbnailGrid } from './ThumbnailGrid.js';

// Every post grid draws this tile, with one alt-text rule (docs/behaviour/profiles.md#post-tiles).

beforeEach(() => act(() => localeStore.setLocale('en')));
afterEach(cleanup);

function renderTile(
  overrides: Parameters<typeof makeTestMedia>[0] = {},
  props: { eager?: boolean; hoverCounts?: boolean } = {},
) {
  const media = makeTestMedia({ user: { ...makeTestMedia().user, username: 'li.na' }, ...overrides });
  render(
    <ThumbnailGrid label="Posts">
      <li>
        <PostThumbnail
          media={media}
          sizes="33vw"
          renderLink={({ className, children }) => (
            <a href={`/p/${media.code}/`} className={className}>
              {children}
            </a>
          )}
          {...props}
        />
      </li>
    </ThumbnailGrid>,
  );
  return screen.getByRole('link');
}

describe('PostThumbnail', () => {
  it('names the post by its author, with its alt text when it has one', () => {
    expect(renderTile({ accessibility_caption: null }).getAttribute('href')).toBe('/p/Code7/');
    expect(screen.getByRole('img', { name: 'Post by li.na' })).toBeTruthy();
    cleanup();
    renderTile({ accessibility_caption: 'Two cats' });
    expect(screen.getByRole('img', { name: 'Post by li.na: Two cats' })).toBeTruthy();
  });

  it('says a carousel or a video after the name, in both languages', () => {
    renderTile({ media_type: 8, accessibility_caption: null });
    expect(screen.getByRole('img', { name: 'Post by li.na (Carousel)' })).toBeTruthy();
    cleanup();
    renderTile({ media_type: 2, accessibility_caption: null });
    expect(screen.getByRole('img', { name: 'Post by li.na (Video)' })).toBeTruthy();
    act(() => localeStore.setLocale('zh-CN'));
    expect(screen.getByRole('img', { name: 'li.na 的帖子 (视频)' })).toBeTruthy();
  });

  it('loads lazily unless eager, and shows counts only when asked', () => {
    renderTile({ like_count: 1234 });
    const image = screen.getByRole('img');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('sizes')).toBe('33vw');
    expect(screen.getByRole('link').textContent).not.toContain('1,234');
    cleanup();
    renderTile({ like_count: 1234 }, { eager: true, hoverCounts: true });
    expect(screen.getByRole('img').getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('link').textContent).toContain('1,234');
  });
});
