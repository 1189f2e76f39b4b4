import type { z } from 'zod';
import type { ImageCandidate, Media, UserSummary } from '../schemas/types.js';
import type { StoryConfigureFormSchema } from '../schemas/creation.js';
import type { CreateHighlightBodySchema, EditHighlightBodySchema } from '../schemas/stories.js';

// Shapes of the stories, highlights and reels calls (docs/behaviour/stories.md). Types only: the
// calls and their hooks live in the `shared-client/stories` entry, off every first load.

/** Who may see a story: everyone allowed to see the account, or only its close friends. */
export type StoryAudience = ConfigureStoryInput['audience'];

/** Where a video stands in background transcoding (docs/behaviour/media.md#video-processing). */
export interface VideoProcessing {
  /** `processing` until every rendition exists; `failed` when transcoding gave up. */
  status: 'processing' | 'ready' | 'failed';
  /** 0..1, how far transcoding has come (1 when ready). */
  progress: number;
}

/** A progressive rendition of a story video. */
interface StoryVideoVersion {
  type: number;
  url: string;
  width: number;
  height: number;
}

/** One story: a photo or a video that disappears from reels 24 hours after it was posted. */
export interface StoryItem {
  /** Story ids are their own sequence, distinct from post ids. */
  id: string;
  pk: string;
  media_type: 1 | 2;
  product_type: 'story';
  /** Seconds since the epoch. */
  taken_at: number;
  /** Seconds since the epoch; after it only the owner sees the story, in the archive. */
  expiring_at: number;
  audience: StoryAudience;
  original_width: number;
  original_height: number;
  image_versions2: { candidates: ImageCandidate[] };
  /** Base64 preview data for the blurred placeholder. */
  media_preview: string | null;
  accessibility_caption: string | null;
  video_versions: StoryVideoVersion[] | null;
  /** HLS master playlist (null for photos and for videos still processing). */
  video_hls_url: string | null;
  /** Seconds (null for photos). */
  video_duration: number | null;
  number_of_qualities: number;
  has_audio: boolean;
  user: UserSummary;
  /** The viewer has seen this story. */
  seen: boolean;
  /** The viewer liked this story. */
  has_liked: boolean;
  /** How many people saw it: only on the owner's own stories, else null. */
  viewer_count: number | null;
  /** Only on the owner's own video stories while they transcode; null otherwise. */
  video_processing: VideoProcessing | null;
}

/** A reel: an account's current stories, or a highlight. Ids: user pk, or `highlight:{id}`. */
export interface StoryReel {
  id: string;
  reel_type: 'user_reel' | 'highlight_reel';
  user: UserSummary;
  /** taken_at of the newest item (seconds). */
  latest_reel_media: number;
  /** Seconds; when the newest item expires (highlights: null, they keep). */
  expiring_at: number | null;
  /** Every item seen by the viewer (the ring turns grey). Highlights: always false. */
  seen: boolean;
  /** At least one item is for close friends only (the green ring). */
  is_close_friends: boolean;
  /** Always false here: no fan clubs, no pride media (docs/README.md#known-differences). */
  is_fan_club_story: boolean;
  has_pride_media: boolean;
  /** Item ids in play order (oldest first). */
  media_ids: string[];
  media_count: number;
  /** The items themselves: present in reels_media answers, absent in the tray. */
  items?: StoryItem[];
  /** Highlights only. */
  title?: string;
  /** Highlights only: the cover image (square crop of the chosen item). */
  cover_media?: { media_id: string; cropped_image_version: ImageCandidate } | null;
}

/** GET /api/v1/feed/reels_tray/: the viewer's own reel first (when current), then others, unseen first. */
export interface ReelsTrayAnswer {
  tray: StoryReel[];
  status: 'ok';
}

/** GET /api/v1/feed/reels_media/: the asked-for reels with their items, in the asked order; invisible ones left out. */
export interface ReelsMediaAnswer {
  reels_media: StoryReel[];
  status: 'ok';
}

/** GET /api/v1/stories/{username}/reel/: one account's current reel, null when none is visible. */
export interface UserStoryAnswer {
  reel: StoryReel | null;
  status: 'ok';
}

/** POST /api/v1/media/seen/ answer. */
export interface MarkSeenAnswer {
  /** How many of the given stories were newly recorded as seen. */
  seen: number;
  status: 'ok';
}

/**
 * The form of POST /api/v1/media/configure_to_story/: an upload finished through the resumable
 * upload (photo or video), the audience and the alt text, as the server reads it.
 */
export type ConfigureStoryInput = z.output<typeof StoryConfigureFormSchema>;

/** POST /api/v1/media/configure_to_story/ answer: the new story (videos: video_processing set). */
export interface ConfigureStoryAnswer {
  media: StoryItem;
  status: 'ok';
}

/** One viewer of the owner's story. */
interface StoryViewer {
  user: UserSummary;
  /** Seconds since the epoch. */
  seen_at: number;
  has_liked: boolean;
}

/** GET /api/v1/media/{media_id}/list_reel_media_viewer/ (owner only), newest first. */
export interface StoryViewersPage {
  users: StoryViewer[];
  user_count: number;
  next_max_id: string | null;
  more_available: boolean;
  status: 'ok';
}

/** GET /api/v1/highlights/{user_id}/highlights_tray/: an account's highlights, newest first (items absent). */
export interface HighlightsTrayAnswer {
  tray: StoryReel[];
  status: 'ok';
}

/** The body of POST /api/v1/highlights/create_reel/. */
export type CreateHighlightInput = z.output<typeof CreateHighlightBodySchema>;

/** The body of POST /api/v1/highlights/{id}/edit_reel/. */
export type EditHighlightInput = z.output<typeof EditHighlightBodySchema>;

/** Answer of create_reel and edit_reel: the highlight with its items. */
export interface HighlightAnswer {
  reel: StoryReel;
  status: 'ok';
}

/** GET /api/v1/archive/reel/stories/: the viewer's own stories, expired or not, newest first. */
export interface StoryArchivePage {
  items: StoryItem[];
  next_max_id: string | null;
  more_available: boolean;
  status: 'ok';
}

/** GET /api/v1/clips/home/: a page of reels (video posts made as clips). A profile's Reels tab is fetchUserClips. */
export interface ClipsPage {
  items: Array<{ media: Media }>;
  paging_info: { max_id: string | null; more_available: boolean };
  status: 'ok';
}

/** POST /api/v1/media/{media_id}/story_like/ and story_unlike/ answer. */
export interface StoryLikeAnswer {
  has_liked: boolean;
  status: 'ok';
}
