import type { ComponentType } from 'react';
import { ACTIVITY_PATH, profilePath, type RemoteName, type Viewer } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import type { NavItemId } from 'shared-client';
import type { ShellMessageKey } from '../i18n/messages';
import {
  ActivityIcon,
  CompassIcon,
  CreateIcon,
  HomeIcon,
  MessagesIcon,
  ReelsIcon,
  SearchIcon,
  ThreadsIcon,
  type IconProps,
} from 'shared-ui';

/** One entry of the logged-in navigation, shared by the left and bottom bars. */
export interface NavItem {
  /** The logged-in entries remotes may contribute a badge to, and the sister app's link. */
  id: NavItemId | 'threads' | 'reels';
  label: ShellMessageKey;
  /** Its name while it shows a count (with `{count}`). */
  badgeLabel?: ShellMessageKey;
  /** Where it links; items without a path run `onSelect` instead. */
  path?: string;
  /** A page outside the app, opened in a new tab (Threads). */
  href?: string;
  onSelect?: () => void;
  Icon?: ComponentType<IconProps & { active?: boolean }>;
  /** Whether the item is the current section for a pathname. */
  isActive(pathname: string): boolean;
  /** For a button that opens a panel: whether the panel is open. */
  expanded?: boolean;
  /** The remote whose nav module gives the entry its badge (docs/architecture.md#navigation-entries-from-remotes). */
  remote?: RemoteName;
}

/** The navigation entries for a viewer, in display order. */
export function navItemsFor(viewer: Viewer): NavItem[] {
  const profile = profilePath(viewer.username);
  return [
    { id: 'home', label: 'nav.home', path: '/', Icon: HomeIcon, isActive: (p) => p === '/' },
    {
      id: 'search',
      label: 'nav.search',
      path: '/explore/search/',
      Icon: SearchIcon,
      isActive: (p) => p.startsWith('/explore/search'),
    },
    {
      id: 'explore',
      label: 'nav.explore',
      path: '/explore/',
      Icon: CompassIcon,
      isActive: (p) => p.startsWith('/explore/') && !p.startsWith('/explore/search'),
    },
    // The Reels tab, in both bars; the navigation is only ever drawn for a logged-in viewer
    // (docs/behaviour/shell-chrome.md#reels).
    { id: 'reels', label: 'nav.reels', path: '/reels/', Icon: ReelsIcon, isActive: (p) => p.startsWith('/reels/') },
    {
      id: 'messages',
      label: 'nav.messages',
      badgeLabel: 'nav.messagesUnread',
      path: '/direct/inbox/',
      Icon: MessagesIcon,
      isActive: (p) => p.startsWith('/direct/'),
      remote: 'direct',
    },
    // Notifications: a panel beside the left nav, the activity page on a phone
    // (docs/behaviour/activity.md#the-screens); its badge is remote-activity's.
    {
      id: 'notifications',
      label: 'nav.activity',
      badgeLabel: 'nav.activityUnread',
      path: ACTIVITY_PATH,
      Icon: ActivityIcon,
      isActive: (p) => p === ACTIVITY_PATH,
      remote: 'activity',
    },
    {
      id: 'create',
      label: 'nav.create',
      onSelect: () => eventBus.emit('create-requested', { mode: 'POST' }),
      Icon: CreateIcon,
      isActive: (p) => p.startsWith('/create/'),
    },
    { id: 'profile', label: 'nav.profile', path: profile, isActive: (p) => decodeURIComponent(p) === profile },
  ];
}

/**
 * The sister app's entry, at the foot of the left nav: a new tab through the server's install
 * redirect, which only ever goes to an allowed destination (docs/behaviour/shell-chrome.md#threads).
 */
export const THREADS_ITEM: NavItem = {
  id: 'threads',
  label: 'nav.threads',
  badgeLabel: 'nav.threadsUnread',
  href: '/webinstall/barcelona/loggedin/',
  Icon: ThreadsIcon,
  isActive: () => false,
};
