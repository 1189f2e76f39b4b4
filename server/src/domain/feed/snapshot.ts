import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { parseStoredJson } from '../../db/stored-json.js';
import { fail } from '../../http/errors.js';
import type { ViewerRelations } from '../../policy/viewer-relations.js';
import { eligibleAds, isAdSlot } from './ads.js';
import { followedAuthors } from './feed-authors.js';
import type { FeedEntry } from './feed-entries.js';
import { RANKING, rankPosts } from './ranking.js';
import type { Keyset } from './segments.js';
import { computeSuggestions, type Suggestion } from './suggestions.js';
import { SUGGESTED_POSTS_BELOW, suggestedPosts } from './suggested-posts.js';
import { followedHashtagPosts } from './hashtag-posts.js';
import { exploreStoryPosts } from './explore-stories.js';
import { hasSuggestedStories } from './stories-netego.js';

/** The ranked part of the home feed covers posts of the last 3 days (the client says so too). */
export const HOME_WINDOW_MS = 3 * 24 * 3600 * 1000;
/** At most this many posts are ranked; older ones in the window follow as past posts. */
export const SNAPSHOT_MAX_POSTS = 300;
/** A fresh load within this time reuses the viewer's snapshot when nothing it depends on changed. */
export const SNAPSHOT_REUSE_MS = 60_000;
/** Snapshots (and so their cursors) live this long. */
export const SNAPSHOT_TTL_MS = 24 * 3600 * 1000;
/**
 * 1-based position of the suggested-accounts item (or the end of the ranked posts if shorter;
 * right after the viewer's own ranked posts when suggested posts fill the feed).
 */
export const SUGGESTIONS_POSITION = 10;
/** A followed hashtag's post comes after every this many ranked posts (docs/behaviour/search.md#followed-hashtags-in-the-home-feed). */
export const HASHTAG_POST_EVERY = 3;
/** A post from explore comes after every this many posts of a full feed (docs/behaviour/feed.md#posts-from-explore). */
export const EXPLORE_STORY_EVERY = 7;
/** The suggested stories unit comes after this many posts (docs/behaviour/feed.md#suggested-stories). */
export const STORIES_UNIT_AFTER = 5;

/** A stored home-feed snapshot. */
export interface HomeSnapshot {
  id: number;
  createdAt: number;
  /** The snapshot's time: ranked posts are at or before it, newer ones come before it. */
  t0: number;
  /** Past posts are older than this. */
  upper: Keyset;
  entries: FeedEntry[];
  suggestions: Suggestion[];
  /** Hash of the relationships the snapshot was ranked with. */
  relationsKey: string;
}

/** What `feed_snapshots.payload` stores (compact: entries encoded as short strings). */
const PayloadSchema = z.object({
  t0: z.number(),
  upper: z.tuple([z.number(), z.number()]),
  entries: z.array(z.string()),
  /** [id, mutuals, via, followers]; snapshots stored before the follower count have three. */
  suggestions: z.array(z.tuple([z.number(), z.number(), z.number().nullable(), z.number().optional()])),
  relationsKey: z.string(),
});
type Payload = z.infer<typeof PayloadSchema>;

/**
 * A digest of what decides the snapshot's contents besides posts: follows, favourites, mutes and
 * blocks. When it changes (a follow elsewhere, a mute), a fresh load ranks again.
 */
export function relationsKey(relations: ViewerRelations): string {
  const parts = [
    [...relations.followees].map(([id, f]) => `${id}${f.favorite ? '*' : ''}`).sort(),
    [...relations.mutedPosts].sort(),
    [...relations.blocked].sort(),
  ];
  return crypto.createHash('sha1').update(JSON.stringify(parts)).digest('base64url');
}

function encodeEntry(entry: FeedEntry): string {
  switch (entry.kind) {
    case 'media':
      if (entry.hashtag) return `t${entry.mediaId}:${entry.hashtag}`;
      if (entry.explore) return `x${entry.mediaId}`;
      return `${entry.suggested ? 'p' : 'm'}${entry.mediaId}`;
    case 'ad':
      return `a${entry.adId}:${entry.mediaId}`;
    case 'suggested_users':
      return 's';
    case 'stories_netego':
      return 'n';
    default:
      return 'e';
  }
}

