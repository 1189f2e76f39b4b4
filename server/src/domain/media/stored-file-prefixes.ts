import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { parseVersions } from './stored-media.js';

// Where a post's, item's or story's files live in the media storage, and whether another row
// still points there (seed posts share their pictures): shared by the account purge and the
// deletion of one post (docs/behaviour/media.md#deleting-a-post).

/** The storage prefixes of a post's (or a carousel item's) files: its images, and a video's folder. */
export function prefixesOf(row: { image_key: string; video_versions: string | null }): string[] {
  const videoKeys = parseVersions(row.video_versions, 'video_versions').map((v) => path.posix.dirname(v.key));
  return [row.image_key, ...videoKeys];
}

/** Escapes LIKE wildcards (`_` is common in keys) so a prefix matches literally. */
function likePrefix(prefix: string, before = ''): string {
  return `${before}${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}/%`;
}

/** Whether any remaining row still points at files under a prefix (shared seed images, tests). */
export async function prefixInUse(db: Kysely<DB>, prefix: string): Promise<boolean> {
  const keyUnder = likePrefix(prefix);
  const videoUnder = likePrefix(prefix, '%"');
  const uses = (table: 'media' | 'media_children' | 'stories') =>
    db
      .selectFrom(table)
      .select('id')
      .where((eb) =>
        eb.or([
          eb('image_key', '=', prefix),
          sql<boolean>`image_key like ${keyUnder} escape '\\'`,
          sql<boolean>`video_versions like ${videoUnder} escape '\\'`,
        ]),
      )
      .executeTakeFirst();
  const [post, item, story, avatar, message] = await Promise.all([
    uses('media'),
    uses('media_children'),
    uses('stories'),
    db.selectFrom('users').select('id').where('avatar_key', '=', prefix).executeTakeFirst(),
    // A direct photo (a forward holds the same prefix as its original).
    db.selectFrom('direct_items').select('id').where('image_key', '=', prefix).executeTakeFirst(),
  ]);
  return [post, item, story, avatar, message].some((row) => row !== undefined);
}
