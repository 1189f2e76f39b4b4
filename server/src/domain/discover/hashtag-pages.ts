import type { Kysely } from 'kysely';
import type { HashtagInfo } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { visibleTagCounts } from '../search/hashtag-counts.js';
import type { MediaUrls } from '../media-urls.js';
import { topPostPicture } from './media-sections.js';

/** Most hashtags one account may follow. */
export const MAX_FOLLOWED_HASHTAGS = 500;

/** A tag as stored: lower case, letters, digits and underscores of any script, 1–100 characters. */
const TAG_PATTERN = /^[\p{L}\p{N}_]{1,100}$/u;

/** The stored form of a tag from a URL (a leading # dropped, lower-cased), or null when it cannot be one. */
export function normaliseTag(text: string): string | null {
  const tag = text.replace(/^#/, '').toLowerCase();
  return TAG_PATTERN.test(tag) ? tag : null;
}

/** The stored form of a tag, or 404 (the same answer as a tag nobody used). */
export function requireTag(text: string): string {
  const tag = normaliseTag(text);
  if (tag === null) throw fail.notFound('Hashtag not found.');
  return tag;
}

/**
 * A tag page's header (docs/behaviour/search.md#tag-and-location-sections): the posts the viewer may see under
 * it, the picture of its top post, and whether they follow it. A tag with no post the viewer may see is not found, so a private
 * account's tags say nothing to those who cannot see its posts.
 */
export async function loadHashtagInfo(
  db: Kysely<DB>,
  viewer: UserRow | null,
  text: string,
  urls: MediaUrls,
): Promise<HashtagInfo> {
  const tag = requireTag(text);
  const count = (await visibleTagCounts(db, [tag], viewer?.id ?? null)).get(tag) ?? 0;
  if (count === 0) throw fail.notFound('Hashtag not found.');
  const following = viewer ? await isFollowingHashtag(db, viewer.id, tag) : null;
  const picture = await topPostPicture(db, viewer?.id ?? null, { tag }, urls);
  return {
    data: { id: tag, name: tag, media_count: count, profile_pic_url: picture, following },
    status: 'ok',
  };
}

async function isFollowingHashtag(db: Kysely<DB>, userId: number, tag: string): Promise<boolean> {
  const row = await db
    .selectFrom('hashtag_follows')
    .select('tag')
    .where('user_id', '=', userId)
    .where('tag', '=', tag)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Follows or unfollows a tag (docs/behaviour/search.md#followed-hashtags-in-the-home-feed); both are idempotent.
 * Following needs a tag with at least one post the viewer may see, and stops at
 * MAX_FOLLOWED_HASHTAGS.
 */
export async function setHashtagFollow(
  db: Kysely<DB>,
  viewer: UserRow,
  text: string,
  follow: boolean,
): Promise<{ following: boolean }> {
  const tag = requireTag(text);
  if (!follow) {
    await db.deleteFrom('hashtag_follows').where('user_id', '=', viewer.id).where('tag', '=', tag).execute();
    return { following: false };
  }
  if (await isFollowingHashtag(db, viewer.id, tag)) return { following: true };
  const count = (await visibleTagCounts(db, [tag], viewer.id)).get(tag) ?? 0;
  if (count === 0) throw fail.notFound('Hashtag not found.');
  const followed = await db
    .selectFrom('hashtag_follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', viewer.id)
    .executeTakeFirst();
  if (Number(followed?.n ?? 0) >= MAX_FOLLOWED_HASHTAGS)
    throw fail.badRequest(`You can follow at most ${MAX_FOLLOWED_HASHTAGS} hashtags.`);
  await db
    .insertInto('hashtag_follows')
    .values({ user_id: viewer.id, tag, created_at: Date.now() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { following: true };
}

/** The tags an account follows. */
export async function followedHashtags(db: Kysely<DB>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('hashtag_follows')
    .select('tag')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(MAX_FOLLOWED_HASHTAGS)
    .execute();
  return rows.map((r) => r.tag);
}