function decodeEntry(text: string, index: number): FeedEntry {
  if (text.startsWith('m')) return { kind: 'media', mediaId: Number(text.slice(1)) };
  if (text.startsWith('p')) return { kind: 'media', mediaId: Number(text.slice(1)), suggested: true };
  if (text.startsWith('x')) return { kind: 'media', mediaId: Number(text.slice(1)), explore: true };
  if (text === 'n') return { kind: 'stories_netego' };
  if (text.startsWith('t')) {
    const split = text.indexOf(':');
    return { kind: 'media', mediaId: Number(text.slice(1, split)) || 0, hashtag: text.slice(split + 1) };
  }
  if (text.startsWith('a')) {
    const [adId, mediaId] = text.slice(1).split(':');
    // A malformed entry names no post, so the page simply leaves the ad out.
    return { kind: 'ad', adId: Number(adId) || 0, mediaId: Number(mediaId) || 0, slot: index };
  }
  return text === 's' ? { kind: 'suggested_users' } : { kind: 'end_of_feed_demarcator' };
}

// A snapshot's payload is written once and never changed, and every page of a viewer's feed reads
// the same one: keep a few hundred parsed, keyed by id and checked against the payload text (an id
// could be reused after its row expired), so a page does not re-validate 300 entries each time.
const parsedSnapshots = new Map<number, { payload: string; snapshot: HomeSnapshot }>();
const PARSED_SNAPSHOTS_MAX = 500;

function fromRow(row: { id: number; created_at: number; payload: string }): HomeSnapshot {
  const cached = parsedSnapshots.get(row.id);
  if (cached && cached.payload === row.payload && cached.snapshot.createdAt === row.created_at) return cached.snapshot;
  const snapshot = parseRow(row);
  if (parsedSnapshots.size >= PARSED_SNAPSHOTS_MAX) parsedSnapshots.clear();
  parsedSnapshots.set(row.id, { payload: row.payload, snapshot });
  return snapshot;
}

function parseRow(row: { id: number; created_at: number; payload: string }): HomeSnapshot {
  const payload = parseStoredJson(PayloadSchema, row.payload, 'feed_snapshots.payload');
  return {
    id: row.id,
    createdAt: row.created_at,
    t0: payload.t0,
    upper: { takenAt: payload.upper[0], id: payload.upper[1] },
    entries: payload.entries.map(decodeEntry),
    suggestions: payload.suggestions.map(([id, mutuals, via, followers]) => ({
      id,
      mutuals,
      via,
      followers: followers ?? 0,
    })),
    relationsKey: payload.relationsKey,
  };
}

/** Loads a snapshot by id for its viewer; a missing or foreign one is an expired cursor. */
export async function loadSnapshot(db: Kysely<DB>, viewerId: number, id: number): Promise<HomeSnapshot> {
  const row = await db
    .selectFrom('feed_snapshots')
    .select(['id', 'created_at', 'payload'])
    .where('id', '=', id)
    .where('viewer_id', '=', viewerId)
    .executeTakeFirst();
  if (!row) throw fail.badRequest('This feed position has expired. Reload the feed.');
  return fromRow(row);
}

/**
 * The viewer's latest snapshot when a fresh load may reuse it: recent, ranked with the same
 * relationships, and no post has arrived after it (a new post, the viewer's own included, always
 * leads to a fresh ranking).
 */
export async function findReusableSnapshot(
  db: Kysely<DB>,
  viewerId: number,
  relations: ViewerRelations,
  now: number,
): Promise<HomeSnapshot | null> {
  // One query: the latest snapshot, and whether any post arrived after it (created_at is its t0).
  const { rows } = await sql<{ id: number; created_at: number; payload: string; newer: number | null }>`
    select s.id, s.created_at, s.payload,
      (select media.id from media where ${followedAuthors(viewerId)} and media.taken_at > s.created_at limit 1) as newer
    from feed_snapshots s
    where s.viewer_id = ${viewerId} and s.created_at > ${now - SNAPSHOT_REUSE_MS}
    order by s.created_at desc, s.id desc
    limit 1`.execute(db);
  const row = rows[0];
  if (!row || row.newer !== null) return null;
  const snapshot = fromRow(row);
  return snapshot.relationsKey === relationsKey(relations) ? snapshot : null;
}

