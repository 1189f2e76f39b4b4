import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { prefixRange } from './text-index.js';
import { popularTagsStartingWith } from './tag-prefix-index.js';
import { mediaIsReady } from '../../policy/post-readiness.js';
import { accountForFollowersOnly, accountOpenTo, peopleBlockedWith } from '../../policy/list-filters.js';

/** Tags considered per search before counting for the viewer. */
const TAG_CANDIDATES = 50;

/** Owners whose posts a viewer counts on top of the public count (`add`) or not (`remove`). */
export interface AdjustingOwners {
  add: number[];
  remove: number[];
}

/**
 * Owners whose posts change what a viewer counts against the public count
 * (docs/behaviour/search.md#counts): private accounts the viewer may see (their own, accounts they
 * follow) add their posts; public accounts in a block either way with the viewer take theirs away.
 * Both lists scale with the viewer's own follows and blocks, never with the tables.
 */
export async function adjustingOwners(db: Kysely<DB>, viewerId: number): Promise<AdjustingOwners> {
  const blockedIds = await peopleBlockedWith(db, viewerId);
  // Driven from the viewer's follows (an index range), never from all private accounts.
  const privateSeen = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followee_id')
    .select('users.id')
    .where('follows.follower_id', '=', viewerId)
    .where(accountForFollowersOnly('users'))
    .union(
      db
        .selectFrom('users')
        .select('users.id')
        .where('users.id', '=', viewerId)
        .where(accountForFollowersOnly('users')),
    )
    .execute();
  // The public count holds exactly the accounts open to a logged-out visitor.
  const publicBlocked =
    blockedIds.size === 0
      ? []
      : await db
          .selectFrom('users')
          .select('id')
          .where('id', 'in', [...blockedIds])
          .where(accountOpenTo(null, 'users'))
          .execute();
  return {
    add: privateSeen.map((r) => Number(r.id)).filter((id) => !blockedIds.has(id)),
    remove: publicBlocked.map((r) => Number(r.id)),
  };
}

/**
 * Ready posts per tag (among `tags`) by the given owners: the stored count holds ready posts only,
 * and a video still processing is on no tag page, not even its author's
 * (docs/behaviour/media.md#video-processing). Read from the owners' posts (the viewer's own follows
 * and blocks), never from the tags' posts: `(tag || '')` keeps the tag index out of it, which a
 * planner without statistics (SQLite) otherwise starts from, reading every post under a popular
 * tag to keep those few owners' (docs/behaviour/search.md#counts).
 */
export function countByOwnersQuery(db: Kysely<DB>, tags: string[], owners: number[]) {
  return db
    .selectFrom('media')
    .innerJoin('media_hashtags', 'media_hashtags.media_id', 'media.id')
    .select(['media_hashtags.tag as tag', (eb) => eb.fn.countAll<number>().as('n')])
    .where('media.owner_id', 'in', owners)
    .where(mediaIsReady)
    .where(sql<boolean>`(media_hashtags.tag || '') in (${sql.join(tags)})`)
    .groupBy('media_hashtags.tag');
}

async function countByOwners(db: Kysely<DB>, tags: string[], owners: number[]): Promise<Map<string, number>> {
  if (owners.length === 0 || tags.length === 0) return new Map();
  const rows = await countByOwnersQuery(db, tags, owners).execute();
  return new Map(rows.map((r) => [r.tag, Number(r.n)]));
}

/**
 * How many posts under each tag the viewer may see: the stored public count, adjusted for the
 * viewer's private follows and blocks (docs/behaviour/search.md#counts). A logged-out visitor gets
 * the public count.
 */
export async function visibleTagCounts(
  db: Kysely<DB>,
  tags: string[],
  viewerId: number | null,
  owners?: AdjustingOwners,
): Promise<Map<string, number>> {
  if (tags.length === 0) return new Map();
  const stored = await db
    .selectFrom('hashtags')
    .select(['tag', 'public_media_count'])
    .where('tag', 'in', tags)
    .execute();
  const counts = new Map(stored.map((r) => [r.tag, Number(r.public_media_count)]));
  if (viewerId === null) return counts;
  const { add, remove } = owners ?? (await adjustingOwners(db, viewerId));
  const [added, removed] = await Promise.all([countByOwners(db, tags, add), countByOwners(db, tags, remove)]);
  for (const tag of tags) {
    const n = (counts.get(tag) ?? 0) + (added.get(tag) ?? 0) - (removed.get(tag) ?? 0);
    if (counts.has(tag) || n > 0) counts.set(tag, Math.max(0, n));
  }
  return counts;
}

/**
 * Tags starting with the term to count for the viewer: the most used ones, plus, only when there
 * are TAG_CANDIDATES of those, the tags of private accounts the viewer may see (bounded by the
 * viewer's follows; `owners` is asked only then). Every tag ever used has a `hashtags` row (count 0
 * when only private accounts use it), so fewer rows than that are every tag starting with the
 * term, and a term no tag starts with costs one index lookup (docs/behaviour/search.md#counts).
 */
export async function tagCandidates(
  db: Kysely<DB>,
  dialect: Dialect,
  term: string,
  viewerId: number | null,
  owners: () => Promise<AdjustingOwners>,
): Promise<string[]> {
  const popular = await popularTagsStartingWith(db, dialect, term, TAG_CANDIDATES).execute();
  const tags = new Set(popular.map((r) => r.tag));
  if (viewerId !== null && popular.length === TAG_CANDIDATES) {
    const { add } = await owners();
    if (add.length > 0) {
      const own = await db
        .selectFrom('media')
        .innerJoin('media_hashtags', 'media_hashtags.media_id', 'media.id')
        .select('media_hashtags.tag as tag')
        .distinct()
        .where('media.owner_id', 'in', add)
        .where(mediaIsReady)
        .where(prefixRange(dialect, sql`media_hashtags.tag`, term))
        .limit(TAG_CANDIDATES)
        .execute();
      for (const row of own) tags.add(row.tag);
    }
  }
  return [...tags];
}
