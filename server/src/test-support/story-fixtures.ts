import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { STORY_TTL_MS } from '../policy/stories.js';

let nextKey = 0;

/**
 * A story row straight in the database (files are not needed to decide who sees it), `ageMs` old
 * (a minute by default), with one rendition per width given (widest first, 9:16 unless 64 px wide).
 */
export async function makeStory(
  db: Kysely<DB>,
  ownerId: number,
  options: {
    audience?: 'everyone' | 'close_friends';
    ageMs?: number;
    processing?: string;
    widths?: readonly number[];
  } = {},
): Promise<string> {
  const takenAt = Date.now() - (options.ageMs ?? 60_000);
  nextKey += 1;
  const key = `m/story-test-${nextKey}`;
  const widths = options.widths ?? [64];
  const heightOf = (width: number) => (width === 64 ? 48 : Math.round((width * 16) / 9));
  const row = await db
    .insertInto('stories')
    .values({
      owner_id: ownerId,
      media_type: 1,
      audience: options.audience ?? 'everyone',
      taken_at: takenAt,
      expires_at: takenAt + STORY_TTL_MS,
      original_width: widths[0]!,
      original_height: heightOf(widths[0]!),
      image_key: key,
      image_versions: JSON.stringify(
        widths.map((width) => ({ width, height: heightOf(width), key: `${key}/${width}.webp` })),
      ),
      preview: null,
      accessibility_caption: null,
      video_versions: null,
      video_hls_key: null,
      video_duration: null,
      processing: options.processing ?? 'ready',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
