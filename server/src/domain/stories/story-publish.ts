import type { Kysely } from 'kysely';
import type { StoryAudience } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import type { StoryRow } from '../../db/stories-schema.js';
import type { StoredImage, StoredVideoPost } from '../media/publish.js';
import { STORY_TTL_MS } from '../../policy/stories.js';

/** A new story's fields. */
export interface NewStory {
  ownerId: number;
  audience: StoryAudience;
  accessibilityCaption: string | null;
  takenAt: number;
}

/** Records a photo story (docs/behaviour/stories.md#stories): it expires STORY_TTL_MS after posting. */
export function insertPhotoStory(db: Kysely<DB>, story: NewStory, image: StoredImage): Promise<StoryRow> {
  return db
    .insertInto('stories')
    .values({
      owner_id: story.ownerId,
      media_type: 1,
      audience: story.audience,
      taken_at: story.takenAt,
      expires_at: story.takenAt + STORY_TTL_MS,
      original_width: image.width,
      original_height: image.height,
      image_key: image.prefix,
      image_versions: JSON.stringify(image.versions),
      preview: image.preview,
      accessibility_caption: story.accessibilityCaption,
      video_versions: null,
      video_hls_key: null,
      video_duration: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records a video story whose renditions and poster exist. */
export function insertVideoStory(db: Kysely<DB>, story: NewStory, video: StoredVideoPost): Promise<StoryRow> {
  return db
    .insertInto('stories')
    .values({
      owner_id: story.ownerId,
      media_type: 2,
      audience: story.audience,
      taken_at: story.takenAt,
      expires_at: story.takenAt + STORY_TTL_MS,
      original_width: video.poster.width,
      original_height: video.poster.height,
      image_key: video.poster.prefix,
      image_versions: JSON.stringify(video.poster.versions),
      preview: video.poster.preview,
      accessibility_caption: story.accessibilityCaption,
      video_versions: JSON.stringify(video.versions),
      video_hls_key: video.hlsKey,
      video_duration: video.duration,
      has_audio: video.hasAudio ? 1 : 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Records a video story whose renditions are still to be made (docs/behaviour/media.md#video-processing):
 * `processing`, shown only to its owner, with a placeholder image until its poster exists. Its
 * 24 hours start when it is posted.
 */
export function insertProcessingVideoStory(
  db: Kysely<DB>,
  story: NewStory,
  placeholder: StoredImage,
): Promise<StoryRow> {
  return db
    .insertInto('stories')
    .values({
      owner_id: story.ownerId,
      media_type: 2,
      audience: story.audience,
      taken_at: story.takenAt,
      expires_at: story.takenAt + STORY_TTL_MS,
      original_width: placeholder.width,
      original_height: placeholder.height,
      image_key: placeholder.prefix,
      image_versions: JSON.stringify(placeholder.versions),
      preview: null,
      accessibility_caption: story.accessibilityCaption,
      video_versions: null,
      video_hls_key: null,
      video_duration: null,
      processing: 'processing',
      processing_progress: 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
