import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeStore, type Media } from 'shared-contracts';
import { makeTestMedia, makeTestUser } from 'shared-contracts/testing';
import { PostCaption } from './PostCaption';
import { PostHeader } from './PostHeader';

const renderHeader = (media: Media, onOpenOptions?: () => void) =>
  render(
    <MemoryRouter>
      <PostHeader media={media} onOpenOptions={onOpenOptions} />
    </MemoryRouter>,
  );

const bo = makeTestUser({ pk: '2', username: 'bo', is_verified: true });
const cy = makeTestUser({ pk: '3', username: 'cy' });

beforeEach(() => localeStore.setLocale('en'));
afterEach(cleanup);

describe('PostHeader', () => {
  it('names the followed hashtag that brought a post, linking to its page, in both languages', () => {
    const renderTagged = () =>
      render(
        <MemoryRouter>
          <PostHeader media={makeTestMedia()} hashtag="日落" />
        </MemoryRouter>,
      );
    renderTagged();
    const label = screen.getByTestId('followed-hashtag-label');
    expect(label.textContent).toBe('Because you follow #日落');
    expect(within(label).getByRole('link').getAttribute('href')).toBe('/explore/tags/%E6%97%A5%E8%90%BD/');
    cleanup();
    localeStore.setLocale('zh-CN');
    renderTagged();
    expect(screen.getByTestId('followed-hashtag-label').textContent).toBe('来自你关注的 #日落');
  });

  it('labels a suggested post "Suggested for you" / "为你推荐" under the name, with the time kept', () => {
    const media = makeTestMedia({ taken_at: Math.floor(Date.now() / 1000) - 7200 });
    const renderSuggested = () =>
      render(
        <MemoryRouter>
          <PostHeader media={media} suggested />
        </MemoryRouter>,
      );
    renderSuggested();
    expect(screen.getByTestId('suggested-post-label').textContent).toBe('Suggested for you');
    expect(screen.getByText('2 hours ago')).toBeTruthy();
    cleanup();
    localeStore.setLocale('zh-CN');
    renderSuggested();
    expect(screen.getByTestId('suggested-post-label').textContent).toBe('为你推荐');
    cleanup();
    renderHeader(media);
    expect(screen.queryByTestId('suggested-post-label')).toBeNull();
  });

  it('truncates the username at 22 characters and shows the verified badge and time', () => {
    renderHeader(
      makeTestMedia({
        user: makeTestUser({ username: 'a_very_long_username_that_goes_on', is_verified: true }),
        taken_at: Math.floor(Date.now() / 1000) - 7200,
      }),
    );
    expect(screen.getByRole('link', { name: 'a_very_long_username_t…' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(screen.getByText('2 hours ago')).toBeTruthy();
  });

  it('names one coauthor ("A and B") and counts more', () => {
    renderHeader(makeTestMedia({ coauthor_producers: [bo] }));
    expect(screen.getByRole('banner').textContent).toMatch(/^ana\.lima and boVerified/);
    cleanup();
    localeStore.setLocale('zh-CN');
    renderHeader(makeTestMedia({ coauthor_producers: [bo] }));
    expect(screen.getByRole('banner').textContent).toMatch(/^ana\.lima 和 bo/);
    cleanup();
    localeStore.setLocale('en');
    renderHeader(makeTestMedia({ coauthor_producers: [bo, cy] }));
    expect(screen.getByRole('banner').textContent).toMatch(/^ana\.lima and 2 others/);
  });

  it('shows a paid partnership with its (confirmed) sponsor', () => {
    renderHeader(
      makeTestMedia({
        is_paid_partnership: true,
        sponsor_tags: [
          { sponsor: cy, is_pending: true },
          { sponsor: bo, is_pending: false },
        ],
      }),
    );
    expect(screen.getByTestId('paid-partnership').textContent).toBe('Paid partnership with bo');
    expect(within(screen.getByTestId('paid-partnership')).getByRole('link').getAttribute('href')).toBe('/bo/');
    cleanup();
    localeStore.setLocale('zh-CN');
    renderHeader(makeTestMedia({ is_paid_partnership: true, sponsor_tags: [{ sponsor: bo, is_pending: false }] }));
    expect(screen.getByTestId('paid-partnership').textContent).toBe('与 bo 的合作伙伴关系');
    cleanup();
    renderHeader(makeTestMedia({ is_paid_partnership: true }));
    expect(screen.getByTestId('paid-partnership').textContent).toBe('合作伙伴关系');
  });

  it('links the location to its page and shows the transparency label', () => {
    renderHeader(
      makeTestMedia({ location: { pk: 'l', name: 'São Paulo', lat: null, lng: null }, transparency_label: 'AI info' }),
    );
    expect(screen.getByRole('link', { name: 'São Paulo' }).getAttribute('href')).toBe(
      '/explore/locations/l/s%C3%A3o-paulo/',
    );
    expect(screen.getByTestId('transparency-label').textContent).toBe('AI info');
  });

  it('offers more options only when asked to', () => {
    const onOpenOptions = vi.fn();
    renderHeader(makeTestMedia(), onOpenOptions);
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(onOpenOptions).toHaveBeenCalled();
    cleanup();
    renderHeader(makeTestMedia());
    expect(screen.queryByRole('button', { name: 'More options' })).toBeNull();
  });
});

describe('PostCaption', () => {
  const caption = (text: string) => ({ pk: 'c', text, created_at: 0, has_translation: false });

  it('collapses a long caption behind "more"', () => {
    const text = `${'word '.repeat(40)}#late`;
    render(
      <MemoryRouter>
        <PostCaption media={makeTestMedia({ caption: caption(text) })} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: '#late' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByRole('link', { name: '#late' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
  });

  it('starts expanded when asked, and marks an edited caption', () => {
    render(
      <MemoryRouter>
        <PostCaption
          media={makeTestMedia({ caption: caption(`${'x '.repeat(100)}@bo`), caption_is_edited: true })}
          defaultExpanded
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '@bo' }).getAttribute('href')).toBe('/bo/');
    expect(screen.getByTestId('post-caption').textContent).toMatch(/• Edited$/);
  });

  it('renders nothing without a caption', () => {
    render(
      <MemoryRouter>
        <PostCaption media={makeTestMedia({ caption: null })} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('post-caption')).toBeNull();
  });
});