/** A followed hashtag's post after every HASHTAG_POST_EVERY ranked posts; the rest after them. */
function withHashtagPosts(
  ranked: readonly FeedEntry[],
  hashtagPosts: ReadonlyArray<{ mediaId: number; tag: string }>,
): FeedEntry[] {
  const out: FeedEntry[] = [];
  let next = 0;
  ranked.forEach((entry, index) => {
    out.push(entry);
    const tagged = hashtagPosts[next];
    if ((index + 1) % HASHTAG_POST_EVERY === 0 && tagged) {
      out.push({ kind: 'media', mediaId: tagged.mediaId, hashtag: tagged.tag });
      next += 1;
    }
  });
  for (const tagged of hashtagPosts.slice(next))
    out.push({ kind: 'media', mediaId: tagged.mediaId, hashtag: tagged.tag });
  return out;
}

/** An explore post after every EXPLORE_STORY_EVERY posts; those the feed is too short for are left out. */
function withExplorePosts(posts: readonly FeedEntry[], exploreIds: readonly number[]): FeedEntry[] {
  const out: FeedEntry[] = [];
  let next = 0;
  posts.forEach((entry, index) => {
    out.push(entry);
    const mediaId = exploreIds[next];
    if ((index + 1) % EXPLORE_STORY_EVERY === 0 && mediaId !== undefined) {
      out.push({ kind: 'media', mediaId, explore: true });
      next += 1;
    }
  });
  return out;
}

/**
 * Interleaves ranked posts (with followed hashtags' and explore's posts among them), then suggested posts, with ad slots and the suggestions item, then
 * ends with the demarcator. When suggested posts fill the feed, the suggested accounts come right
 * after the viewer's ranked posts (first of all for a new account), not at the 10th position.
 * The suggested stories unit, when there is one, comes once, after STORIES_UNIT_AFTER posts (or
 * after the last post of a shorter feed) (docs/behaviour/feed.md#suggested-stories).
 */
export function layoutEntries(
  mediaIds: readonly number[],
  ads: ReadonlyArray<{ id: number; mediaId: number }>,
  hasSuggestions: boolean,
  suggestedIds: readonly number[] = [],
  hashtagPosts: ReadonlyArray<{ mediaId: number; tag: string }> = [],
  extras: { exploreIds?: readonly number[]; storiesUnit?: boolean } = {},
): FeedEntry[] {
  const entries: FeedEntry[] = [];
  const posts = [
    ...withExplorePosts(
      withHashtagPosts(
        mediaIds.map((mediaId): FeedEntry => ({ kind: 'media', mediaId })),
        hashtagPosts,
      ),
      extras.exploreIds ?? [],
    ),
    ...suggestedIds.map((mediaId): FeedEntry => ({ kind: 'media', mediaId, suggested: true })),
  ];
  const suggestionsAt =
    suggestedIds.length > 0 ? Math.min(SUGGESTIONS_POSITION, mediaIds.length + 1) : SUGGESTIONS_POSITION;
  let nextMedia = 0;
  let nextAd = 0;
  let suggestionsPlaced = !hasSuggestions;
  let storiesPlaced = extras.storiesUnit !== true;
  while (nextMedia < posts.length) {
    const position = entries.length + 1;
    const ad = ads[nextAd];
    if (isAdSlot(position) && ad) {
      // Each ad at most once per snapshot, so no ad repeats while scrolling.
      entries.push({ kind: 'ad', adId: ad.id, mediaId: ad.mediaId, slot: entries.length });
      nextAd += 1;
    } else if (!suggestionsPlaced && position >= suggestionsAt) {
      entries.push({ kind: 'suggested_users' });
      suggestionsPlaced = true;
    } else if (!storiesPlaced && nextMedia >= STORIES_UNIT_AFTER) {
      entries.push({ kind: 'stories_netego' });
      storiesPlaced = true;
    } else {
      entries.push(posts[nextMedia] ?? { kind: 'media', mediaId: 0 });
      nextMedia += 1;
    }
  }
  // A short feed (a new account) still gets its stories unit and suggestions, before the end marker.
  if (!storiesPlaced) entries.push({ kind: 'stories_netego' });
  if (!suggestionsPlaced) entries.push({ kind: 'suggested_users' });
  entries.push({ kind: 'end_of_feed_demarcator' });
  return entries;
}

