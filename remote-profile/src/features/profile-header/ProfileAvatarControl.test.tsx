import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import type { StoryReel } from 'shared-contracts';
import { installFakeApi, makeTestReel, type FakeApi } from 'shared-client/testing';
import { makeProfile } from '../../test-fixtures';
import { renderInApp } from '../../test-render';
import { ProfileHeader } from './ProfileHeader';

const me = {
  pk: '9',
  id: '9',
  username: 'me',
  full_name: '',
  is_verified: false,
  is_private: false,
  profile_pic_url: '',
};

function reel(overrides: Partial<StoryReel> = {}): StoryReel {
  const profile = makeProfile();
  return makeTestReel({ ...profile, pk: profile.pk } as StoryReel['user'], {
    latest_reel_media: 1_700_000_000,
    expiring_at: 1_700_086_400,
    media_ids: ['41'],
    items: [],
    ...overrides,
  });
}

function wide(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

let api: FakeApi;
beforeEach(() => {
  act(() => localeStore.setLocale('en'));
  api = installFakeApi();
  wide();
});
afterEach(() => {
  cleanup();
  api.restore();
  vi.unstubAllGlobals();
  act(() => sessionStore.setSession(null, null));
});

describe('the profile picture follows the avatar-click rule', () => {
  it('opens the stories of an account with a story, named by its state', async () => {
    act(() => sessionStore.setSession(me, 'token'));
    api.on('GET', '/api/v1/stories/lin.xiaoyu/reel/', () => ({ reel: reel({ seen: true }), status: 'ok' }));
    renderInApp(<ProfileHeader profile={makeProfile()} />);
    const link = await screen.findByRole('link', { name: "lin.xiaoyu's story, seen" });
    expect(link.getAttribute('href')).toBe('/stories/lin.xiaoyu/');
    expect(screen.getByTestId('profile-avatar').dataset.ring).toBe('seen');
  });

  it('names a close friends story as such', async () => {
    act(() => sessionStore.setSession(me, 'token'));
    api.on('GET', '/api/v1/stories/lin.xiaoyu/reel/', () => ({ reel: reel({ is_close_friends: true }), status: 'ok' }));
    renderInApp(<ProfileHeader profile={makeProfile()} />);
    expect(await screen.findByRole('link', { name: "lin.xiaoyu's close friends story, not seen" })).toBeTruthy();
  });

  it('is a plain picture without a story, and the owner changes the picture there', async () => {
    act(() => sessionStore.setSession(me, 'token'));
    api.on('GET', '/api/v1/stories/lin.xiaoyu/reel/', () => ({ reel: null, status: 'ok' }));
    renderInApp(<ProfileHeader profile={makeProfile()} />);
    await vi.waitFor(() => expect(api.requests.some((r) => r.path.includes('/stories/'))).toBe(true), {
      timeout: 10_000,
    });
    expect(screen.queryByTestId('profile-avatar-story')).toBeNull();
    cleanup();
    api.on('GET', '/api/v1/stories/me/reel/', () => ({ reel: null, status: 'ok' }));
    renderInApp(<ProfileHeader profile={makeProfile({ username: 'me', is_viewer: true })} />);
    expect(screen.getByTestId('avatar-change-photo')).toBeTruthy();
  });

  it('sends a visitor on a wide screen to log in, and asks the server nothing', () => {
    renderInApp(<ProfileHeader profile={makeProfile({ latest_reel_media: 1_700_000_000 })} />);
    const link = screen.getByTestId('profile-avatar-story');
    expect(link.getAttribute('href')).toBe('/accounts/login/?next=%2Fstories%2Flin.xiaoyu%2F');
    expect(api.requests.filter((r) => r.path.includes('/stories/'))).toEqual([]);
  });

  it('opens the live page for a live broadcast on a wide screen', () => {
    act(() => sessionStore.setSession(me, 'token'));
    renderInApp(<ProfileHeader profile={makeProfile({ live_broadcast_id: '77' })} />);
    const link = screen.getByRole('link', { name: 'lin.xiaoyu is live' });
    expect(link.getAttribute('href')).toBe('/lin.xiaoyu/live/?broadcast_id=77');
  });
});
