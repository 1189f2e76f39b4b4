import type { RemoteName } from '../schemas/types.js';

/** Ids of the routes remotes render; the shell owns the table, remotes provide the screens. */
export type RouteId =
  | 'feed.home'
  | 'feed.post'
  | 'feed.post_comment'
  | 'feed.reels'
  | 'feed.reel'
  | 'feed.stories'
  | 'feed.highlight'
  | 'profile.page'
  | 'profile.your_information'
  | 'profile.settings'
  | 'profile.settings_edit'
  | 'profile.privacy_and_security'
  | 'profile.blocked_accounts'
  | 'profile.close_friends'
  | 'profile.favorites'
  | 'profile.appearance'
  | 'profile.language'
  | 'profile.notifications'
  | 'profile.password'
  | 'profile.login_activity'
  | 'profile.email'
  | 'profile.two_factor'
  | 'profile.reports'
  | 'profile.moderation'
  | 'create.style'
  | 'direct.inbox'
  | 'direct.requests'
  | 'direct.new'
  | 'direct.thread'
  | 'search.page'
  | 'search.explore'
  | 'search.tag'
  | 'search.locations'
  | 'search.location'
  | 'consent.cookie_policy'
  | 'activity.page';

/** A routed screen: its path pattern (React Router syntax), owner remote, and whether it needs login. */
export interface RouteDefinition {
  id: RouteId;
  path: string;
  remote: RemoteName;
  requiresLogin: boolean;
}

/** The account's settings pages, under `/accounts/` (a reserved word, so never a profile). */
export const SETTINGS_PATHS = {
  /** The list of settings sections; on a wide screen it opens the profile edit (docs/behaviour/settings.md). */
  index: '/accounts/settings/',
  /** The profile edit form (docs/behaviour/settings.md#edit-profile). */
  edit: '/accounts/edit/',
  /** Private account and activity status (docs/behaviour/settings.md#privacy-and-security). */
  privacyAndSecurity: '/accounts/privacy_and_security/',
  /** The accounts the viewer blocks, each with Unblock (docs/behaviour/settings.md#blocked-accounts). */
  blockedAccounts: '/accounts/blocked_accounts/',
  /** The close friends list (docs/behaviour/settings.md#close-friends-and-favorites). */
  closeFriends: '/accounts/close_friends/',
  /** The Favorites list (docs/behaviour/settings.md#close-friends-and-favorites). */
  favorites: '/accounts/favorites/',
  /** Download your information and delete the account (docs/behaviour/own-data.md#the-page). */
  yourInformation: '/accounts/your_information/',
  /** Light, dark or automatic (docs/behaviour/shell-chrome.md#appearance). */
  appearance: '/accounts/appearance/',
  /** The interface language, kept by the account (docs/behaviour/shell-chrome.md#language). */
  language: '/accounts/language/',
  /** Each kind of notification on or off, and a pause (docs/behaviour/activity.md#settings). */
  notifications: '/accounts/notifications/',
  /** Change the password with the current one (docs/behaviour/accounts.md#changing-the-password). */
  password: '/accounts/password/change/',
  /** Where you're logged in: the account's sessions (docs/behaviour/accounts.md#where-youre-logged-in). */
  loginActivity: '/accounts/login_activity/',
  /** The account's email address: confirm it, change it (docs/behaviour/accounts.md#email-address). */
  email: '/accounts/email/',
  /** Two-factor authentication: set up, recovery codes, turn off (docs/behaviour/accounts.md#two-factor-authentication). */
  twoFactor: '/accounts/two_factor_authentication/',
  /** The viewer's reports and what became of them (docs/behaviour/moderation.md#your-reports). */
  reports: '/accounts/reports/',
} as const;

/** The moderation area, for moderators only (docs/behaviour/moderation.md#the-moderation-area). */
export const MODERATION_PATH = '/moderation/';

/** The activity page, the phones' view of notifications (docs/behaviour/activity.md#the-screens). */
export const ACTIVITY_PATH = '/accounts/activity/';

/**
 * The product's routes (docs/routes.md#pages), most specific first. `/:username/` comes last
 * because any single segment can be a profile; reserved words cannot be usernames.
 */
