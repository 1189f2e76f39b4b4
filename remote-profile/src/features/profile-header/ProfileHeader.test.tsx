import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Profile } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { makeProfile } from '../../test-fixtures';
import { renderInApp } from '../../test-render';
import { ProfileHeader } from './ProfileHeader';

const renderHeader = (profile: Profile) => renderInApp(<ProfileHeader profile={profile} />);

function statTexts(): string[] {
  return within(screen.getByTestId('profile-stats'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

function stubViewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

beforeEach(() => act(() => localeStore.setLocale('en')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileHeader', () => {
  const profile = makeProfile({ media_count: 1, follower_count: 12_345, following_count: 9_999 });

  it('shows counts shortened and labelled in English', () => {
    renderHeader(profile);
    expect(statTexts()).toEqual(['1 post', '12.3K followers', '9,999 following']);
  });

  it('shows counts with CJK units in zh-CN', () => {
    act(() => localeStore.setLocale('zh-CN'));
    renderHeader({ ...profile, media_count: 14, follower_count: 123_456_789 });
    expect(statTexts()).toEqual(['14 帖子', '1.2亿 粉丝', '9,999 关注']);
    cleanup();
    renderHeader({ ...profile, media_count: 10_000, follower_count: 12_345, following_count: 99_999 });
    expect(statTexts()).toEqual(['1万 帖子', '1.2万 粉丝', '9.9万 关注']);
  });

  it('truncates a long username at 22 characters and marks verified accounts', () => {
    const username = 'a_really_long_username_here';
    renderHeader(makeProfile({ username, is_verified: true }));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('a_really_long_username…');
    expect(heading.getAttribute('title')).toBe(username);
    expect(screen.getByRole('img', { name: 'Verified' })).toBeTruthy();
  });

  it('shows the category only for professional accounts', () => {
    renderHeader(makeProfile({ account_type: 3, category: 'Photographer' }));
    expect(screen.queryByText('Photographer')).not.toBeNull();
    cleanup();
    renderHeader(makeProfile({ account_type: 1, category: 'Photographer' }));
    expect(screen.queryByText('Photographer')).toBeNull();
  });

  it('keeps the biography line breaks and links the first bio link in a new tab', () => {
    renderHeader(
      makeProfile({
        biography: 'line one\nline two',
        bio_links: [
          { link_type: 'other', url: 'https://example.com/ana/', lynx_url: 'https://example.com/ana/' },
          { link_type: 'other', url: 'https://second.example/', lynx_url: 'https://second.example/' },
        ],
      }),
    );
    expect(screen.getByText(/line one/).textContent).toBe('line one\nline two');
    const link = screen.getByRole('link', { name: 'example.com/ana' });
    expect(link.getAttribute('href')).toBe('https://example.com/ana/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('+ 1')).toBeTruthy();
  });

  it('links the mentions and hashtags of the biography, and leaves an email address as text', () => {
    renderHeader(makeProfile({ biography: 'Shooting with @zhou.jie at #西湖 · hi@ana.example' }));
    const bio = screen.getByText(/Shooting with/);
    expect(within(bio).getByRole('link', { name: '@zhou.jie' }).getAttribute('href')).toBe('/zhou.jie/');
    expect(within(bio).getByRole('link', { name: '#西湖' }).getAttribute('href')).toBe(
      '/explore/tags/%E8%A5%BF%E6%B9%96/',
    );
    expect(within(bio).getAllByRole('link')).toHaveLength(2);
    expect(bio.textContent).toBe('Shooting with @zhou.jie at #西湖 · hi@ana.example');
  });

  it('uses a 150 px picture on desktop and 77 px below 768 px', () => {
    stubViewportWidth(1280);
    renderHeader(profile);
    expect(screen.getByRole('img', { name: "lin.xiaoyu's profile picture" }).getAttribute('width')).toBe('150');
    cleanup();
    stubViewportWidth(390);
    renderHeader(profile);
    expect(screen.getByRole('img', { name: "lin.xiaoyu's profile picture" }).getAttribute('width')).toBe('77');
  });

  it('applies the bio link rules: whatsapp and half links dropped, facebook replaced, first plus "+ N"', () => {
    renderHeader(
      makeProfile({
        bio_links: [
          { link_type: 'whatsapp', url: 'https://wa.me/1' },
          { link_type: 'other', title: 'no url' },
          { link_type: 'facebook', url: 'https://facebook.com/lin', lynx_url: 'https://l.example/lin/' },
          { link_type: 'other', url: 'http://two.example/', lynx_url: 'http://two.example/' },
          { link_type: 'other', lynx_url: 'https://three.example/x/' },
          { link_type: 'other', url: 'https://four.example/x/' },
          { link_type: 'other', url: 'https://five.example/', lynx_url: 'https://five.example/' },
        ],
      }),
    );
    const link = screen.getByTestId('bio-link');
    expect(link.textContent).toBe('l.example/lin');
    expect(link.getAttribute('href')).toBe('https://l.example/lin/');
    expect(screen.getByTestId('bio-more-links').textContent).toBe('+ 2');
  });

  it('shows the sister-app badge only to logged-in viewers, with the badge count', () => {
    const withBadge = makeProfile({
      show_text_post_app_badge: true,
      text_post_app_badge_label: 'lin.threads',
      text_post_new_post_count: 12,
    });
    act(() => sessionStore.setSession(null, null));
    renderHeader(withBadge);
    expect(screen.queryByTestId('sister-app-badge')).toBeNull();
    cleanup();
    act(() =>
      sessionStore.setSession(
        { pk: '9', id: '9', username: 'me', full_name: '', is_verified: false, is_private: false, profile_pic_url: '' },
        'token',
      ),
    );
    renderHeader(withBadge);
    const badge = screen.getByTestId('sister-app-badge');
    expect(badge.textContent).toContain('lin.threads');
    expect(badge.textContent).toContain('9+');
    expect(badge.getAttribute('target')).toBe('_blank');
    act(() => sessionStore.setSession(null, null));
  });

  it('rings the avatar for a story and for a live broadcast', () => {
    renderHeader(makeProfile({ latest_reel_media: 1_700_000_000 }));
    expect(screen.getByTestId('profile-avatar').dataset.ring).toBe('unseen');
    cleanup();
    renderHeader(makeProfile({ latest_reel_media: 1_700_000_000, live_broadcast_id: '77' }));
    expect(screen.getByTestId('profile-avatar').dataset.ring).toBe('live');
    expect(screen.getByText('LIVE')).toBeTruthy();
    cleanup();
    renderHeader(makeProfile());
    expect(screen.getByTestId('profile-avatar').dataset.ring).toBe('none');
  });

  it('offers Edit profile and the settings to the owner, and Follow to others', () => {
    renderHeader(makeProfile({ is_viewer: true }));
    expect(screen.getByTestId('edit-profile')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/accounts/settings/');
    expect(screen.queryByTestId('follow-button')).toBeNull();
    cleanup();
    renderHeader(makeProfile({ id: '3', pk: '3' }));
    expect(screen.getByTestId('follow-button').textContent).toBe('Follow');
    expect(screen.queryByTestId('open-settings')).toBeNull();
  });
});

describe('ProfileHeader owner picture', () => {
  it('asks remote-create for the profile picture change over the bus', () => {
    const asked: string[] = [];
    const listener = ({ userId }: { userId: string }) => asked.push(userId);
    eventBus.on('create:open-profile-picture', listener);
    renderHeader(makeProfile({ id: '5', pk: '5', is_viewer: true }));
    screen.getByTestId('avatar-change-photo').click();
    eventBus.off('create:open-profile-picture', listener);
    expect(asked).toEqual(['5']);
  });

  it('opens every displayable link from "+ N"', () => {
    renderHeader(
      makeProfile({
        bio_links: [
          { link_type: 'other', url: 'https://one.example/', lynx_url: 'https://one.example/' },
          { link_type: 'whatsapp', url: 'https://wa.me/1', lynx_url: 'https://wa.me/1' },
          { link_type: 'other', url: 'https://two.example/', lynx_url: 'https://two.example/' },
        ],
      }),
    );
    act(() => screen.getByRole('button', { name: /\+ 1/ }).click());
    const dialog = screen.getByTestId('bio-links-dialog');
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['one.example', 'two.example']);
  });
});
