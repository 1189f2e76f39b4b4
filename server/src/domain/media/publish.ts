import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, MediaRow } from '../../db/schema.js';
import type { MediaStorage } from '../../media/storage.js';
import type { ProcessedImage } from '../../media/image-pipeline.js';
import type { StoredVersion } from './stored-media.js';
import { extractHashtags } from './caption.js';

const SHORTCODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A random 11-character shortcode for a post URL. */
export function newShortcode(random: () => number = Math.random): string {
  let code = '';
  for (let i = 0; i < 11; i += 1) code += SHORTCODE_ALPHABET[Math.floor(random() * SHORTCODE_ALPHABET.length)];
  return code;
}

/** Writes a processed image's renditions under a fresh prefix; returns the prefix and versions. */
export async function storeRenditions(
  storage: MediaStorage,
  processed: ProcessedImage,
  prefix: string = `m/${crypto.randomBytes(9).toString('base64url')}`,
): Promise<{ prefix: string; versions: StoredVersion[] }> {
  const versions: StoredVersion[] = [];
  for (const rendition of processed.renditions) {
    const key = `${prefix}/${rendition.width}.webp`;
    if (!(await storage.has(key))) await storage.put(key, rendition.data);
    versions.push({ width: rendition.width, height: rendition.height, key });
  }
  return { prefix, versions };
}

/** The fields of a new post besides its image. */
export interface NewPostFields {
  ownerId: number;
  caption: string;
  accessibilityCaption: string | null;
  takenAt: number;
  commentsDisabled: boolean;
  likeAndViewCountsDisabled: boolean;
  location?: { name: string; lat: number | null; lng: number | null } | null;
  code?: string;
}

/** Inserts a photo post and its hashtags in one transaction (all or nothing). */
export async function insertPhotoPost(
  db: Kysely<DB>,
  fields: NewPostFields,
  image: { prefix: string; versions: StoredVersion[]; width: number; height: number; preview: string },
): Promise<MediaRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('media')
      .values({
        code: fields.code ?? newShortcode(),
        owner_id: fields.ownerId,
        media_type: 1,
        product_type: 'feed',
        caption: fields.caption,
        caption_edited: 0,
        accessibility_caption: fields.accessibilityCaption,
        taken_at: fields.takenAt,
        original_width: image.width,
        original_height: image.height,
        image_key: image.prefix,
        image_versions: JSON.stringify(image.versions),
        preview: image.preview,
        like_count: 0,
        comment_count: 0,
        comments_disabled: fields.commentsDisabled ? 1 : 0,
        like_and_view_counts_disabled: fields.likeAndViewCountsDisabled ? 1 : 0,
        location_name: fields.location?.name ?? null,
        location_lat: fields.location?.lat ?? null,
        location_lng: fields.location?.lng ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const tags = extractHashtags(fields.caption);
    if (tags.length > 0) {
      await trx
        .insertInto('media_hashtags')
        .values(tags.map((tag) => ({ media_id: row.id, tag })))
        .execute();
    }
    return row;
  });
}
