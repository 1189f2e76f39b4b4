import type { CookieControl, FeedVariant, FriendshipStatus, Media, Viewer } from '../schemas/types.js';
import type { Locale } from '../i18n/locale.js';
import type { RealtimeClientMessage, RealtimeServerEvent } from '../realtime/events.js';
import type { Appearance } from '../appearance/appearance-values.js';

/** What a post shortcut asks: move to the next or previous post, or like, save or comment on the current one. */
export type PostShortcutAction = 'next' | 'previous' | 'like' | 'save' | 'comment';

/** An action offered inside a toast (e.g. Retry). */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

/**
 * Every event that crosses a remote boundary, keyed by a past-tense name (or `-requested` for
 * asks the shell fulfils). Payloads are plain data plus, for toasts, a callback.
 */
// A type alias (not an interface) so it satisfies mitt's Record<EventType, unknown> constraint.
export type AppEvents = {
  /** The session changed: logged in, logged out, or learned at start-up. */
  'session-changed': { viewer: Viewer | null };
  /** The interface language changed. */
  'locale-changed': { locale: Locale };
  /** A post was published by the viewer. */
  'post-created': { media: Media };
  /** The viewer deleted a post of theirs (it leaves every view). */
  'post-deleted': { mediaId: string; code: string; userId: string };
  /** The viewer edited a post of theirs: the post as saved (every view shows it). */
  'post-edited': { media: Media };
  /** The viewer's relationship with a user changed. */
  'friendship-changed': { userId: string; friendshipStatus: FriendshipStatus };
  /** The viewer liked or unliked a post (so every view of it agrees). */
  'media-like-changed': { mediaId: string; hasLiked: boolean; likeCount: number };
  /** The viewer saved or unsaved a post, or changed its collections. */
  'media-save-changed': { mediaId: string; saved: boolean; collectionIds: string[] };
  /** A comment was added to a post by the viewer. */
  'comment-added': { mediaId: string; commentCount: number };
  /** The viewer picked a feed variant. */
  'feed-variant-changed': { variant: FeedVariant };
  /** The cookie choice was recorded, with the optional controls it allows (as the server recorded them). */
  'consent-changed': { acceptOnlyEssential: boolean; optedInControls: readonly CookieControl[] };
  /** Something (the footer, settings) asks the shell to show the cookie dialog again, to change the choice. */
  'consent-dialog-requested': Record<string, never>;
  /** A remote asks the shell to show a toast. */
  'toast-requested': { message: string; action?: ToastAction; durationMs?: number };
  /** A remote asks the shell to open the creation modal. */
  'create-requested': { mode: 'POST' | 'PROFILE_PIC_POST_UPSELL' };
  /** A remote asks the shell to show the sharing progress bar ("正在分享…"), or hide it. */
  'sharing-progress-changed': { active: boolean; percent?: number };
  /** The viewer muted or unmuted a user's posts and/or story (posts muted: leave the feeds). */
  'mute-changed': { userId: string; posts: boolean; story: boolean };
  /** The viewer blocked or unblocked a user (blocked: their content leaves every view). */
  'block-changed': { userId: string; blocking: boolean };
  /** The viewer removed a follower. */
  'follower-removed': { userId: string };
  /** The viewer (a private account) approved or declined a follow request. */
  'follow-request-resolved': { userId: string; approved: boolean };
  /** The viewer edited their profile (name, username, bio, links, privacy). */
  'profile-edited': { userId: string; username: string; fullName: string; isPrivate: boolean };
  /** A remote asks remote-create to open the profile picture change (see remote-profile README). */
  'create:open-profile-picture': { userId: string };
  /** The viewer's profile picture changed (announced by whoever changed it). */
  'profile-picture-changed': { userId: string; profilePicUrl: string; hdProfilePicUrl?: string };
  /** The viewer created, renamed or deleted a collection, or removed posts from one. */
  'collection-changed': {
    collectionId: string;
    change: 'created' | 'renamed' | 'deleted' | 'items-removed';
    name?: string;
    mediaIds?: string[];
  };
  /** An event from the realtime socket, re-published by the shell (it owns the one socket per tab). */
  'realtime-event': RealtimeServerEvent;
  /** The realtime socket opened or closed; `resumed` is true on a reconnect (catch up then). */
  'realtime-status-changed': { connected: boolean; resumed: boolean };
  /** The viewer's direct inbox badge count (shown on the Messages nav item). */
  'direct-badge-changed': { count: number };
  /** A keyboard shortcut about the current post (j/k/l/s/c), for the remote showing posts (docs/behaviour/shell-chrome.md). */
  'post-shortcut-requested': { action: PostShortcutAction };
  /** The viewer chose how the app looks (docs/behaviour/shell-chrome.md). */
  'appearance-changed': { appearance: Appearance };
  /** Asks the shell to send a message on the realtime socket (typing); dropped while it is closed. */
  'realtime-send-requested': RealtimeClientMessage;
};

/** Names of all bus events. */
export type AppEventName = keyof AppEvents;