export const ROUTES: readonly RouteDefinition[] = [
  { id: 'feed.home', path: '/', remote: 'feed', requiresLogin: true },
  { id: 'feed.post', path: '/p/:shortcode/', remote: 'feed', requiresLogin: false },
  // A comment's permalink: the post page scrolled to the comment (docs/behaviour/comments.md#permalinks).
  { id: 'feed.post_comment', path: '/p/:shortcode/c/:commentId/', remote: 'feed', requiresLogin: false },
  // Open to visitors: their reels tab ends after a few reels (docs/behaviour/logged-out.md#the-reels-tab).
  { id: 'feed.reels', path: '/reels/', remote: 'feed', requiresLogin: false },
  { id: 'feed.reel', path: '/reel/:code/', remote: 'feed', requiresLogin: false },
  { id: 'feed.highlight', path: '/stories/highlights/:highlightId/', remote: 'feed', requiresLogin: true },
  { id: 'feed.stories', path: '/stories/:username/:mediaId?/', remote: 'feed', requiresLogin: true },
  { id: 'create.style', path: '/create/style/', remote: 'create', requiresLogin: true },
  { id: 'direct.inbox', path: '/direct/inbox/', remote: 'direct', requiresLogin: true },
  { id: 'direct.requests', path: '/direct/requests/', remote: 'direct', requiresLogin: true },
  { id: 'direct.new', path: '/direct/new/', remote: 'direct', requiresLogin: true },
  { id: 'direct.thread', path: '/direct/t/:threadId/', remote: 'direct', requiresLogin: true },
  { id: 'search.page', path: '/explore/search/', remote: 'search', requiresLogin: false },
  { id: 'search.explore', path: '/explore/', remote: 'search', requiresLogin: false },
  { id: 'search.tag', path: '/explore/tags/:tag/', remote: 'search', requiresLogin: false },
  { id: 'search.locations', path: '/explore/locations/', remote: 'search', requiresLogin: false },
  { id: 'search.location', path: '/explore/locations/:locationId/:slug?/', remote: 'search', requiresLogin: false },
  { id: 'profile.your_information', path: SETTINGS_PATHS.yourInformation, remote: 'profile', requiresLogin: true },
  { id: 'profile.settings', path: SETTINGS_PATHS.index, remote: 'profile', requiresLogin: true },
  { id: 'profile.settings_edit', path: SETTINGS_PATHS.edit, remote: 'profile', requiresLogin: true },
  {
    id: 'profile.privacy_and_security',
    path: SETTINGS_PATHS.privacyAndSecurity,
    remote: 'profile',
    requiresLogin: true,
  },
  { id: 'profile.blocked_accounts', path: SETTINGS_PATHS.blockedAccounts, remote: 'profile', requiresLogin: true },
  { id: 'profile.close_friends', path: SETTINGS_PATHS.closeFriends, remote: 'profile', requiresLogin: true },
  { id: 'profile.favorites', path: SETTINGS_PATHS.favorites, remote: 'profile', requiresLogin: true },
  { id: 'profile.appearance', path: SETTINGS_PATHS.appearance, remote: 'profile', requiresLogin: true },
  { id: 'profile.language', path: SETTINGS_PATHS.language, remote: 'profile', requiresLogin: true },
  { id: 'profile.notifications', path: SETTINGS_PATHS.notifications, remote: 'profile', requiresLogin: true },
  { id: 'profile.password', path: SETTINGS_PATHS.password, remote: 'profile', requiresLogin: true },
  { id: 'profile.login_activity', path: SETTINGS_PATHS.loginActivity, remote: 'profile', requiresLogin: true },
  { id: 'profile.email', path: SETTINGS_PATHS.email, remote: 'profile', requiresLogin: true },
  { id: 'profile.two_factor', path: SETTINGS_PATHS.twoFactor, remote: 'profile', requiresLogin: true },
  { id: 'profile.reports', path: SETTINGS_PATHS.reports, remote: 'profile', requiresLogin: true },
  // The literal path, as MODERATION_PATH says: scripts/check-doc-claims.mjs reads the table's paths.
  // Its page answers 404 to anyone but a moderator (docs/behaviour/moderation.md#the-moderation-area).
  { id: 'profile.moderation', path: '/moderation/', remote: 'profile', requiresLogin: true },
  // The literal path, as ACTIVITY_PATH says: scripts/check-doc-claims.mjs reads the table's paths.
  { id: 'activity.page', path: '/accounts/activity/', remote: 'activity', requiresLogin: true },
  // Our cookie policy, linked from the cookie dialog (docs/behaviour/consent.md#the-cookie-policy).
  { id: 'consent.cookie_policy', path: '/legal/cookies/', remote: 'consent', requiresLogin: false },
  { id: 'profile.page', path: '/:username/:tab?/', remote: 'profile', requiresLogin: false },
];

