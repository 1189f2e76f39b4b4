import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  HighlightItemsTable,
  HighlightsTable,
  StoriesTable,
  StoryLikesTable,
  StoryViewsTable,
  TranscodeJobsTable,
} from './stories-schema.js';
import type { ModerationActionsTable, ReportsTable } from './moderation-schema.js';
import type { TwoFactorChallengesTable, TwoFactorRecoveryCodesTable, TwoFactorTable } from './two-factor-schema.js';

/** Times are unix milliseconds; flags are 0 or 1 so both dialects store them the same way. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_lower: string;
  email_lower: string | null;
  full_name: string;
  password_hash: string;
  biography: Generated<string>;
  bio_links: Generated<string>;
  is_private: Generated<number>;
  is_verified: Generated<number>;
  account_type: Generated<number>;
  category: string | null;
  avatar_key: string | null;
  created_at: number;
  /** When the account asked to be deleted; it is hidden from everyone until the purge (docs/behaviour/own-data.md). */
  deletion_requested_at: Generated<number | null>;
  /** While suspended by a moderator: when; hidden from everyone as an account awaiting deletion is (docs/behaviour/moderation.md#suspending). */
  suspended_at: Generated<number | null>;
  /** When a suspension ends (ms); null while suspended for good. */
  suspended_until: Generated<number | null>;
  /** While a moderator keeps the account out of explore and search (docs/behaviour/moderation.md#limiting). */
  limited_at: Generated<number | null>;
  /** 1 when an admin made the account a moderator (docs/behaviour/moderation.md#moderators). */
  is_moderator: Generated<number>;
  /** 1 while others may see when the account is online and has read (docs/behaviour/settings.md#activity-status). */
  show_activity_status: Generated<number>;
  /** Last time the account used the app (a direct call or an open socket), for presence (docs/behaviour/direct.md#presence-on-the-server). */
  last_active_at: Generated<number | null>;
  /** The full name lower-cased by the server for search (docs/behaviour/search.md#indexes). */
  full_name_lower: Generated<string>;
  /** Rows in `follows` with this account as followee, kept by triggers (docs/behaviour/search.md#ranking-people). */
  follower_count: Generated<number>;
  /** 'auto' (follow the device), 'light' or 'dark' (docs/behaviour/shell-chrome.md#appearance). */
  appearance: Generated<string>;
  /** The interface language the account chose; null until it chooses (docs/behaviour/shell-chrome.md#language). */
  locale: Generated<string | null>;
  /** When the address was confirmed by its mailed link; null until then (docs/behaviour/accounts.md#email-address). */
  email_confirmed_at: Generated<number | null>;
}

/** A mailed link's token, stored as its hash (docs/behaviour/accounts.md#password-reset). */
export interface AccountTokensTable {
  token_hash: string;
  user_id: number;
  /** 'password_reset' or 'email_confirm'. */
  purpose: string;
  /** The address an 'email_confirm' token confirms. */
  email: string | null;
  created_at: number;
  expires_at: number;
}

/** A mail waiting to be sent (docs/behaviour/accounts.md#mail-delivery). */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  expires_at: number;
  attempts: Generated<number>;
  next_attempt_at: number;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  /** The user agent that last used the session, cut to 512 characters; null before its first use since 036. */
  user_agent: string | null;
  /** About when it was last used (ms): updated at most every SESSION_TOUCH_INTERVAL_MS. */
  last_used_at: number | null;
}

export interface FollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: number;
  /** The follower put the followee in their Favorites feed. */
  is_feed_favorite: Generated<number>;
  /** The followee is on the follower's close friends list. */
  is_bestie: Generated<number>;
}

