import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashPassword } from '../domain/users/passwords.js';
import { encodeRenditions, POST_WIDTHS } from '../media/image-pipeline.js';
import { insertPhotoPost, storeRenditions } from '../domain/media/publish.js';
import type { MediaStorage } from '../media/storage.js';

/** Path of the shared photo fixtures (outside this repository, beside it). */
export const FIXTURES = new URL('../../../../shared/fixtures/images/', import.meta.url).pathname;

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

/** Inserts a photo post owned by a user at a time (ms). */
export async function makePost(
  db: Kysely<DB>,
  storage: MediaStorage,
  ownerId: number,
  takenAt: number,
  caption = 'hello #test',
) {
  const { data, info } = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
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
      takenAt,
      commentsDisabled: false,
      likeAndViewCountsDisabled: false,
    },
    { ...stored, width: processed.width, height: processed.height, preview: processed.preview },
  );
}
