import type { Generated, Selectable } from 'kysely';

// Tables of stories and highlights (migration 010, docs/behaviour/stories.md), kept apart from
// schema.ts so the DB interface only lists them.

/** One story: a photo or video of an account, shown in reels until `expires_at` (ms). */
export interface StoriesTable {
  id: Generated<number>;
  owner_id: number;
  /** 1 photo, 2 video. */
  media_type: number;
  /** 'everyone' or 'close_friends'. */
  audience: string;
  taken_at: number;
  expires_at: number;
  original_width: number;
  original_height: number;
  /** Storage prefix of the image renditions (the poster of a video). */
  image_key: string;
  /** JSON array of { width, height, key }. */
  image_versions: string;
  preview: string | null;
  accessibility_caption: string | null;
  video_versions: string | null;
  video_hls_key: string | null;
  video_duration: number | null;
  has_audio: Generated<number>;
  /** 'ready', 'processing' (a video still transcoding) or 'failed'. */
  processing: Generated<string>;
  /** 0..1 while processing. */
  processing_progress: Generated<number>;
}

/** Who saw a story, and when (ms). */
export interface StoryViewsTable {
  story_id: number;
  viewer_id: number;
  seen_at: number;
}

/** A like of a story. */
export interface StoryLikesTable {
  story_id: number;
  user_id: number;
  created_at: number;
}

/** A titled set of an owner's stories kept on the profile. */
export interface HighlightsTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  cover_story_id: number | null;
  created_at: number;
}

/** A story inside a highlight. */
export interface HighlightItemsTable {
  highlight_id: number;
  story_id: number;
  added_at: number;
}

export type StoryRow = Selectable<StoriesTable>;
export type HighlightRow = Selectable<HighlightsTable>;

/** A durable transcoding job (migration 011, docs/behaviour/media.md#video-processing). */
export interface TranscodeJobsTable {
  id: Generated<number>;
  /** 'media' (a clip) or 'story'. */
  target_kind: string;
  target_id: number;
  owner_id: number;
  /** The uploaded original, kept under DATA_DIR/transcode until the job ends. */
  source_file: string;
  /** Storage prefix the renditions go under. */
  prefix: string;
  /** JSON array of { width, height, kbps }. */
  ladder: string;
  /** 'queued', 'running', 'done' or 'failed'. */
  state: Generated<string>;
  progress: Generated<number>;
  attempts: Generated<number>;
  error: string | null;
  /** While running: until when the worker holding it counts as alive (ms). */
  lease_until: number | null;
  created_at: number;
  updated_at: number;
}

export type TranscodeJobRow = Selectable<TranscodeJobsTable>;