export interface MediaTable {
  id: Generated<number>;
  code: string;
  owner_id: number;
  media_type: number;
  product_type: string;
  caption: string;
  caption_edited: number;
  accessibility_caption: string | null;
  taken_at: number;
  original_width: number;
  original_height: number;
  /** Storage key prefix of the renditions. */
  image_key: string;
  /** JSON array of { width, height, key }. */
  image_versions: string;
  preview: string | null;
  like_count: number;
  comment_count: number;
  comments_disabled: number;
  like_and_view_counts_disabled: number;
  location_name: string | null;
  location_lat: number | null;
  location_lng: number | null;
  /** JSON array of { width, height, key } progressive MP4 renditions (videos only). */
  video_versions: Generated<string | null>;
  /** Storage key of the HLS master playlist (videos only). */
  video_hls_key: Generated<string | null>;
  /** Seconds (videos only). */
  video_duration: Generated<number | null>;
  has_audio: Generated<number>;
  /** 'sensitive' or 'misinformation'; the overlay's texts come from the presenter. */
  overlay_type: Generated<string | null>;
  transparency_label: Generated<string | null>;
  is_paid_partnership: Generated<number>;
  /** The place the post is tagged with (locations.id); name and position are copied beside it. */
  location_id: Generated<number | null>;
  /** 'ready', or for a video still transcoding 'processing' (author only), or 'failed'. */
  processing: Generated<string>;
  /** 0..1 while processing. */
  processing_progress: Generated<number>;
}

/** One item of a carousel (media_type 8); its own renditions, alt text and usertags. */
export interface MediaChildrenTable {
  id: Generated<number>;
  media_id: number;
  position: number;
  media_type: number;
  original_width: number;
  original_height: number;
  image_key: string;
  image_versions: string;
  preview: string | null;
  accessibility_caption: string | null;
  video_versions: string | null;
  video_hls_key: string | null;
  video_duration: number | null;
  has_audio: Generated<number>;
}

/** A person tagged on a photo (or on one carousel item); x and y are relative, 0..1. */
export interface UsertagsTable {
  id: Generated<number>;
  media_id: number;
  child_id: number | null;
  user_id: number;
  x: number;
  y: number;
}

export interface MediaCoauthorsTable {
  media_id: number;
  user_id: number;
  position: Generated<number>;
  /** 1: invited, not yet accepted (migration 034); 0: a collaborator. */
  pending: Generated<number>;
}

export interface MediaSponsorsTable {
  media_id: number;
  sponsor_id: number;
  is_pending: Generated<number>;
}

export interface MediaHashtagsTable {
  media_id: number;
  tag: string;
}

export interface LikesTable {
  user_id: number;
  media_id: number;
  created_at: number;
}

export interface CommentsTable {
  id: Generated<number>;
  media_id: number;
  user_id: number;
  text: string;
  parent_comment_id: number | null;
  like_count: number;
  created_at: number;
  /** Hidden from everyone but its author and the post owner (restricted authors). */
  is_covered: Generated<number>;
  /** 1 when the author was restricted by the post owner at the time of posting. */
  restricted_status: Generated<number>;
}

export interface CommentLikesTable {
  comment_id: number;
  user_id: number;
  created_at: number;
}

export interface CollectionsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: number;
}

export interface CollectionItemsTable {
  collection_id: number;
  media_id: number;
  created_at: number;
}

export interface FollowRequestsTable {
  requester_id: number;
  target_id: number;
  created_at: number;
}

export interface MutesTable {
  user_id: number;
  target_id: number;
  mute_posts: Generated<number>;
  mute_stories: Generated<number>;
  created_at: number;
}

export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: number;
}

export interface RestrictsTable {
  user_id: number;
  target_id: number;
  created_at: number;
}

/** A supervisor and an account they supervise (no block either way: docs/behaviour/relationships.md#supervision). */
export interface SupervisionsTable {
  supervisor_id: number;
  supervised_id: number;
  created_at: number;
}

export interface SuggestionDismissalsTable {
  user_id: number;
  target_id: number;
  created_at: number;
}