/** Ids of places outside routes where a remote renders (dialogs, panels). */
export type SlotId = 'consent.dialog' | 'create.modal' | 'search.panel' | 'feed.post_dialog' | 'activity.panel';

/** Paths the shell renders itself. */
export const SHELL_PATHS = {
  login: '/accounts/login/',
  emailSignup: '/accounts/emailsignup/',
  home: '/',
  /** Ask for a password reset link by username or email (docs/behaviour/accounts.md#password-reset). */
  passwordReset: '/accounts/password/reset/',
  /** A reset link's page: a new password, the token in the query (`?token=`). */
  passwordResetConfirm: '/accounts/password/reset/confirm/',
  /** An address confirmation link's page, the token in the query (docs/behaviour/accounts.md#email-address). */
  emailConfirm: '/accounts/email/confirm/',
} as const;

/**
 * Help pages the shell renders, the targets of the product's "See why" and "Tell us" links
 * (docs/routes.md#help-pages). Under `/help/`, a reserved word, so never a profile.
 */
export const HELP_PATHS = {
  sensitiveContent: '/help/sensitive-content/',
  factChecks: '/help/fact-checks/',
  commentSpam: '/help/comment-spam/',
} as const;

/** The route segments of a profile's tabs after /{username}/ (docs/behaviour/profiles.md#route-and-tabs). */
export const PROFILE_TAB_SEGMENTS = ['reels', 'tagged', 'saved'] as const;

/** The segment of an account's live page, /{username}/live/ (docs/behaviour/profiles.md#live-page). */
export const PROFILE_LIVE_SEGMENT = 'live';

/** Link to a post page. */
export function postPath(shortcode: string): string {
  return `/p/${encodeURIComponent(shortcode)}/`;
}

/** Link to a comment: its post's page, opened at the comment (docs/routes.md#pages). */
export function postCommentPath(shortcode: string, commentId: string): string {
  return `${postPath(shortcode)}c/${encodeURIComponent(commentId)}/`;
}

/** Link to a reel's page (docs/routes.md#pages). */
export function reelPath(code: string): string {
  return `/reel/${encodeURIComponent(code)}/`;
}

/** Link to the stories viewer at an account's reel, optionally at one story (docs/routes.md#pages). */
export function storyPath(username: string, mediaId?: string): string {
  const tail = mediaId ? `${encodeURIComponent(mediaId)}/` : '';
  return `/stories/${encodeURIComponent(username)}/${tail}`;
}

/** Link to the stories viewer at a highlight (docs/routes.md#pages). */
export function highlightPath(highlightId: string): string {
  return `/stories/highlights/${encodeURIComponent(highlightId)}/`;
}

/** Link to a direct thread (docs/routes.md#pages). */
export function directThreadPath(threadId: string): string {
  return `/direct/t/${encodeURIComponent(threadId)}/`;
}

/** Link to a profile. */
export function profilePath(username: string): string {
  return `/${encodeURIComponent(username)}/`;
}

/** Link to a hashtag's page (docs/behaviour/search.md#hashtag-pages). */
export function tagPath(tag: string): string {
  return `/explore/tags/${encodeURIComponent(tag)}/`;
}

/** Link to a place's page; the slug is only for people reading the address. */
export function locationPath(locationId: string, slug?: string): string {
  const tail = slug ? `${encodeURIComponent(slug)}/` : '';
  return `/explore/locations/${encodeURIComponent(locationId)}/${tail}`;
}

/** A place's name as a URL segment: letters and digits of any script, runs of others as '-'. */
export function locationSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Router state of a link that opens a post over the page it was clicked on (the explore grid):
 * the shell keeps rendering `backgroundLocation` and shows the post in a dialog
 * (docs/behaviour/search.md#the-explore-grid).
 */
export interface OverlayLocationState {
  backgroundLocation: { pathname: string; search: string; hash: string; state: unknown; key: string };
}

/** Whether router state asks for an overlay over a background page. */
export function isOverlayLocationState(state: unknown): state is OverlayLocationState {
  return (
    typeof state === 'object' &&
    state !== null &&
    'backgroundLocation' in state &&
    typeof (state as { backgroundLocation: unknown }).backgroundLocation === 'object' &&
    (state as { backgroundLocation: unknown }).backgroundLocation !== null
  );
}
