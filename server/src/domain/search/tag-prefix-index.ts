import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { TAG_PREFIX_MAX } from '../../db/migrations/025-hashtag-prefix-ranks.js';
import { prefixRange } from './text-index.js';

/**
 * The `limit` most used tags (public count, then tag in byte order) starting with the lower-case
 * term, read from `hashtag_prefixes` in its index order (docs/behaviour/search.md#indexes): the
 * first `limit` rows of one index range, however many tags start with the term. A term longer than
 * the stored prefixes reads the range of its first TAG_PREFIX_MAX characters in the same order and
 * keeps the tags that start with the whole term.
 */
export function popularTagsStartingWith(db: Kysely<DB>, dialect: Dialect, term: string, limit: number) {
  const characters = [...term];
  const stored = characters.slice(0, TAG_PREFIX_MAX).join('');
  const tagOrder = dialect === 'postgres' ? sql`tag collate "C"` : sql`tag`;
  let query = db
    .selectFrom('hashtag_prefixes')
    .select('tag')
    .where('prefix', '=', stored)
    .orderBy('public_media_count', 'desc')
    .orderBy(tagOrder)
    .limit(limit);
  if (characters.length > TAG_PREFIX_MAX) query = query.where(prefixRange(dialect, sql`tag`, term));
  return query;
}