/** An operator-configured sponsored post; its picture and author are an ordinary media row. */
export interface AdsTable {
  id: Generated<number>;
  media_id: number;
  ad_title: string;
  link_text: string;
  link_url: string;
  /** JSON array of strings. */
  disclaimers: Generated<string>;
  active: Generated<number>;
  created_at: number;
}

/** The frozen ranked part of a viewer's home feed (JSON payload, see domain/feed/snapshot.ts). */
export interface FeedSnapshotsTable {
  id: Generated<number>;
  viewer_id: number;
  created_at: number;
  payload: string;
}

export interface SavesTable {
  user_id: number;
  media_id: number;
  created_at: number;
}

export interface DirectThreadsTable {
  id: Generated<number>;
  title: string;
  is_group: number;
  created_by: number;
  created_at: number;
  last_activity_at: number;
  /** Seconds new messages live for; null when disappearing messages are off (docs/behaviour/direct.md#disappearing-messages). */
  disappearing_ttl_sec: Generated<number | null>;
}

export interface DirectThreadMembersTable {
  thread_id: number;
  user_id: number;
  folder: number;
  pending: number;
  is_admin: number;
  last_seen_at: number | null;
  muted: Generated<number>;
  mute_calls: Generated<number>;
  /** Hidden from the member's inbox until the next message (docs/behaviour/direct.md#thread-actions). */
  hidden: Generated<number>;
  /** Items up to this id are gone for this member (delete of a one-to-one thread). */
  cleared_through_item_id: Generated<number>;
  /** When the member left or was removed; they read nothing after `left_through_item_id`. */
  left_at: Generated<number | null>;
  left_through_item_id: Generated<number | null>;
  last_seen_item_id: Generated<number | null>;
  /** The member reads only items after this one, the last when they joined (docs/behaviour/direct.md#who-sees-a-thread). */
  joined_after_item_id: Generated<number>;
  /** The group's name and timer when the member left or was removed: a former member's copy stays as it was. */
  left_title: Generated<string | null>;
  left_disappearing_ttl_sec: Generated<number | null>;
}

/** Items a member missed while away (left or removed, then added back): `after_item_id` < id <= `through_item_id`. */
export interface DirectMemberGapsTable {
  thread_id: number;
  user_id: number;
  after_item_id: number;
  through_item_id: number;
}

export interface DirectItemsTable {
  id: Generated<number>;
  thread_id: number;
  user_id: number;
  item_type: string;
  text: string | null;
  created_at: number;
  /** The kind's details as JSON (link, photo, share, story reply, action log). */
  payload: Generated<string | null>;
  /** The sender's idempotency key, unique per sender and thread. */
  client_context: Generated<string | null>;
  replied_to_item_id: Generated<number | null>;
  is_forwarded: Generated<number>;
  /** When a disappearing message is deleted (ms). */
  expires_at: Generated<number | null>;
  /** A photo's storage prefix (its files are served to members only). */
  image_key: Generated<string | null>;
}

/** A like (kind 'like') or an emoji (kind 'emoji') of a member on a message. */
export interface DirectItemReactionsTable {
  item_id: number;
  user_id: number;
  kind: string;
  emoji: Generated<string>;
  created_at: number;
}

/** A message a member deleted for themselves only. */
export interface DirectItemHidesTable {
  item_id: number;
  user_id: number;
}

/** One analytics event a consenting browser sent (docs/behaviour/analytics.md#what-the-server-keeps). */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  device_id: string;
  user_id: number | null;
  event: string;
  event_category: string;
  event_flow: string | null;
  event_step: string | null;
  extra_client_data: string;
  access_flow_version: string;
  waterfall_id: string;
  event_request_id: string;
  client_time: number;
  created_at: number;
}

/** One choice made in the cookie dialog, as its interaction record (docs/behaviour/consent.md#what-is-recorded). */
export interface CookieConsentLogTable {
  id: Generated<number>;
  device_id: string;
  user_id: number | null;
  record: string;
  created_at: number;
}