/** Ranks the viewer's recent posts (see ranking.ts), lays out ads and suggestions, and stores it. */
export async function createSnapshot(
  db: Kysely<DB>,
  viewerId: number,
  relations: ViewerRelations,
  now: number,
): Promise<HomeSnapshot> {
  const t0 = now;
  const since = t0 - RANKING.affinityWindowMs;
  const [candidates, likedAuthors, commentedAuthors, ads, suggestions] = await Promise.all([
    db
      .selectFrom('media')
      .select(['media.id', 'media.owner_id', 'media.taken_at', 'media.like_count'])
      .where(followedAuthors(viewerId))
      .where('media.taken_at', '>', t0 - HOME_WINDOW_MS)
      .where('media.taken_at', '<=', t0)
      .orderBy('media.taken_at', 'desc')
      .orderBy('media.id', 'desc')
      .limit(SNAPSHOT_MAX_POSTS)
      .execute(),
    db
      .selectFrom('likes')
      .innerJoin('media', 'media.id', 'likes.media_id')
      .select(['media.owner_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('likes.user_id', '=', viewerId)
      .where('likes.created_at', '>', since)
      .groupBy('media.owner_id')
      .execute(),
    db
      .selectFrom('comments')
      .innerJoin('media', 'media.id', 'comments.media_id')
      .select(['media.owner_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('comments.user_id', '=', viewerId)
      .where('comments.created_at', '>', since)
      .groupBy('media.owner_id')
      .execute(),
    eligibleAds(db, viewerId),
    computeSuggestions(db, viewerId),
  ]);
  const interactions = new Map<number, number>();
  for (const row of [...likedAuthors, ...commentedAuthors])
    interactions.set(row.owner_id, (interactions.get(row.owner_id) ?? 0) + Number(row.n));
  const ranked = rankPosts(
    candidates.map((c) => ({
      id: c.id,
      takenAt: c.taken_at,
      likeCount: c.like_count,
      interactions: interactions.get(c.owner_id) ?? 0,
      isFavorite: relations.followees.get(c.owner_id)?.favorite ?? false,
      isOwn: c.owner_id === viewerId,
    })),
    t0,
  );
  const oldest = candidates[candidates.length - 1];
  // Past posts start right below what was ranked: below the oldest ranked post when the window
  // was cut at SNAPSHOT_MAX_POSTS, otherwise at the window's edge.
  const upper: Keyset =
    candidates.length === SNAPSHOT_MAX_POSTS && oldest
      ? { takenAt: oldest.taken_at, id: oldest.id }
      : { takenAt: t0 - HOME_WINDOW_MS + 1, id: 0 };
  // Followed hashtags' top posts join the ranked ones, each marked with its tag
  // (docs/behaviour/search.md#followed-hashtags-in-the-home-feed).
  const tagged = await followedHashtagPosts(
    db,
    viewerId,
    { since: t0 - HOME_WINDOW_MS, until: t0 },
    new Set([...ranked.map((p) => p.id), ...ads.map((a) => a.mediaId)]),
  );
  // A thin feed (a new account, or one following few) is filled with suggested posts, so a
  // first visit is never empty (docs/behaviour/feed.md#suggested-posts).
  const suggested =
    ranked.length < SUGGESTED_POSTS_BELOW
      ? await suggestedPosts(db, viewerId, t0, new Set([...ads.map((a) => a.mediaId), ...tagged.map((t) => t.mediaId)]))
      : [];
  // A full feed gets a few well-engaged posts from explore among its own
  // (docs/behaviour/feed.md#posts-from-explore); a thin one is already filled with suggested posts.
  const [explore, storiesUnit] = await Promise.all([
    suggested.length === 0
      ? exploreStoryPosts(
          db,
          viewerId,
          { since: t0 - HOME_WINDOW_MS, until: t0 },
          new Set([...ads.map((a) => a.mediaId), ...tagged.map((t) => t.mediaId)]),
        )
      : Promise.resolve([]),
    hasSuggestedStories(db, viewerId, now),
  ]);
  const entries = layoutEntries(
    ranked.map((p) => p.id),
    ads,
    suggestions.length > 0,
    suggested,
    tagged,
    { exploreIds: explore, storiesUnit },
  );
  const key = relationsKey(relations);
  const payload: Payload = {
    t0,
    upper: [upper.takenAt, upper.id],
    entries: entries.map(encodeEntry),
    suggestions: suggestions.map((s) => [s.id, s.mutuals, s.via, s.followers]),
    relationsKey: key,
  };
  const inserted = await db
    .insertInto('feed_snapshots')
    .values({ viewer_id: viewerId, created_at: now, payload: JSON.stringify(payload) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('feed_snapshots')
    .where('viewer_id', '=', viewerId)
    .where('created_at', '<', now - SNAPSHOT_TTL_MS)
    .execute();
  return { id: inserted.id, createdAt: now, t0, upper, entries, suggestions, relationsKey: key };
}
