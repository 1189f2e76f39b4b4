import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { mediaVisibleTo } from '../media/visibility.js';
import { storyFileAccess } from '../stories/story-files.js';

/**
 * Who may fetch a stored file (docs/behaviour/media.md#who-may-fetch-a-file):
 * - `public`: anyone, cached by anyone for a year (a post a logged-out visitor may see, an
 *   avatar, the default assets: every file that belongs to no post);
 * - `private`: this viewer may (a private account's post they may see), revalidated every time;
 * - `hidden`: not this viewer: answered exactly like a missing file.
 */
export type MediaAccess = 'public' | 'private' | 'hidden';

/** How deep a stored key goes (`seed/videos/{name}/hls/{width}/{segment}`); deeper keys are not ours. */
const MAX_KEY_SEGMENTS = 8;

/**
 * The storage prefixes a post could have recorded for a file key: each folder above it (a
 * photo's renditions `m/x/1080.webp` are under its `image_key` `m/x`), and for each folder its
 * `poster` subfolder, because a video records its poster's prefix (`m/x/poster`) while its MP4s
 * and HLS files sit beside it (`m/x/480.mp4`, `m/x/hls/…`). Empty for a key that is not canonical
 * (empty, `.` or `..` segments): such a key is never served.
 */
export function candidatePrefixes(key: string): string[] {
  const segments = key.split('/');
  if (segments.length < 2 || segments.length > MAX_KEY_SEGMENTS) return [];
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return [];
  const prefixes: string[] = [];
  for (let end = 1; end < segments.length; end += 1) {
    const folder = segments.slice(0, end).join('/');
    prefixes.push(folder, `${folder}/poster`);
  }
  return prefixes;
}

/**
 * The posts (and carousel items) a file belongs to, with whether a logged-out visitor may see
 * them, or, given a viewer, only those the viewer may see. One indexed lookup each way
 * (`media.image_key`, `media_children.image_key`).
 */
function postsOfFile(db: Kysely<DB>, prefixes: string[], visibleTo?: number) {
  const everyone = mediaVisibleTo(null);
  const posts = db
    .selectFrom('media')
    .select((eb) => [eb.case().when(everyone(eb)).then(1).else(0).end().as('is_public')])
    .where('media.image_key', 'in', prefixes);
  const items = db
    .selectFrom('media_children')
    .innerJoin('media', 'media.id', 'media_children.media_id')
    .select((eb) => [eb.case().when(everyone(eb)).then(1).else(0).end().as('is_public')])
    .where('media_children.image_key', 'in', prefixes);
  if (visibleTo === undefined) return posts.unionAll(items);
  const viewer = mediaVisibleTo(visibleTo);
  return posts.where(viewer).unionAll(items.where(viewer));
}

/** Whether a file belongs to a photo sent in a direct thread (one indexed lookup). */
async function isDirectPhoto(db: Kysely<DB>, prefixes: string[]): Promise<boolean> {
  const row = await db
    .selectFrom('direct_items')
    .select('id')
    .where('image_key', 'in', prefixes)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a user is (or was) a member of a thread holding that direct photo (a forward is in several). */
async function isDirectPhotoMember(db: Kysely<DB>, prefixes: string[], userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('direct_items')
    .innerJoin('direct_thread_members as m', 'm.thread_id', 'direct_items.thread_id')
    .select('direct_items.id')
    .where('direct_items.image_key', 'in', prefixes)
    .where('m.user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Decides who may fetch a stored file. The viewer is loaded only for a private account's file,
 * so public files cost one query and no session lookup. Nothing is cached: an unfollow or a block
 * takes effect on the very next request.
 */
export async function mediaAccess(
  db: Kysely<DB>,
  key: string,
  viewer: () => Promise<UserRow | null>,
): Promise<MediaAccess> {
  const prefixes = candidatePrefixes(key);
  if (prefixes.length === 0) return 'hidden';
  const owners = await postsOfFile(db, prefixes).execute();
  // A photo sent in a direct thread: its members' only (docs/behaviour/direct.md#photos).
  if (owners.length === 0 && (await isDirectPhoto(db, prefixes))) {
    const who = await viewer();
    return who && (await isDirectPhotoMember(db, prefixes, who.id)) ? 'private' : 'hidden';
  }
  // A story's file: its audience's only, and only while they may see it (docs/behaviour/stories.md#audience-and-privacy).
  if (owners.length === 0) {
    const story = await storyFileAccess(db, key, prefixes, viewer);
    if (story) return story;
  }
  // A file of no post: an avatar (public even on private accounts), a default asset, a seed image.
  if (owners.length === 0 || owners.some((row) => Number(row.is_public) === 1)) return 'public';
  const who = await viewer();
  if (!who) return 'hidden';
  const visible = await postsOfFile(db, prefixes, who.id).limit(1).execute();
  return visible.length > 0 ? 'private' : 'hidden';
}