export interface CookieConsentsTable {
  device_id: string;
  user_id: number | null;
  accept_only_essential: number;
  consent_to_everything: number;
  opted_in_controls: string;
  optouts: string;
  decided_at: number;
}

/** What a browser without a session has seen of one surface (docs/behaviour/logged-out.md#impression-limits). */
export interface VisitorImpressionsTable {
  visitor_key: string;
  surface: string;
  seen: number;
  updated_at: number;
}

export interface UploadsTable {
  owner_id: number;
  entity_name: string;
  upload_id: string;
  entity_length: number;
  entity_type: string;
  media_type: number;
  received: number;
  created_at: number;
  /** Hash of the login session that started the upload (resuming needs the same session). */
  session_hash: Generated<string | null>;
  /** The instance whose data folder holds the bytes (docs/operating.md#one-data-folder-per-process); null before 028. */
  holder_instance: string | null;
}

/** One acknowledged slice of an upload kept in a bucket (migration 040): the object holding its bytes. */
export interface UploadPartsTable {
  owner_id: number;
  entity_name: string;
  start_offset: number;
  length: number;
  object_key: string;
  created_at: number;
}

/** A place posts can be tagged with (location search, GPS suggestions). */
export interface LocationsTable {
  id: Generated<number>;
  name: string;
  address: Generated<string>;
  lat: number;
  lng: number;
  /** Region for the location directory (docs/behaviour/search.md#location-directory); '' when unknown. */
  country_code: Generated<string>;
  country_name: Generated<string>;
  city: Generated<string>;
}

/** A recent search of an account (docs/behaviour/search.md#search-history-on-the-server). */
export interface SearchHistoryTable {
  user_id: number;
  /** 'user', 'hashtag', 'place' or 'keyword'. */
  entity_type: string;
  /** User id, tag, place id or keyword text. */
  entity_id: string;
  clicked_at: number;
}

/** A hashtag an account follows (docs/behaviour/search.md#followed-hashtags-in-the-home-feed). */
export interface HashtagFollowsTable {
  user_id: number;
  tag: string;
  created_at: number;
}

/** One row per tag, with its posts by public accounts (kept by triggers: docs/behaviour/search.md#counts). */
export interface HashtagsTable {
  tag: string;
  public_media_count: Generated<number>;
}

/**
 * Each tag under each of its first prefixes, with its public count (kept by triggers on `hashtags`):
 * the most used tags starting with a query, read in index order (docs/behaviour/search.md#indexes).
 */
export interface HashtagPrefixesTable {
  tag: string;
  prefix: string;
  public_media_count: number;
}

/** One "Download your information" archive (docs/behaviour/own-data.md#download-your-information). */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  /** 'pending', 'ready' or 'failed'. */
  state: string;
  requested_at: number;
  finished_at: number | null;
  /** When the archive file and this row are removed (ready archives only). */
  expires_at: number | null;
  /** The archive's file name under DATA_DIR/exports/{user_id}/ (random, never shown). */
  file_name: string | null;
  size_bytes: number | null;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** The whole database, as Kysely sees it. */
/** Rate-limit counts shared by every server instance: one row per limited key (migration 015). */
/** A "Report a problem" message (docs/behaviour/shell-chrome.md#report-a-problem). */
export interface ProblemReportsTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  page_path: string;
  created_at: number;
}

export interface RateLimitWindowsTable {
  limit_key: string;
  /** When the key's current window started (epoch ms). */
  window_start: number;
  /** Attempts counted in that window. */
  attempts: number;
}

/** Who runs a periodic job until when (migration 041, domain/jobs/job-leases.ts). */
export interface JobLeasesTable {
  name: string;
  /** The claiming timer's random id. */
  holder: string;
  /** Epoch ms after which another instance may claim the job. */
  until: number;
}

