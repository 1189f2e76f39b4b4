import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

// The facts of the account rules (accounts.ts, people.ts) for every account at once, for one
// viewer: loaded in one round trip when a page weighs many authors (a feed page), then read with
// the rules' boolean form (accountContentAllowed).

/** The viewer's relationships that shape what they are shown, loaded in one query. */
export interface ViewerRelations {
  /** Accounts the viewer follows, with the Favorites flag. */
  followees: Map<number, { favorite: boolean }>;
  /** Accounts whose posts the viewer muted. */
  mutedPosts: Set<number>;
  /** Accounts the viewer blocks or that block the viewer, and accounts awaiting deletion or suspended (hidden from all). */
  blocked: Set<number>;
  /** Accounts the viewer dismissed from suggestions. */
  dismissed: Set<number>;
  /** Private accounts the viewer asked to follow. */
  requested: Set<number>;
}

/**
 * Loads a viewer's follows, mutes, blocks (both ways), dismissals and requests in one round trip.
 * Every feed request starts here, so it is plain SQL text (building it cost more than running it).
 */
export async function loadViewerRelations(db: Kysely<DB>, viewerId: number): Promise<ViewerRelations> {
  const { rows } = await sql<{ kind: string; id: number; flag: number }>`
    select 'f' as kind, followee_id as id, is_feed_favorite as flag from follows where follower_id = ${viewerId}
    union all select 'm', target_id, mute_posts from mutes where user_id = ${viewerId} and mute_posts = 1
    union all select 'b', blocked_id, 0 from blocks where blocker_id = ${viewerId}
    union all select 'b', blocker_id, 0 from blocks where blocked_id = ${viewerId}
    union all select 'b', id, 0 from users where deletion_requested_at is not null
    union all select 'b', id, 0 from users where suspended_at is not null
    union all select 'd', target_id, 0 from suggestion_dismissals where user_id = ${viewerId}
    union all select 'r', target_id, 0 from follow_requests where requester_id = ${viewerId}`.execute(db);
  const relations: ViewerRelations = {
    followees: new Map(),
    mutedPosts: new Set(),
    blocked: new Set(),
    dismissed: new Set(),
    requested: new Set(),
  };
  for (const row of rows) {
    if (row.kind === 'f') relations.followees.set(row.id, { favorite: row.flag === 1 });
    else if (row.kind === 'm') relations.mutedPosts.add(row.id);
    else if (row.kind === 'b') relations.blocked.add(row.id);
    else if (row.kind === 'd') relations.dismissed.add(row.id);
    else relations.requested.add(row.id);
  }
  return relations;
}
