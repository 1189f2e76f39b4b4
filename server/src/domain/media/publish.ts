import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB, MediaRow } from '../../db/schema.js';
import type { MediaStorage } from '../../media/storage.js';
import type { ProcessedImage } from '../../media/image-pipeline.js';
import type { StoredVersion } from './stored-media.js';
import { syncPostActivity } from '../activity/post-activity.js';
import { setCoauthors } from './coauthors.js';
import type { ActivityNotices } from '../activity/activity-notices.js';
import { extractHashtags } from './caption.js';

const SHORTCODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A random 11-character shortcode for a post URL. */
export function newShortcode(random: () => number = Math.random): string {
  let code = '';
  for (let i = 0; i < 11; i += 1) code += SHORTCODE_ALPHABET[Math.floor(random() * SHORTCODE_ALPHABET.length)];
  return code;
}

/** A fresh storage prefix for one post's (or one item's) files. */
export function newMediaPrefix(): string {
  return `m/${crypto.randomBytes(9).toString('base64url')}`;
}

/** Writes a processed image's renditions under a fresh prefix; returns the prefix and versions. */
export async function storeRenditions(
  storage: MediaStorage,
  processed: ProcessedImage,
  prefix: string = newMediaPrefix(),
): Promise<{ prefix: string; versions: StoredVersion[] }> {
  const versions: StoredVersion[] = [];
  for (const rendition of processed.renditions) {
    const key = `${prefix}/${rendition.width}.webp`;
    if (!(await storage.has(key))) await storage.put(key, rendition.data);
    versions.push({ width: rendition.width, height: rendition.height, key });
  }
  return { prefix, versions };
}

/** A person tagged on a photo at a relative position (0..1). */
export interface NewUsertag {
  userId: number;
  x: number;
  y: number;
}

