import type { Kysely } from 'kysely';
import type { StoryAudience, StoryItem, StoryReel, UserSummary } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { StoryRow } from '../../db/stories-schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentCandidates, presentVideoFields } from '../media/stored-media.js';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from '../users/user-presenter.js';

/** What the presenter needs to know about the viewer and the stories shown. */
interface StoryFacts {
  owners: Map<number, UserSummary>;
  seen: Set<number>;
  liked: Set<number>;
  viewerCounts: Map<number, number>;
}

/**
 * Owners, the viewer's seen and liked stories, and view counts of the viewer's own: one query each.
 * A logged-out visitor (null) has seen, liked and owns nothing.
 */
async function loadFacts(db: Kysely<DB>, rows: readonly StoryRow[], viewer: UserRow | null, urls: MediaUrls) {
  const ids = rows.map((row) => row.id);
  const ownerIds = [...new Set(rows.map((row) => row.owner_id))];
  const ownIds = viewer ? rows.filter((row) => row.owner_id === viewer.id).map((row) => row.id) : [];
  const facts: StoryFacts = { owners: new Map(), seen: new Set(), liked: new Set(), viewerCounts: new Map() };
  if (ids.length === 0) return facts;
  const [owners, seen, liked, counts] = await Promise.all([
    db.selectFrom('users').select(USER_SUMMARY_COLUMNS).where('id', 'in', ownerIds).execute(),
    viewer
      ? db
          .selectFrom('story_views')
          .select('story_id')
          .where('viewer_id', '=', viewer.id)
          .where('story_id', 'in', ids)
          .execute()
      : Promise.resolve([]),
    viewer
      ? db
          .selectFrom('story_likes')
          .select('story_id')
          .where('user_id', '=', viewer.id)
          .where('story_id', 'in', ids)
          .execute()
      : Promise.resolve([]),
    ownIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('story_views')
          .select(['story_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('story_id', 'in', ownIds)
          .groupBy('story_id')
          .execute(),
  ]);
  for (const owner of owners) facts.owners.set(owner.id, presentUserSummary(owner, urls));
  for (const row of seen) facts.seen.add(row.story_id);
  for (const row of liked) facts.liked.add(row.story_id);
  for (const row of counts) facts.viewerCounts.set(row.story_id, Number(row.n));
  return facts;
}

function presentItem(row: StoryRow, viewer: UserRow | null, facts: StoryFacts, urls: MediaUrls): StoryItem {
  const own = viewer !== null && row.owner_id === viewer.id;
  const video = presentVideoFields(row, urls);
  return {
    id: String(row.id),
    pk: String(row.id),
    media_type: row.media_type === 2 ? 2 : 1,
    product_type: 'story',
    taken_at: Math.floor(row.taken_at / 1000),
    expiring_at: Math.floor(row.expires_at / 1000),
    audience: row.audience as StoryAudience,
    original_width: row.original_width,
    original_height: row.original_height,
    image_versions2: { candidates: presentCandidates(row.image_versions, urls) },
    media_preview: row.preview,
    accessibility_caption: row.accessibility_caption,
    ...video,
    // A video still transcoding is a video all the same (its owner sees its progress).
    ...(row.media_type === 2 && video.video_versions === null ? { video_versions: [] } : {}),
    user: facts.owners.get(row.owner_id) as UserSummary,
    seen: own || facts.seen.has(row.id),
    has_liked: facts.liked.has(row.id),
    viewer_count: own ? (facts.viewerCounts.get(row.id) ?? 0) : null,
    video_processing:
      own && row.processing !== 'ready'
        ? { status: row.processing === 'failed' ? 'failed' : 'processing', progress: row.processing_progress }
        : null,
  };
}

/** Stories as the contract gives them, in the order given. */
export async function presentStoryItems(
  db: Kysely<DB>,
  rows: readonly StoryRow[],
  viewer: UserRow | null,
  urls: MediaUrls,
): Promise<StoryItem[]> {
  const facts = await loadFacts(db, rows, viewer, urls);
  return rows.map((row) => presentItem(row, viewer, facts, urls));
}

/** A user's reel from its items (oldest first); `withItems` false gives the tray's form. */
export function userReel(owner: UserSummary, items: readonly StoryItem[], withItems: boolean): StoryReel {
  const latest = items.reduce((max, item) => Math.max(max, item.taken_at), 0);
  const expiring = items.reduce((max, item) => Math.max(max, item.expiring_at), 0);
  return {
    id: owner.pk,
    reel_type: 'user_reel',
    user: owner,
    latest_reel_media: latest,
    expiring_at: expiring,
    seen: items.every((item) => item.seen),
    is_close_friends: items.some((item) => item.audience === 'close_friends'),
    is_fan_club_story: false,
    has_pride_media: false,
    media_ids: items.map((item) => item.id),
    media_count: items.length,
    ...(withItems ? { items: [...items] } : {}),
  };
}
