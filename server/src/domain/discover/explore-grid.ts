import { sql, type Kysely } from 'kysely';
import type { Locale, MediaGridPage } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentMediaList } from '../media/media-presenter.js';
import { engagement } from './engagement.js';
import { mediaIsReady } from '../../policy/post-readiness.js';
import { accountOpenTo, notLimited } from '../../policy/list-filters.js';

/** Posts per explore page. */
export const EXPLORE_PAGE = 24;
/** Newest posts considered per request: ranking reads at most this many, whatever the table size. */
export const EXPLORE_WINDOW = 1000;
/** Hours after which a post's engagement counts half as much. */
const HALF_LIFE_HOURS = 48;

/** A position in the explore ranking: the newest post id the first page saw, and how many were shown. */
interface ExploreCursor {
  anchor: number;
  offset: number;
}

function encode(cursor: ExploreCursor): string {
  return Buffer.from(`${cursor.anchor}:${cursor.offset}`).toString('base64url');
}

function decode(value: string | undefined): ExploreCursor | null {
  if (!value) return null;
  const match = /^(\d{1,12}):(\d{1,6})$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  return match ? { anchor: Number(match[1]), offset: Number(match[2]) } : null;
}

/**
 * A page of the explore grid (docs/behaviour/search.md#explore-ranking): posts and reels of public
 * accounts the viewer does not follow, never their own, none muted by the viewer and none across a
 * block, ranked by engagement that fades with age; a visitor (null) gets public accounts' posts.
 * The ranking reads the EXPLORE_WINDOW newest posts up to the anchor the first page saw, so paging
 * is stable while new posts arrive.
 */
export async function loadExploreGrid(
  db: Kysely<DB>,
  viewer: UserRow | null,
  maxId: string | undefined,
  options: { urls: MediaUrls; locale: Locale; now?: number },
): Promise<MediaGridPage> {
  const cursor = decode(maxId);
  const viewerId = viewer?.id ?? null;
  let query = db
    .selectFrom('media')
    .innerJoin('users as owner', 'owner.id', 'media.owner_id')
    .selectAll('media')
    .where(accountOpenTo(viewerId, 'owner', 'per-row'))
    .where(notLimited('owner'))
    .where(mediaIsReady);
  if (viewerId !== null)
    query = query.where('media.owner_id', '!=', viewerId).where(
      sql<boolean>`not exists (select 1 from follows vf where vf.follower_id = ${viewerId} and vf.followee_id = owner.id)
      and not exists (select 1 from mutes vm where vm.user_id = ${viewerId} and vm.target_id = owner.id and vm.mute_posts = 1)`,
    );
  if (cursor) query = query.where('media.id', '<=', cursor.anchor);
  const window = await query.orderBy('media.id', 'desc').limit(EXPLORE_WINDOW).execute();
  const now = options.now ?? Date.now();
  const score = (row: (typeof window)[number]) =>
    engagement(row) * 0.5 ** (Math.max(0, now - row.taken_at) / 3_600_000 / HALF_LIFE_HOURS);
  const ranked = window
    .map((row) => ({ row, score: score(row) }))
    .sort((a, b) => b.score - a.score || b.row.id - a.row.id);
  const offset = cursor?.offset ?? 0;
  const shown = ranked.slice(offset, offset + EXPLORE_PAGE).map((r) => r.row);
  const anchor = cursor?.anchor ?? window[0]?.id ?? 0;
  const more = offset + EXPLORE_PAGE < ranked.length;
  return {
    items: await presentMediaList(db, shown, viewer, options),
    more_available: more,
    next_max_id: more ? encode({ anchor, offset: offset + EXPLORE_PAGE }) : null,
    status: 'ok',
  };
}
