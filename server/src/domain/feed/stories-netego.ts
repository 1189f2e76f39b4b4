import { expressionBuilder, type Kysely } from 'kysely';
import type { FeedStoryReel } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentStoryItems, userReel } from '../stories/story-presenter.js';
import { storyAudienceOf, storyIsCurrent } from '../../policy/stories.js';
import { publicAccounts } from '../../policy/list-filters.js';

/** Most reels one stories unit shows (docs/behaviour/feed.md#suggested-stories). */
export const NETEGO_MAX_REELS = 12;
/** Story rows the unit reads at most, whatever the network's size. */
const NETEGO_MAX_ROWS = 200;
/** The narrowest rendition a rail card uses (px). */
const COVER_MIN_WIDTH = 240;

/**
 * Current stories of accounts the viewer does not follow but may see
 * (docs/behaviour/feed.md#suggested-stories): public accounts only (a private account's stories
 * stay with its followers even when the viewer could ask), never the viewer's own, never across a
 * block either way, never an account the viewer muted in any way, never one awaiting deletion; and
 * the story audience rule on top (which is what leaves out blocks and accounts awaiting deletion),
 * so a close-friends story reaches only the owner's close friends.
 */
function suggestedStoryRows(db: Kysely<DB>, viewerId: number, now: number) {
  const sub = expressionBuilder<DB, never>();
  return db
    .selectFrom('stories')
    .selectAll('stories')
    .where(storyIsCurrent(now))
    .where(storyAudienceOf(viewerId))
    .where('stories.owner_id', '!=', viewerId)
    .where('stories.owner_id', 'in', publicAccounts())
    .where(
      'stories.owner_id',
      'not in',
      sub.selectFrom('follows').select('followee_id').where('follower_id', '=', viewerId),
    )
    .where('stories.owner_id', 'not in', sub.selectFrom('mutes').select('target_id').where('user_id', '=', viewerId));
}

/** Whether the viewer has any suggested story now (decides whether a home snapshot gets the unit). */
export async function hasSuggestedStories(db: Kysely<DB>, viewerId: number, now: number): Promise<boolean> {
  const row = await suggestedStoryRows(db, viewerId, now).select('stories.id as found').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The reels of the stories unit, read when the page is presented (so a story that expired, or an
 * account blocked, muted or followed since the snapshot, is not shown): at most NETEGO_MAX_REELS
 * accounts, unseen reels first, then newest first. Each reel is in the tray's form (no items) with
 * its first unseen story (or its newest) as `cover_media`, the picture the rail shows.
 */
export async function suggestedStoryReels(
  db: Kysely<DB>,
  viewer: UserRow,
  urls: MediaUrls,
  now: number,
): Promise<FeedStoryReel[]> {
  const rows = await suggestedStoryRows(db, viewer.id, now)
    .orderBy('stories.taken_at', 'desc')
    .orderBy('stories.id', 'desc')
    .limit(NETEGO_MAX_ROWS)
    .execute();
  const items = await presentStoryItems(db, rows, viewer, urls);
  const byOwner = new Map<string, typeof items>();
  for (const item of items) {
    const list = byOwner.get(item.user.pk);
    if (list) list.unshift(item);
    else if (byOwner.size < NETEGO_MAX_REELS) byOwner.set(item.user.pk, [item]);
  }
  const reels = [...byOwner.values()].map((list) => {
    const reel = { ...userReel(list[0]!.user, list, false), reel_type: 'user_reel' as const };
    const cover = list.find((item) => !item.seen) ?? list[list.length - 1]!;
    // Candidates come widest first: the narrowest that still fills a rail card.
    const candidates = cover.image_versions2.candidates;
    const picture = candidates.filter((c) => c.width >= COVER_MIN_WIDTH).at(-1) ?? candidates[0];
    return picture ? { ...reel, cover_media: { media_id: cover.id, cropped_image_version: picture } } : reel;
  });
  return reels.sort(
    (a, b) =>
      Number(a.seen) - Number(b.seen) || b.latest_reel_media - a.latest_reel_media || Number(b.id) - Number(a.id),
  );
}
