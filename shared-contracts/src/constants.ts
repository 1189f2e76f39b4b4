/** The product's shared constants and limits (docs/constants.md), and the call defaults. */

/** Default timeout of every API call, in milliseconds (one attempt, no retries). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Timeout of the GraphQL helper, in milliseconds. */
export const GRAPHQL_TIMEOUT_MS = 30_000;
/** Timeout of the post configure calls, in milliseconds. */
export const CONFIGURE_TIMEOUT_MS = 60_000;
/** Number of feed items kept fetched ahead of the viewport. */
export const FEED_PREFETCH_BUFFER = 10;
/** Number of posts preloaded on a profile. */
export const PROFILE_PRELOADED_POSTS = 12;
/** Placeholder rows shown while a follow list loads. */
export const FOLLOW_LIST_PLACEHOLDER_ROWS = 10;
/** Image candidates wider than this are ignored (and never produced by the server). */
export const IMAGE_WIDTH_CAP = 1080;
/** Usernames longer than this are truncated with an ellipsis. */
export const USERNAME_TRUNCATE_LENGTH = 22;
/** Badges show numbers up to this value, then "9+". */
export const BADGE_MAX_COUNT = 9;
/** Numbers are shortened (1.2万, 12K) from this value up. */
export const NUMBER_SHORTEN_THRESHOLD = 10_000;
/** Below this width (px) navigation moves to the bottom bar. */
export const BOTTOM_NAV_MAX_WIDTH = 767;
/** From this width (px) the left navigation shows labels. */
export const NAV_LABELS_MIN_WIDTH = 1264;
/** Below this width (px) dialogs use their mobile layout. */
export const DIALOG_MOBILE_MAX_WIDTH = 564;
/** Avatar sizes in px by surface. */
export const AVATAR_SIZES = {
  search: 44,
  storyTray: 56,
  prism: 74,
  profileSmall: 77,
  minimizedHeader: 96,
  large: 150,
} as const;
/** Photo creation accepts only this MIME type. */
export const CREATION_ACCEPTED_IMAGE_TYPE = 'image/jpeg';
/** Size of one resumable upload chunk, in bytes. */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;
/** Largest photo upload accepted, in bytes. */
export const MAX_PHOTO_UPLOAD_BYTES = 30 * 1024 * 1024;
/** Longest caption accepted, in characters. */
export const MAX_CAPTION_LENGTH = 2200;
/** Default transition and toast timings, in milliseconds. */
export const TIMINGS = {
  navTooltipDelay: 850,
  tooltipAutoHide: 10_000,
  popoverTransition: 75,
  defaultTransition: 300,
  toastDuration: 5_000,
} as const;
/**
 * Longest search text the server accepts, in UTF-16 code units (as the schema's `max` and an
 * input's `maxLength` count); the search box holds no more (docs/behaviour/search.md#the-search-page).
 */
export const MAX_SEARCH_QUERY_LENGTH = 100;
/** Longest comment accepted, in characters. */
export const MAX_COMMENT_LENGTH = 2200;
/** Comments a user may post in the rate window before being told to wait. */
export const COMMENT_RATE_LIMIT = { count: 30, windowMs: 10 * 60 * 1000 } as const;
/** Comments shown per page on a post. */
export const COMMENTS_PAGE_SIZE = 15;
/** Trending chain page size on the post page (docs/behaviour/feed.md#post-page). */
export const TRENDING_CHAIN_SIZE = 5;
/** Posts shown under "More posts from {user}". */
export const MORE_POSTS_FROM_USER = 6;
/** Liked-by shows up to this many people. */
export const LIKED_BY_MAX = 3;
/** Days an account that asked to be deleted stays hidden before its purge (docs/behaviour/own-data.md#during-the-grace-period). */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;
/** Longest problem report accepted, in characters (docs/behaviour/shell-chrome.md#report-a-problem). */
export const PROBLEM_REPORT_MAX_LENGTH = 2000;
/** A new password's length, at sign-up and when changed (docs/behaviour/accounts.md#sign-up). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Recovery codes an account with two-factor authentication holds (docs/behaviour/accounts.md#two-factor-authentication). */
export const TWO_FACTOR_RECOVERY_CODE_COUNT = 10;
