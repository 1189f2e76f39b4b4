import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { distanceMetres } from '../locations/location-search.js';
import {
  followedCandidates,
  placeCandidateRows,
  secondDegreeAmong,
  userPrefixCandidates,
  userSubstringCandidates,
  type UserCandidate,
} from './text-index.js';
import { adjustingOwners, tagCandidates, visibleTagCounts, type AdjustingOwners } from './hashtag-counts.js';
import { peopleBlockedWith } from '../../policy/list-filters.js';

/** Most results of each kind returned by one search. */
export const SEARCH_LIMIT = 20;
/** Follows of the viewer's follows read for the second-degree rank (bounded, whatever the graph). */
const SECOND_DEGREE_ROWS = 5000;

/** A user found by search, with what ranking used. */
export type FoundUser = UserRow & { follower_count: number; followed_by_viewer: boolean; second_degree: boolean };

/** What ranking reads of a candidate. */
export type RankedCandidate = UserCandidate & { followed_by_viewer: boolean; second_degree: boolean };

/** 0 for the exact username, 1 for a username or full name starting with the term, else 2. */
function matchTier(user: Pick<UserCandidate, 'username_lower' | 'full_name_lower'>, term: string): number {
  if (user.username_lower === term) return 0;
  return user.username_lower.startsWith(term) || user.full_name_lower.startsWith(term) ? 1 : 2;
}

/** The first sort keys of a candidate as one small number: match tier, then followed. */
function leadingKey(user: RankedCandidate, term: string): number {
  return matchTier(user, term) * 2 + (user.followed_by_viewer ? 0 : 1);
}

/** The full order (docs/behaviour/search.md#ranking-people), with the leading key computed once per user. */
function compareRanked(a: { lead: number; user: RankedCandidate }, b: { lead: number; user: RankedCandidate }): number {
  const x = a.user;
  const y = b.user;
  return (
    a.lead - b.lead ||
    (x.second_degree ? 0 : 1) - (y.second_degree ? 0 : 1) ||
    (x.is_verified ? 0 : 1) - (y.is_verified ? 0 : 1) ||
    y.follower_count - x.follower_count ||
    (x.username_lower < y.username_lower ? -1 : x.username_lower > y.username_lower ? 1 : 0)
  );
}

/** Orders found users (docs/behaviour/search.md#ranking-people). */
export function rankUsers<T extends RankedCandidate>(users: T[], term: string): T[] {
  return users
    .map((user) => ({ lead: leadingKey(user, term), user }))
    .sort(compareRanked)
    .map((k) => k.user as T);
}

/**
 * The candidates that can still make the first `limit` places once the later keys (second degree,
 * verified, followers) are known: everyone whose leading key (tier, followed) is no worse than the
 * `limit`-th candidate's. The rest rank below all of those whatever their other facts.
 */
export function contenders<T extends RankedCandidate>(users: T[], term: string, limit: number): T[] {
  if (users.length <= limit) return users;
  const leads = users.map((user) => leadingKey(user, term));
  const cut = [...leads].sort((a, b) => a - b)[limit - 1]!;
  return users.filter((_, i) => leads[i]! <= cut);
}

/**
 * People matching the (lower-case) term. Candidates come from the viewer's own follows (always
 * considered), the prefix indexes and, only when fewer than SEARCH_LIMIT of those start with the
 * term, the substring index for terms of three characters or more (a name that only contains the
 * term ranks after every name that starts with it, so it could not make the list otherwise). Each
 * candidate arrives with its follower count; the viewer's blocks and the second-degree follows
 * among the candidates are one query each; then rank. Accounts with a block either way with the
 * viewer are left out (docs/behaviour/search.md#what-each-viewer-finds), and so are accounts
 * awaiting deletion (docs/behaviour/own-data.md#during-the-grace-period).
 */
export async function searchUsers(
  db: Kysely<DB>,
  dialect: Dialect,
  term: string,
  viewerId: number | null,
): Promise<FoundUser[]> {
  const [followed, prefix, blocked] = await Promise.all([
    viewerId === null ? Promise.resolve([]) : followedCandidates(db, viewerId, term),
    userPrefixCandidates(db, dialect, term),
    viewerId === null ? Promise.resolve(new Set<number>()) : peopleBlockedWith(db, viewerId),
  ]);
  const followedIds = new Set(followed.map((u) => u.id));
  const pool = new Map<number, UserCandidate>();
  const add = (rows: UserCandidate[]) => {
    for (const row of rows) if (!blocked.has(row.id)) pool.set(row.id, row);
  };
  add(followed);
  add(prefix);
  const startsWith = [...pool.values()].filter((u) => matchTier(u, term) < 2).length;
  if (startsWith < SEARCH_LIMIT) add(await userSubstringCandidates(db, dialect, term));
  if (pool.size === 0) return [];
  const known = contenders(
    [...pool.values()].map((u): RankedCandidate => ({
      id: u.id,
      username_lower: u.username_lower,
      full_name_lower: u.full_name_lower,
      is_verified: u.is_verified,
      follower_count: u.follower_count,
      followed_by_viewer: followedIds.has(u.id),
      second_degree: false,
    })),
    term,
    SEARCH_LIMIT,
  );
  const strangers = known.filter((u) => !u.followed_by_viewer).map((u) => u.id);
  const secondIds =
    viewerId === null || strangers.length === 0
      ? new Set<number>()
      : await secondDegreeAmong(db, viewerId, strangers, SECOND_DEGREE_ROWS);
  // `known` holds objects made just above, so they are marked in place.
  for (const u of known) u.second_degree = secondIds.has(u.id);
  const top = rankUsers(known, term).slice(0, SEARCH_LIMIT);
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
  // The viewer's follows and blocks are read once, and only when some tag starts with the term.
  let owners: Promise<AdjustingOwners> | undefined;
  const ownersOnce = () => (owners ??= adjustingOwners(db, viewerId!));
  const candidates = await tagCandidates(db, dialect, term, viewerId, ownersOnce);
  if (candidates.length === 0) return [];
  const counts = await visibleTagCounts(db, candidates, viewerId, viewerId === null ? undefined : await ownersOnce());
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
  const rows = await placeCandidateRows(db, dialect, term);
  if (rows.length === 0) return [];
  const tier = (name: string) => {
    const lower = name.toLowerCase();
    return lower === term ? 0 : lower.startsWith(term) ? 1 : 2;
  };
  // Each row's tier is worked out once, not once per comparison; equal places keep id order.
  return rows
    .map((row) => ({
      tier: tier(row.name),
      place: (near ? { ...row, distance_m: distanceMetres(near, row) } : row) as FoundPlace,
    }))
    .sort(
      ({ tier: ta, place: a }, { tier: tb, place: b }) =>
        ta - tb ||
        (near ? (a.distance_m ?? 0) - (b.distance_m ?? 0) : 0) ||
        a.name.localeCompare(b.name) ||
        a.id - b.id,
    )
    .slice(0, SEARCH_LIMIT)
    .map((k) => k.place);
}