/** One cause of activity (docs/behaviour/activity.md#what-is-notified); see migration 029. */
export interface NotificationsTable {
  id: Generated<number>;
  recipient_id: number;
  actor_id: number;
  kind: string;
  /** The cause's object within its kind: `d<direct item id>`, `c<comment id>`, `s<story id>`, `m<media id>` or '' (a follow). */
  subject: string;
  media_id: number | null;
  comment_id: number | null;
  /** The story a story like is about (migration 032). */
  story_id: Generated<number | null>;
  /** The message a story reply or reaction is (migration 035). */
  direct_item_id: Generated<number | null>;
  created_at: number;
  withdrawn_at: number | null;
}

/** When an account last saw its activity. */
export interface ActivityMarksTable {
  user_id: number;
  seen_at: number;
}

/** A kind of activity an account turned off (docs/behaviour/activity.md#settings). */
export interface ActivityKindsOffTable {
  user_id: number;
  kind: string;
}

/** Until when an account paused its notifications. */
export interface ActivityPausesTable {
  user_id: number;
  paused_until: number;
}

/** A browser allowed to receive an account's notifications (docs/behaviour/activity.md#browser-notifications). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** 1: the payload may carry the notification's text; 0: only that there is something new. */
  previews: number;
  created_at: number;
  /** The session that registered it (its token's hash); the subscription ends with the session. Null only in type: SQLite cannot add a required column. */
  session_hash: string | null;
}

export interface DB {
  users: UsersTable;
  reports: ReportsTable;
  moderation_actions: ModerationActionsTable;
  sessions: SessionsTable;
  follows: FollowsTable;
  media: MediaTable;
  media_hashtags: MediaHashtagsTable;
  hashtags: HashtagsTable;
  hashtag_prefixes: HashtagPrefixesTable;
  hashtag_follows: HashtagFollowsTable;
  search_history: SearchHistoryTable;
  media_children: MediaChildrenTable;
  usertags: UsertagsTable;
  media_coauthors: MediaCoauthorsTable;
  media_sponsors: MediaSponsorsTable;
  likes: LikesTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  saves: SavesTable;
  collections: CollectionsTable;
  collection_items: CollectionItemsTable;
  follow_requests: FollowRequestsTable;
  mutes: MutesTable;
  blocks: BlocksTable;
  restricts: RestrictsTable;
  suggestion_dismissals: SuggestionDismissalsTable;
  supervisions: SupervisionsTable;
  ads: AdsTable;
  feed_snapshots: FeedSnapshotsTable;
  direct_threads: DirectThreadsTable;
  direct_thread_members: DirectThreadMembersTable;
  direct_items: DirectItemsTable;
  direct_item_reactions: DirectItemReactionsTable;
  direct_item_hides: DirectItemHidesTable;
  direct_member_gaps: DirectMemberGapsTable;
  cookie_consents: CookieConsentsTable;
  visitor_impressions: VisitorImpressionsTable;
  cookie_consent_log: CookieConsentLogTable;
  analytics_events: AnalyticsEventsTable;
  uploads: UploadsTable;
  upload_parts: UploadPartsTable;
  locations: LocationsTable;
  data_exports: DataExportsTable;
  app_meta: AppMetaTable;
  rate_limit_windows: RateLimitWindowsTable;
  job_leases: JobLeasesTable;
  problem_reports: ProblemReportsTable;
  stories: StoriesTable;
  story_views: StoryViewsTable;
  story_likes: StoryLikesTable;
  highlights: HighlightsTable;
  highlight_items: HighlightItemsTable;
  transcode_jobs: TranscodeJobsTable;
  notifications: NotificationsTable;
  activity_marks: ActivityMarksTable;
  activity_kinds_off: ActivityKindsOffTable;
  activity_pauses: ActivityPausesTable;
  push_subscriptions: PushSubscriptionsTable;
  account_tokens: AccountTokensTable;
  mail_outbox: MailOutboxTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
export type MediaChildRow = Selectable<MediaChildrenTable>;
export type CommentRow = Selectable<CommentsTable>;
