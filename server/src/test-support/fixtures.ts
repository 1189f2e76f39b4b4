import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashPassword } from '../domain/users/passwords.js';
import { encodeRenditions, POST_WIDTHS } from '../media/image-pipeline.js';
import { insertPhotoPost, storeRenditions } from '../domain/media/publish.js';
import type { MediaStorage } from '../media/storage.js';

/** Path of the photo fixtures committed in the repository (test-fixtures/, see its ATTRIBUTION.md). */
export const FIXTURES = new URL('../../../test-fixtures/images/', import.meta.url).pathname;

let passwordHash: Promise<string> | null = null;

/** Inserts a user whose password is "password1". */
export async function makeUser(db: Kysely<DB>, username: string, options: { isPrivate?: boolean } = {}) {
  passwordHash ??= hashPassword('password1');
  return db
    .insertInto('users')
    .values({
      username,
      username_lower: username.toLowerCase(),
      email_lower: `${username.toLowerCase()}@example.com`,
      full_name: `${username} Example`,
      password_hash: await passwordHash,
      is_private: options.isPrivate ? 1 : 0,
      created_at: Date.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Makes `follower` follow `followee`. */
export async function makeFollow(db: Kysely<DB>, followerId: number, followeeId: number): Promise<void> {
  await db
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: Date.now() })
    .execute();
}

/** A solid-colour JPEG of a size. */
export function jpeg(width: number, height: number, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

const storedImages = new WeakMap<MediaStorage, ReturnType<typeof encodeTestImage>>();

async function encodeTestImage(storage: MediaStorage) {
  const { data, info } = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const processed = await encodeRenditions(
    { data, width: info.width, height: info.height, channels: 3 },
    { widths: POST_WIDTHS, effort: 0 },
  );
  const stored = await storeRenditions(storage, processed);
  return { ...stored, width: processed.width, height: processed.height, preview: processed.preview };
}

/** Inserts a photo post owned by a user at a time (ms); every post of a storage shares one image. */
export async function makePost(
  db: Kysely<DB>,
  storage: MediaStorage,
  ownerId: number,
  takenAt: number,
  caption = 'hello #test',
  options: { commentsDisabled?: boolean } = {},
) {
  let image = storedImages.get(storage);
  if (!image) {
    image = encodeTestImage(storage);
    storedImages.set(storage, image);
  }
  return insertPhotoPost(
    db,
    {
      ownerId,
      caption,
      accessibilityCaption: null,
      takenAt,
      commentsDisabled: options.commentsDisabled ?? false,
      likeAndViewCountsDisabled: false,
    },
    await image,
  );
}

/** Marks a follow as a Favorites-feed favourite. */
export async function makeFavorite(db: Kysely<DB>, followerId: number, followeeId: number): Promise<void> {
  await db
    .updateTable('follows')
    .set({ is_feed_favorite: 1 })
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .execute();
}

/** Makes `userId` mute the posts of `targetId`. */
export async function makeMute(db: Kysely<DB>, userId: number, targetId: number): Promise<void> {
  await db
    .insertInto('mutes')
    .values({ user_id: userId, target_id: targetId, mute_posts: 1, mute_stories: 0, created_at: Date.now() })
    .execute();
}

/** Makes `blockerId` block `blockedId`. */
export async function makeBlock(db: Kysely<DB>, blockerId: number, blockedId: number): Promise<void> {
  await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: Date.now() })
    .execute();
}

/** Makes `userId` restrict `targetId`. */
export async function makeRestrict(db: Kysely<DB>, userId: number, targetId: number): Promise<void> {
  await db.insertInto('restricts').values({ user_id: userId, target_id: targetId, created_at: Date.now() }).execute();
}

/** Records likes by users on a post and sets its like_count to match. */
export async function makeLikes(db: Kysely<DB>, mediaId: number, userIds: readonly number[], at = Date.now()) {
  if (userIds.length > 0)
    await db
      .insertInto('likes')
      .values(userIds.map((userId, i) => ({ user_id: userId, media_id: mediaId, created_at: at + i })))
      .execute();
  await db
    .updateTable('media')
    .set((eb) => ({ like_count: eb('like_count', '+', userIds.length) }))
    .where('id', '=', mediaId)
    .execute();
}

