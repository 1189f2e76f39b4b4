import { sql, type Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';
import { postVisibleTo } from './posts.js';
import { storyFileAccess } from './story-files.js';
import { canReadDirectPhoto } from './direct-reading.js';

/**
 * Who may fetch a stored file (docs/behaviour/media.md#who-may-fetch-a-file):
 * - `public`: anyone, cached by anyone for a year: a post a logged-out visitor may see, a profile
 *   picture, the default assets;
 * - `private`: this viewer may (a private account's post they may see, a story, a direct photo),
 *   revalidated every time;
 * - `hidden`: not this viewer: answered exactly like a missing file.
 * A file is public only when a row says so. One that no row owns any more (a direct photo whose
 * messages were unsent or expired, a replaced profile picture) is hidden from everyone.
 */
export type MediaAccess = 'public' | 'private' | 'hidden';

/** Files every answer may refer to, owned by no row (media/default-assets.ts). */
const DEFAULT_ASSETS_PREFIX = 'default/';

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
  const isPublic = sql<number>`case when ${postVisibleTo(null)} then 1 else 0 end`.as('is_public');
  const posts = db.selectFrom('media').select(isPublic).where('media.image_key', 'in', prefixes);
  const items = db
    .selectFrom('media_children')
    .innerJoin('media', 'media.id', 'media_children.media_id')
    .select(isPublic)
    .where('media_children.image_key', 'in', prefixes);
  if (visibleTo === undefined) return posts.unionAll(items);
  const viewer = postVisibleTo(visibleTo);
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

/** Whether a file is a profile picture's (public, even on a private account). */
async function isAvatar(db: Kysely<DB>, prefixes: string[]): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('avatar_key', 'in', prefixes).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Decides who may fetch a stored file. The viewer is loaded only for a file that is not public,
 * so a public post's file costs one query and no session lookup. Nothing is cached: an unfollow,
 * a block or an unsend takes effect on the very next request.
 */
export async function mediaAccess(
  db: Kysely<DB>,
  key: string,
  viewer: () => Promise<UserRow | null>,
  now: number = Date.now(),
): Promise<MediaAccess> {
  const prefixes = candidatePrefixes(key);
  if (prefixes.length === 0) return 'hidden';
  if (key.startsWith(DEFAULT_ASSETS_PREFIX)) return 'public';
  const owners = await postsOfFile(db, prefixes).execute();
  if (owners.some((row) => Number(row.is_public) === 1)) return 'public';
  if (owners.length > 0) {
    const who = await viewer();
    if (!who) return 'hidden';
    const visible = await postsOfFile(db, prefixes, who.id).limit(1).execute();
    return visible.length > 0 ? 'private' : 'hidden';
  }
  // A photo sent in a direct thread: for those who may read a message holding it
  // (docs/behaviour/direct.md#photos), by the one rule of what a member reads.
  if (await isDirectPhoto(db, prefixes)) {
    const who = await viewer();
    return who && (await canReadDirectPhoto(db, who.id, prefixes, now)) ? 'private' : 'hidden';
  }
  // A story's file: its audience's only, and only while they may see it (docs/behaviour/stories.md#audience-and-privacy).
  const story = await storyFileAccess(db, key, prefixes, viewer, now);
  if (story) return story;
  if (await isAvatar(db, prefixes)) return 'public';
  // Owned by no row: never public, whatever it once was.
  return 'hidden';
}
