import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { encodeRenditions, POST_WIDTHS } from '../media/image-pipeline.js';
import { insertPhotoPost, storeRenditions } from '../domain/media/publish.js';
import type { MediaStorage } from '../media/storage.js';

/**
 * Inserts a photo post with an image of its own (a fresh storage prefix), unlike `makePost` whose
 * posts share one image: tests of what happens to an account's files need files only it uses.
 */
export async function makePostWithOwnImage(
  db: Kysely<DB>,
  storage: MediaStorage,
  ownerId: number,
  caption: string,
  options: { location?: { name: string; lat: number; lng: number }; colour?: string } = {},
) {
  const { data, info } = await sharp({
    create: { width: 64, height: 48, channels: 3, background: options.colour ?? '#c0392b' },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const processed = await encodeRenditions(
    { data, width: info.width, height: info.height, channels: 3 },
    { widths: POST_WIDTHS, effort: 0 },
  );
  const stored = await storeRenditions(storage, processed);
  return insertPhotoPost(
    db,
    {
      ownerId,
      caption,
      accessibilityCaption: null,
      takenAt: Date.now() - 60_000,
      commentsDisabled: false,
      likeAndViewCountsDisabled: false,
      location: options.location ?? null,
    },
    { ...stored, width: processed.width, height: processed.height, preview: processed.preview },
  );
}

/** Stores a profile picture of its own for a user (renditions 320 and 150 under a fresh prefix). */
export async function makeAvatar(db: Kysely<DB>, storage: MediaStorage, userId: number, prefix: string) {
  for (const width of [320, 150]) {
    const image = await sharp({ create: { width, height: width, channels: 3, background: '#2980b9' } })
      .webp()
      .toBuffer();
    await storage.put(`${prefix}/${width}.webp`, image);
  }
  await db.updateTable('users').set({ avatar_key: prefix }).where('id', '=', userId).execute();
}

/** Creates a direct thread with its members and messages ([sender id, text], oldest first). */
export async function makeThread(
  db: Kysely<DB>,
  createdBy: number,
  memberIds: readonly number[],
  messages: ReadonlyArray<readonly [number, string]>,
  options: { title?: string } = {},
): Promise<number> {
  const now = Date.now();
  const thread = await db
    .insertInto('direct_threads')
    .values({
      title: options.title ?? '',
      is_group: memberIds.length > 2 ? 1 : 0,
      created_by: createdBy,
      created_at: now,
      last_activity_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('direct_thread_members')
    .values(
      memberIds.map((userId) => ({
        thread_id: thread.id,
        user_id: userId,
        folder: 0,
        pending: 0,
        is_admin: userId === createdBy ? 1 : 0,
        last_seen_at: null,
      })),
    )
    .execute();
  for (const [i, [userId, text]] of messages.entries())
    await db
      .insertInto('direct_items')
      .values({ thread_id: thread.id, user_id: userId, item_type: 'text', text, created_at: now + i })
      .execute();
  return thread.id;
}
