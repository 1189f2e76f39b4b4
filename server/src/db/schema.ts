import type { Generated, Insertable, Selectable } from 'kysely';

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
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export interface FollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: number;
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
}

export interface DirectThreadMembersTable {
  thread_id: number;
  user_id: number;
  folder: number;
  pending: number;
  is_admin: number;
  last_seen_at: number | null;
}

export interface DirectItemsTable {
  id: Generated<number>;
  thread_id: number;
  user_id: number;
  item_type: string;
  text: string | null;
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

export interface UploadsTable {
  owner_id: number;
  entity_name: string;
  upload_id: string;
  entity_length: number;
  entity_type: string;
  media_type: number;
  received: number;
  created_at: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** The whole database, as Kysely sees it. */
export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  follows: FollowsTable;
  media: MediaTable;
  media_hashtags: MediaHashtagsTable;
  likes: LikesTable;
  comments: CommentsTable;
  saves: SavesTable;
  direct_threads: DirectThreadsTable;
  direct_thread_members: DirectThreadMembersTable;
  direct_items: DirectItemsTable;
  cookie_consents: CookieConsentsTable;
  uploads: UploadsTable;
  app_meta: AppMetaTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
