import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import type { Media, ReelsTrayAnswer } from 'shared-contracts';
import { createTestQueryClient, makeTestMedia, makeTestReel, makeTestUser, TestProviders } from 'shared-client/testing';
import { PostCaption } from './PostCaption';
import { PostHeader } from './PostHeader';

const renderHeader = (media: Media, onOpenOptions?: () => void) =>
  render(
    <TestProviders client={createTestQueryClient()}>
      <MemoryRouter>
        <PostHeader media={media} onOpenOptions={onOpenOptions} />
      </MemoryRouter>
    </TestProviders>,
  );

const bo = makeTestUser({ pk: '2', username: 'bo', is_verified: true });
const cy = makeTestUser({ pk: '3', username: 'cy' });

beforeEach(() => localeStore.setLocale('en'));
afterEach(cleanup);

describe('PostHeader', () => {
  it('rings the avatar of an author whose story is in the tray, and opens the story from it', async () => {
    const reel = makeTestReel(bo, { id: '2', expiring_at: 2, media_ids: ['41'] });
    const client = createTestQueryClient();
    client.setQueryData<ReelsTrayAnswer>(['stories', 'tray'], { tray: [reel], status: 'ok' } as ReelsTrayAnswer);
    act(() =>
      sessionStore.setSession(
        { pk: '9', id: '9', username: 'me', full_name: '', is_verified: false, is_private: false, profile_pic_url: '' },
        'token',
      ),
    );
    render(
      <TestProviders client={client}>
        <MemoryRouter>
          <PostHeader media={makeTestMedia({ user: bo })} />
          <PostHeader media={makeTestMedia({ pk: '8', code: 'C8', user: cy })} />
        </MemoryRouter>
      </TestProviders>,
    );
    const story = await screen.findByRole('link', { name: "bo's story, not seen" });
    expect(story.getAttribute('href')).toBe('/stories/bo/');
    // No story for cy: its avatar stays the decorative twin of the profile link.
    expect(screen.getAllByTestId('post-avatar-story')).toHaveLength(1);
    act(() => sessionStore.setSession(null, null));
  });

  it('names the followed hashtag that brought a post, linking to its page, in both languages', () => {
    const renderTagged = () =>
      render(
        <TestProviders client={createTestQueryClient()}>
          <MemoryRouter>
            <PostHeader media={makeTestMedia()} hashtag="日落" />
          </MemoryRouter>
        </TestProviders>,
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
        <TestProviders client={createTestQueryClient()}>
          <MemoryRouter>
            <PostHeader media={media} suggested />
          </MemoryRouter>
        </TestProviders>,
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

  it('names no one only invited to collaborate, even to the owner (docs/behaviour/creation.md#collaborators)', () => {
    renderHeader(makeTestMedia({ coauthor_producers: [], invited_coauthor_producers: [bo] }));
    expect(screen.getByRole('banner').textContent).not.toMatch(/bo/);
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
      <TestProviders client={createTestQueryClient()}>
        <MemoryRouter>
          <PostCaption media={makeTestMedia({ caption: caption(text) })} />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(screen.queryByRole('link', { name: '#late' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByRole('link', { name: '#late' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
  });

  it('starts expanded when asked, and marks an edited caption', () => {
    render(
      <TestProviders client={createTestQueryClient()}>
        <MemoryRouter>
          <PostCaption
            media={makeTestMedia({ caption: caption(`${'x '.repeat(100)}@bo`), caption_is_edited: true })}
            defaultExpanded
          />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(screen.getByRole('link', { name: '@bo' }).getAttribute('href')).toBe('/bo/');
    expect(screen.getByTestId('post-caption').textContent).toMatch(/• Edited$/);
  });

  it('renders nothing without a caption', () => {
    render(
      <TestProviders client={createTestQueryClient()}>
        <MemoryRouter>
          <PostCaption media={makeTestMedia({ caption: null })} />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(screen.queryByTestId('post-caption')).toBeNull();
  });
});
