import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { localeStore } from 'shared-ui';
import { NO_FRIENDSHIP, type FriendshipStatus, type Locale } from 'shared-contracts';
import { sessionStore } from 'shared-client';
import { makeTestUser } from 'shared-client/testing';

/** The viewer of the settings tests. */
export const VIEWER = {
  pk: '1',
  id: '1',
  username: 'lin.xiaoyu',
  full_name: '林小雨',
  is_verified: false,
  is_private: false,
  profile_pic_url: '/media/default/avatar.svg',
};

/** Logs the viewer in and picks the language. */
export function logInAs(locale: Locale = 'en'): void {
  act(() => {
    localeStore.setLocale(locale);
    sessionStore.setSession(VIEWER);
  });
}

/** Makes the window as wide as `width` for the layout's media query. */
export function stubViewportWidth(width: number): void {
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

/** A relationship: following, with the flags given. */
export function followingStatus(overrides: Partial<FriendshipStatus> = {}): FriendshipStatus {
  return { ...NO_FRIENDSHIP, following: true, is_viewer_unconnected: false, ...overrides };
}

/** A listed account with the viewer's relationship. */
export function listedUser(pk: string, username: string, status: Partial<FriendshipStatus> = {}) {
  return {
    ...makeTestUser({ pk, id: pk, username, full_name: `${username} name` }),
    friendship_status: followingStatus(status),
  };
}