/** A place from the locations catalogue. */
export interface PostPlace {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

/** The fields of a new post besides its image. */
export interface NewPostFields {
  ownerId: number;
  caption: string;
  accessibilityCaption: string | null;
  takenAt: number;
  commentsDisabled: boolean;
  likeAndViewCountsDisabled: boolean;
  /** A free-text place (seed data); `place` wins when both are given. */
  location?: { name: string; lat: number | null; lng: number | null } | null;
  place?: PostPlace | null;
  usertags?: readonly NewUsertag[];
  /** People invited to collaborate (docs/behaviour/creation.md#collaborators). */
  coauthorIds?: readonly number[];
  /** Collects whom the post's notifications reach, for the caller to announce after the commit. */
  notices?: ActivityNotices;
  code?: string;
}

/** A stored image: its storage prefix, renditions, size and preview data. */
export interface StoredImage {
  prefix: string;
  versions: StoredVersion[];
  width: number;
  height: number;
  preview: string;
}

/** A stored, transcoded video with its poster image. */
export interface StoredVideoPost {
  poster: StoredImage;
  versions: StoredVersion[];
  hlsKey: string;
  duration: number;
  hasAudio: boolean;
}

/** One carousel item: a photo with its own alt text and usertags. */
export interface NewCarouselChild {
  image: StoredImage;
  accessibilityCaption: string | null;
  usertags: readonly NewUsertag[];
}

/** A usertag names a user who does not exist (checked inside the publishing transaction). */
export class UnknownUsertagError extends Error {
  constructor(readonly userId: number) {
    super(`Tagged user ${userId} does not exist.`);
    this.name = 'UnknownUsertagError';
  }
}

type Trx = Transaction<DB>;

async function insertMediaRow(
  trx: Trx,
  fields: NewPostFields,
  kind: { mediaType: 1 | 2 | 8; productType: string; image: StoredImage; processing?: boolean },
  video?: StoredVideoPost,
): Promise<MediaRow> {
  const place = fields.place ?? null;
  const row = await trx
    .insertInto('media')
    .values({
      code: fields.code ?? newShortcode(),
      owner_id: fields.ownerId,
      media_type: kind.mediaType,
      product_type: kind.productType,
      caption: fields.caption,
      caption_edited: 0,
      accessibility_caption: fields.accessibilityCaption,
      taken_at: fields.takenAt,
      original_width: kind.image.width,
      original_height: kind.image.height,
      image_key: kind.image.prefix,
      image_versions: JSON.stringify(kind.image.versions),
      // A processing video has no preview yet (its poster comes with its renditions).
      preview: kind.image.preview || null,
      ...(kind.processing ? { processing: 'processing', processing_progress: 0 } : {}),
      like_count: 0,
      comment_count: 0,
      comments_disabled: fields.commentsDisabled ? 1 : 0,
      like_and_view_counts_disabled: fields.likeAndViewCountsDisabled ? 1 : 0,
      location_name: place?.name ?? fields.location?.name ?? null,
      location_lat: place?.lat ?? fields.location?.lat ?? null,
      location_lng: place?.lng ?? fields.location?.lng ?? null,
      ...(place ? { location_id: place.id } : {}),
      ...(video
        ? {
            video_versions: JSON.stringify(video.versions),
            video_hls_key: video.hlsKey,
            video_duration: video.duration,
            has_audio: video.hasAudio ? 1 : 0,
          }
        : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertHashtags(trx, row.id, extractHashtags(fields.caption));
  return row;
}

/** Files a post under its caption's tags; the tags' counts follow through their triggers. */
export async function insertHashtags(trx: Trx, mediaId: number, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await trx
    .insertInto('media_hashtags')
    .values(tags.map((tag) => ({ media_id: mediaId, tag })))
    .execute();
}

/** Every tagged user must exist; checked in the transaction so a failure leaves nothing. */
async function assertUsersExist(trx: Trx, usertags: readonly NewUsertag[]): Promise<void> {
  const ids = [...new Set(usertags.map((t) => t.userId))];
  if (ids.length === 0) return;
  const found = new Set((await trx.selectFrom('users').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new UnknownUsertagError(missing);
}

/** Tags people on a post (`childId` null) or on one carousel item; every one of them must exist. */
export async function insertUsertags(
  trx: Trx,
  mediaId: number,
  childId: number | null,
  usertags: readonly NewUsertag[],
): Promise<void> {
  await assertUsersExist(trx, usertags);
  if (usertags.length === 0) return;
  await trx
    .insertInto('usertags')
    .values(usertags.map((t) => ({ media_id: mediaId, child_id: childId, user_id: t.userId, x: t.x, y: t.y })))
    .execute();
}

/** The new post's tags, mentions and collaborator invitations, and their notifications (in its transaction). */
async function notifyPeople(trx: Trx, row: MediaRow, fields: NewPostFields): Promise<void> {
  await syncPostActivity(trx, row, fields.notices);
  if (fields.coauthorIds?.length) await setCoauthors(trx, row, fields.coauthorIds, fields.notices);
}

/** Inserts a photo post, its hashtags and usertags in one transaction (all or nothing). */
export async function insertPhotoPost(db: Kysely<DB>, fields: NewPostFields, image: StoredImage): Promise<MediaRow> {
  return db.transaction().execute(async (trx) => {
    const row = await insertMediaRow(trx, fields, { mediaType: 1, productType: 'feed', image });
    await insertUsertags(trx, row.id, null, fields.usertags ?? []);
    await notifyPeople(trx, row, fields);
    return row;
  });
}

/** Inserts a carousel (media_type 8) with its items, their alt texts and usertags, all or nothing. */
export async function insertCarouselPost(
  db: Kysely<DB>,
  fields: NewPostFields,
  children: readonly NewCarouselChild[],
): Promise<MediaRow> {
  const first = children[0];
  if (!first) throw new Error('A carousel needs at least one item.');
  return db.transaction().execute(async (trx) => {
    // The post's own image is the first item's (the grid and link previews show it).
    const row = await insertMediaRow(trx, fields, {
      mediaType: 8,
      productType: 'carousel_container',
      image: first.image,
    });
    await insertUsertags(trx, row.id, null, fields.usertags ?? []);
    for (const [position, child] of children.entries()) {
      const inserted = await trx
        .insertInto('media_children')
        .values({
          media_id: row.id,
          position,
          media_type: 1,
          original_width: child.image.width,
          original_height: child.image.height,
          image_key: child.image.prefix,
          image_versions: JSON.stringify(child.image.versions),
          preview: child.image.preview,
          accessibility_caption: child.accessibilityCaption,
          video_versions: null,
          video_hls_key: null,
          video_duration: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertUsertags(trx, row.id, inserted.id, child.usertags);
    }
    await notifyPeople(trx, row, fields);
    return row;
  });
}

/** Inserts a video post (media_type 2, a clip) whose image renditions are its poster, all or nothing. */
export async function insertVideoPost(
  db: Kysely<DB>,
  fields: NewPostFields,
  video: StoredVideoPost,
): Promise<MediaRow> {
  return db.transaction().execute(async (trx) => {
    const row = await insertMediaRow(trx, fields, { mediaType: 2, productType: 'clips', image: video.poster }, video);
    await insertUsertags(trx, row.id, null, fields.usertags ?? []);
    await notifyPeople(trx, row, fields);
    return row;
  });
}

/**
 * Inserts a video post (a clip) whose renditions are still to be made
 * (docs/behaviour/media.md#video-processing): `processing`, shown only to its author, with a
 * placeholder image until its poster exists. Runs in the caller's transaction, which also queues
 * the transcoding job, so there is never a post without its job nor a job without its post.
 */
export async function insertProcessingVideoPost(
  trx: Trx,
  fields: NewPostFields,
  placeholder: StoredImage,
): Promise<MediaRow> {
  const row = await insertMediaRow(trx, fields, {
    mediaType: 2,
    productType: 'clips',
    image: placeholder,
    processing: true,
  });
  await insertUsertags(trx, row.id, null, fields.usertags ?? []);
  await notifyPeople(trx, row, fields);
  return row;
}
