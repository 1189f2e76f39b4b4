import type { Kysely } from 'kysely';
import { TRENDING_CHAIN_SIZE } from 'shared-contracts';
import type { DB, MediaRow, UserRow } from '../../db/schema.js';
import { captionLanguage, primaryLanguage } from './caption-language.js';
import { mediaIsReady } from '../../policy/post-readiness.js';
import { accountIdOpenTo } from '../../policy/list-filters.js';

/** How many of the newest public posts the trending chain ranks by likes. */
export const TRENDING_POOL = 200;
/** Most posts one chain request returns. */
export const MAX_CHAIN_SIZE = 20;

/** What the trending chain is asked for. */
export interface PostChainRequest {
  shortcode: string;
  first?: number | null;
  /** Accepted but ignored: posts record no country (docs/behaviour/feed.md#post-page). */
  country?: string | null;
  /** Posts whose caption is in this language (primary subtag) come first. */
  language?: string | null;
}

/**
 * The trending chain under a post page: among the newest public posts, the most liked ones
 * (ties by time, then id), those in the requested language first, never the current post and
 * never an author blocked either way or muted by the viewer. Empty when the current post is unknown.
 */
export async function loadPostChain(
  db: Kysely<DB>,
  viewer: UserRow | null,
  request: PostChainRequest,
): Promise<MediaRow[]> {
  const size = Math.min(MAX_CHAIN_SIZE, Math.max(1, Math.floor(request.first ?? TRENDING_CHAIN_SIZE)));
  const current = await db.selectFrom('media').select('id').where('code', '=', request.shortcode).executeTakeFirst();
  if (!current) return [];
  let query = db
    .selectFrom('media')
    .selectAll('media')
    .where('media.id', '!=', current.id)
    .where(mediaIsReady)
    .where(accountIdOpenTo(viewer?.id ?? null, 'media.owner_id'));
  if (viewer) {
    query = query.where('media.owner_id', 'not in', (eb) =>
      eb
        .selectFrom('mutes')
        .select('mutes.target_id')
        .where('mutes.user_id', '=', viewer.id)
        .where('mutes.mute_posts', '=', 1),
    );
  }
  // Ads are paid placements, not trends.
  query = query.where('media.id', 'not in', (eb) => eb.selectFrom('ads').select('ads.media_id'));
  const pool = await query.orderBy('media.taken_at', 'desc').orderBy('media.id', 'desc').limit(TRENDING_POOL).execute();
  const language = primaryLanguage(request.language);
  const readable = (row: MediaRow) => (language !== null && captionLanguage(row.caption) === language ? 0 : 1);
  return pool
    .sort((a, b) => readable(a) - readable(b) || b.like_count - a.like_count || b.taken_at - a.taken_at || b.id - a.id)
    .slice(0, size);
}
