import type { Kysely } from 'kysely';
import type { StoryItem, StoryReel } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { StoryRow } from '../../db/stories-schema.js';
import { fail } from '../../http/errors.js';
import type { MediaUrls } from '../media-urls.js';
import { findUserByUsername } from '../users/relationships.js';
import { highlightReels } from './highlights.js';
import { presentStoryItems, userReel } from './story-presenter.js';
import { storiesMutedBy, storyAudienceOf, storyIsCurrent } from '../../policy/stories.js';

/** Reels in the tray at most (docs/behaviour/stories.md#limits). */
export const TRAY_MAX_REELS = 150;
/** Story rows the tray reads at most, whatever the network's size. */
const TRAY_MAX_ROWS = 3000;
/** Reel ids per reels_media call. */
export const REELS_MEDIA_MAX_IDS = 20;

/** Current stories the viewer may see, of the given owners (or the tray's: self and followed). */
function currentStories(db: Kysely<DB>, viewer: UserRow, now: number) {
  return db
    .selectFrom('stories')
    .selectAll('stories')
    .where(storyIsCurrent(now))
    .where(storyAudienceOf(viewer.id))
    .orderBy('stories.owner_id')
    .orderBy('stories.taken_at')
    .orderBy('stories.id');
}

/** Groups presented items by owner into user reels, owners in first-seen order. */
function groupReels(items: readonly StoryItem[], withItems: boolean): StoryReel[] {
  const byOwner = new Map<string, StoryItem[]>();
  for (const item of items) {
    const list = byOwner.get(item.user.pk) ?? [];
    list.push(item);
    byOwner.set(item.user.pk, list);
  }
  return [...byOwner.values()].map((list) => userReel(list[0]!.user, list, withItems));
}

/**
 * The stories tray (docs/behaviour/stories.md#tray): the viewer's own reel first, then followed
 * accounts with current stories the viewer may see, stories muted left out; unseen reels first,
 * each group newest first.
 */
export async function loadTray(
  db: Kysely<DB>,
  viewer: UserRow,
  urls: MediaUrls,
  now = Date.now(),
): Promise<StoryReel[]> {
  const rows = await currentStories(db, viewer, now)
    .where((eb) =>
      eb.or([
        eb('stories.owner_id', '=', viewer.id),
        eb(
          'stories.owner_id',
          'in',
          eb.selectFrom('follows').select('follows.followee_id').where('follows.follower_id', '=', viewer.id),
        ),
      ]),
    )
    .where('stories.owner_id', 'not in', storiesMutedBy(viewer.id))
    .limit(TRAY_MAX_ROWS)
    .execute();
  const reels = groupReels(await presentStoryItems(db, rows, viewer, urls), false);
  const own = reels.filter((reel) => reel.user.pk === String(viewer.id));
  const others = reels
    .filter((reel) => reel.user.pk !== String(viewer.id))
    .sort(
      (a, b) =>
        Number(a.seen) - Number(b.seen) || b.latest_reel_media - a.latest_reel_media || Number(b.id) - Number(a.id),
    );
  return [...own, ...others].slice(0, TRAY_MAX_REELS);
}

/** A reel id: a user pk, or `highlight:{id}`; anything else is a validation failure. */
export type ReelId = { kind: 'user'; id: number } | { kind: 'highlight'; id: number };

/** Parses the comma-separated reel ids of reels_media (1..REELS_MEDIA_MAX_IDS, duplicates dropped). */
export function parseReelIds(text: string): ReelId[] {
  const parts = [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  if (parts.length === 0 || parts.length > REELS_MEDIA_MAX_IDS)
    throw fail.validation({ reel_ids: `Give 1 to ${REELS_MEDIA_MAX_IDS} reel ids.` });
  return parts.map((part) => {
    const match = /^(highlight:)?(\d{1,10})$/.exec(part);
    const id = match ? Number(match[2]) : NaN;
    if (!match || !Number.isSafeInteger(id) || id > 2_147_483_647)
      throw fail.validation({ reel_ids: 'Not a reel id.' });
    return { kind: match[1] ? 'highlight' : 'user', id };
  });
}

/** Reels with their items, in the asked order; reels with nothing the viewer may see are left out. */
export async function loadReelsMedia(
  db: Kysely<DB>,
  viewer: UserRow,
  reelIds: readonly ReelId[],
  urls: MediaUrls,
  now = Date.now(),
): Promise<StoryReel[]> {
  const userIds = reelIds.filter((r) => r.kind === 'user').map((r) => r.id);
  const rows: StoryRow[] =
    userIds.length === 0
      ? []
      : await currentStories(db, viewer, now).where('stories.owner_id', 'in', userIds).limit(TRAY_MAX_ROWS).execute();
  const userReels = new Map(groupReels(await presentStoryItems(db, rows, viewer, urls), true).map((r) => [r.id, r]));
  const highlightIds = reelIds.filter((r) => r.kind === 'highlight').map((r) => r.id);
  const highlights = new Map(
    (await highlightReels(db, viewer, { highlightIds }, urls, true)).map((reel) => [reel.id, reel]),
  );
  return reelIds
    .map((r) => (r.kind === 'user' ? userReels.get(String(r.id)) : highlights.get(`highlight:${r.id}`)))
    .filter((reel): reel is StoryReel => reel !== undefined);
}

/** One account's current reel by username; null when it has none the viewer may see. */
export async function loadUserStory(
  db: Kysely<DB>,
  viewer: UserRow,
  username: string,
  urls: MediaUrls,
  now = Date.now(),
): Promise<StoryReel | null> {
  const owner = await findUserByUsername(db, username);
  if (!owner) return null;
  const [reel] = await loadReelsMedia(db, viewer, [{ kind: 'user', id: owner.id }], urls, now);
  return reel ?? null;
}