/** Sets a post's like_count directly (ranking tests need counts, not rows). */
export async function setLikeCount(db: Kysely<DB>, mediaId: number, count: number): Promise<void> {
  await db.updateTable('media').set({ like_count: count }).where('id', '=', mediaId).execute();
}

/** Registers an active ad for a post. */
export async function makeAd(db: Kysely<DB>, mediaId: number, title = 'A sponsored post') {
  return db
    .insertInto('ads')
    .values({
      media_id: mediaId,
      ad_title: title,
      link_text: 'Learn more',
      link_url: 'https://example.com/ad',
      disclaimers: JSON.stringify(['Paid for by Example']),
      created_at: Date.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts a comment directly (bypassing the rules), keeping the post's comment_count in step. */
export async function makeComment(
  db: Kysely<DB>,
  mediaId: number,
  userId: number,
  text: string,
  options: { parentId?: number | null; at?: number; covered?: boolean } = {},
) {
  const row = await db
    .insertInto('comments')
    .values({
      media_id: mediaId,
      user_id: userId,
      text,
      parent_comment_id: options.parentId ?? null,
      like_count: 0,
      created_at: options.at ?? Date.now(),
      is_covered: options.covered ? 1 : 0,
      restricted_status: options.covered ? 1 : 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!options.covered)
    await db
      .updateTable('media')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('id', '=', mediaId)
      .execute();
  return row;
}

/** Extras a rich test post can carry. */
export interface RichPostOptions {
  caption?: string;
  /** Number of carousel items (makes a carousel when 2 or more). */
  children?: number;
  /** Tagged users, on the photo (or on each carousel item). */
  tags?: readonly number[];
  coauthors?: readonly number[];
  sponsor?: number;
  overlay?: 'sensitive' | 'misinformation';
  label?: string;
  video?: boolean;
}

/** A post with carousel items, usertags, coauthors, a sponsor, an overlay, a label or video fields. */
export async function makeRichPost(
  db: Kysely<DB>,
  storage: MediaStorage,
  ownerId: number,
  takenAt: number,
  options: RichPostOptions = {},
) {
  const post = await makePost(db, storage, ownerId, takenAt, options.caption ?? 'rich');
  const children = options.children ?? 0;
  await db
    .updateTable('media')
    .set({
      media_type: children >= 2 ? 8 : options.video ? 2 : 1,
      overlay_type: options.overlay ?? null,
      transparency_label: options.label ?? null,
      is_paid_partnership: options.sponsor ? 1 : 0,
      ...(options.video
        ? {
            video_versions: JSON.stringify([
              { width: 480, height: 480, key: 'v/test/480.mp4' },
              { width: 240, height: 240, key: 'v/test/240.mp4' },
            ]),
            video_hls_key: 'v/test/master.m3u8',
            video_duration: 3,
            has_audio: 1,
          }
        : {}),
    })
    .where('id', '=', post.id)
    .execute();
  const childIds: number[] = [];
  for (let position = 0; position < children; position += 1) {
    const child = await db
      .insertInto('media_children')
      .values({
        media_id: post.id,
        position,
        media_type: 1,
        original_width: post.original_width,
        original_height: post.original_height,
        image_key: post.image_key,
        image_versions: post.image_versions,
        preview: post.preview,
        accessibility_caption: `item ${position + 1}`,
        video_versions: null,
        video_hls_key: null,
        video_duration: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    childIds.push(child.id);
  }
  const targets = childIds.length > 0 ? childIds : [null];
  for (const childId of targets)
    for (const [i, userId] of (options.tags ?? []).entries())
      await db
        .insertInto('usertags')
        .values({ media_id: post.id, child_id: childId, user_id: userId, x: 0.25 + i * 0.1, y: 0.5 })
        .execute();
  for (const [position, userId] of (options.coauthors ?? []).entries())
    await db.insertInto('media_coauthors').values({ media_id: post.id, user_id: userId, position }).execute();
  if (options.sponsor)
    await db
      .insertInto('media_sponsors')
      .values({ media_id: post.id, sponsor_id: options.sponsor, is_pending: 0 })
      .execute();
  return db.selectFrom('media').selectAll().where('id', '=', post.id).executeTakeFirstOrThrow();
}
