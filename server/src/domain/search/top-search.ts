import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { distanceMetres } from '../locations/location-search.js';
import { placeCandidates, userPrefixCandidates, userSubstringCandidates } from './text-index.js';
import { adjustingOwners, tagCandidates, visibleTagCounts } from './hashtag-counts.js';

/** Most results of each kind returned by one search. */
export const SEARCH_LIMIT = 20;
/** Follows of the viewer's follows read for the second-degree rank (bounded, whatever the graph). */
const SECOND_DEGREE_ROWS = 5000;

/** A user found by search, with what ranking used. */
export type FoundUser = UserRow & { follower_count: number; followed_by_viewer: boolean; second_degree: boolean };

/** Orders found users (docs/behaviour/search.md#ranking-people). */
export function rankUsers<
  T extends Omit<FoundUser, keyof UserRow> & Pick<UserRow, 'username_lower' | 'full_name' | 'is_verified'>,
>(users: T[], term: string): T[] {
  const tier = (u: T) => {
    if (u.username_lower === term) return 0;
    if (u.username_lower.startsWith(term) || u.full_name.toLowerCase().startsWith(term)) return 1;
    return 2;
  };
  const key = (u: T) => [
    tier(u),
    u.followed_by_viewer ? 0 : 1,
    u.second_degree ? 0 : 1,
    u.is_verified ? 0 : 1,
    -u.follower_count,
  ];
  return [...users].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return a.username_lower < b.username_lower ? -1 : a.username_lower > b.username_lower ? 1 : 0;
  });
}

/**
 * People matching the (lower-case) term: candidates come from the indexes (prefixes, and
 * substrings for terms of three characters or more), then rank. Accounts with a block either way
 * with the viewer are left out (docs/behaviour/search.md#what-each-viewer-finds), and so are
 * accounts awaiting deletion (docs/behaviour/own-data.md#during-the-grace-period).
 */
export async function searchUsers(
  db: Kysely<DB>,
  dialect: Dialect,
  term: string,
  viewerId: number | null,
): Promise<FoundUser[]> {
  const [prefix, substring] = await Promise.all([
    userPrefixCandidates(db, dialect, term),
    userSubstringCandidates(db, dialect, term),
  ]);
  const ids = [...new Set([...prefix, ...substring])];
  if (ids.length === 0) return [];
  // Ranking facts for all candidates at once, each one query on a primary key or the follows
  // indexes; relations of the viewer (blocks, second degree) are read once and kept in sets.
  const [rows, followerCounts, followed, secondDegree, blocked] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'username_lower', 'full_name', 'is_verified', 'deletion_requested_at'])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('follows')
      .select(['followee_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('followee_id', 'in', ids)
      .groupBy('followee_id')
      .execute(),
    viewerId === null
      ? Promise.resolve([])
      : db
          .selectFrom('follows')
          .select('followee_id')
          .where('follower_id', '=', viewerId)
          .where('followee_id', 'in', ids)
          .execute(),
    viewerId === null
      ? Promise.resolve([])
      : db
          .selectFrom('follows as f1')
          .innerJoin('follows as f2', 'f2.follower_id', 'f1.followee_id')
          .select('f2.followee_id')
          .where('f1.follower_id', '=', viewerId)
          .limit(SECOND_DEGREE_ROWS)
          .execute(),
    viewerId === null ? Promise.resolve(new Set<number>()) : blockedEitherWay(db, viewerId),
  ]);
  const counts = new Map(followerCounts.map((r) => [Number(r.followee_id), Number(r.n)]));
  const followedIds = new Set(followed.map((r) => Number(r.followee_id)));
  const secondIds = new Set(secondDegree.map((r) => Number(r.followee_id)));
  const found = rows
    .filter((row) => row.deletion_requested_at === null && !blocked.has(Number(row.id)))
    .map((row) => ({
      ...row,
      id: Number(row.id),
      follower_count: counts.get(Number(row.id)) ?? 0,
      followed_by_viewer: followedIds.has(Number(row.id)),
      second_degree: secondIds.has(Number(row.id)),
    }));
  const top = rankUsers(found, term).slice(0, SEARCH_LIMIT);
  if (top.length === 0) return [];
  const full = new Map(
    (
      await db
        .selectFrom('users')
        .selectAll()
        .where(
          'id',
          'in',
          top.map((u) => u.id),
        )
        .execute()
    ).map((u) => [Number(u.id), u]),
  );
  return top.flatMap((u) => {
    const row = full.get(u.id);
    return row
      ? [
          {
            ...row,
            follower_count: u.follower_count,
            followed_by_viewer: u.followed_by_viewer,
            second_degree: u.second_degree,
          },
        ]
      : [];
  });
}

/** Ids of accounts in a block either way with the viewer (their own list: small). */
async function blockedEitherWay(db: Kysely<DB>, viewerId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', '=', viewerId), eb('blocked_id', '=', viewerId)]))
    .execute();
  return new Set(rows.map((r) => Number(r.blocker_id === viewerId ? r.blocked_id : r.blocker_id)));
}

/**
 * Hashtags starting with the (lower-case) term, the most used first, with the number of posts the
 * viewer may see; tags the viewer sees no post of are not found
 * (docs/behaviour/search.md#what-each-viewer-finds).
 */
export async function searchHashtags(
  db: Kysely<DB>,
  dialect: Dialect,
  term: string,
  viewerId: number | null,
): Promise<Array<{ tag: string; media_count: number }>> {
  const owners = viewerId === null ? undefined : await adjustingOwners(db, viewerId);
  const candidates = await tagCandidates(db, dialect, term, viewerId, owners);
  const counts = await visibleTagCounts(db, candidates, viewerId, owners);
  return [...counts.entries()]
    .filter(([, n]) => n > 0)
    .map(([tag, media_count]) => ({ tag, media_count }))
    .sort((a, b) => b.media_count - a.media_count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
    .slice(0, SEARCH_LIMIT);
}

/** A place found by search. */
export interface FoundPlace {
  id: number;
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
  distance_m?: number;
}

/**
 * Places whose name starts with or contains the term (or whose address or city contains it): an
 * exact name first, then name prefixes, then the rest; within each, the nearest first when a
 * position is given, else by name (docs/behaviour/search.md#places-in-search).
 */
export async function searchPlaces(
  db: Kysely<DB>,
  dialect: Dialect,
  term: string,
  near: { lat: number; lng: number } | null,
): Promise<FoundPlace[]> {
  const ids = await placeCandidates(db, dialect, term);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'name', 'address', 'city', 'lat', 'lng'])
    .where('id', 'in', ids)
    .execute();
  const tier = (name: string) => {
    const lower = name.toLowerCase();
    return lower === term ? 0 : lower.startsWith(term) ? 1 : 2;
  };
  return rows
    .map((row) => ({ ...row, id: Number(row.id), ...(near ? { distance_m: distanceMetres(near, row) } : {}) }))
    .sort(
      (a, b) =>
        tier(a.name) - tier(b.name) ||
        (near ? (a.distance_m ?? 0) - (b.distance_m ?? 0) : 0) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, SEARCH_LIMIT);
}
