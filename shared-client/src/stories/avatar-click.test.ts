import { describe, expect, it } from 'vitest';
import { avatarClickTarget, type AvatarClickInput } from './avatar-click.js';

const base: AvatarClickInput = { username: 'lin.xiaoyu', ring: 'unseen', loggedIn: true, smallScreen: false };

describe('avatarClickTarget', () => {
  it('opens the profile when the avatar has no ring', () => {
    expect(avatarClickTarget({ ...base, ring: 'none' })).toEqual({ kind: 'profile', href: '/lin.xiaoyu/' });
    expect(avatarClickTarget({ ...base, ring: 'none', loggedIn: false })).toEqual({
      kind: 'profile',
      href: '/lin.xiaoyu/',
    });
  });

  it('opens the stories for every story ring state', () => {
    for (const ring of ['unseen', 'seen', 'close_friends', 'loading'] as const) {
      expect(avatarClickTarget({ ...base, ring })).toEqual({ kind: 'story', href: '/stories/lin.xiaoyu/' });
      expect(avatarClickTarget({ ...base, ring, smallScreen: true })).toEqual({
        kind: 'story',
        href: '/stories/lin.xiaoyu/',
      });
    }
  });

  it('sends a visitor on a wide screen to log in, coming back to the stories', () => {
    expect(avatarClickTarget({ ...base, loggedIn: false })).toEqual({
      kind: 'login',
      href: '/accounts/login/?next=%2Fstories%2Flin.xiaoyu%2F',
    });
    expect(avatarClickTarget({ ...base, loggedIn: false, ring: 'live', liveBroadcastId: '9' }).kind).toBe('login');
  });

  it('opens the live page on a wide screen when logged in', () => {
    expect(avatarClickTarget({ ...base, ring: 'live', liveBroadcastId: '77' })).toEqual({
      kind: 'live',
      href: '/lin.xiaoyu/live/?broadcast_id=77',
    });
  });

  it('offers the app for a live broadcast on a phone, logged in or not', () => {
    expect(avatarClickTarget({ ...base, ring: 'live', liveBroadcastId: '77', smallScreen: true })).toEqual({
      kind: 'app-upsell',
    });
    expect(
      avatarClickTarget({ ...base, ring: 'live', liveBroadcastId: '77', smallScreen: true, loggedIn: false }),
    ).toEqual({ kind: 'app-upsell' });
  });

  it('treats a live ring without a broadcast as no ring', () => {
    expect(avatarClickTarget({ ...base, ring: 'live', liveBroadcastId: null })).toEqual({
      kind: 'profile',
      href: '/lin.xiaoyu/',
    });
  });
});
