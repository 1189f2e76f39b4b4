import { sql, type Kysely } from 'kysely';
import { canViewProfileContent } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { isAwaitingDeletion } from '../visibility/accounts-awaiting-deletion.js';
import { parseRowId } from '../../http/ids.js';

/** Ids of the users `viewerId` follows. */
export async function followeeIds(db: Kysely<DB>, viewerId: number): Promise<number[]> {
  const rows = await db.selectFrom('follows').select('followee_id').where('follower_id', '=', viewerId).execute();
  return rows.map((r) => r.followee_id);
}

/** Whether `followerId` follows `followeeId`. */
export async function isFollowing(db: Kysely<DB>, followerId: number, followeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether either user blocks the other. */
export async function isBlockedEitherWay(db: Kysely<DB>, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `userId` restricted `targetId` (the target's comments on the user's posts are covered). */
export async function isRestrictedBy(db: Kysely<DB>, userId: number, targetId: number): Promise<boolean> {
  const row = await db
    .selectFrom('restricts')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a viewer (or a logged-out visitor, null) may see a user's posts and lists. */
export async function canViewContentOf(db: Kysely<DB>, viewer: UserRow | null, owner: UserRow): Promise<boolean> {
  const viewerIsOwner = viewer?.id === owner.id;
  if (!viewerIsOwner && isAwaitingDeletion(owner)) return false;
  if (!viewer || viewerIsOwner) {
    return canViewProfileContent({
      isPrivate: owner.is_private === 1,
      viewerIsOwner,
      viewerFollows: false,
      blockedEitherWay: false,
    });
  }
  const [viewerFollows, blockedEitherWay] = await Promise.all([
    owner.is_private === 1 ? isFollowing(db, viewer.id, owner.id) : Promise.resolve(false),
    isBlockedEitherWay(db, viewer.id, owner.id),
  ]);
  return canViewProfileContent({ isPrivate: owner.is_private === 1, viewerIsOwner, viewerFollows, blockedEitherWay });
}

/** Finds a user by username, case-insensitively; an account awaiting deletion is not there for anyone. */
export function findUserByUsername(db: Kysely<DB>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_lower', '=', username.toLowerCase())
    .where('deletion_requested_at', 'is', null)
    .executeTakeFirst();
}

/** Finds a user by id (text or number); undefined for anything else, out-of-range ids included. */
export function findUserById(db: Kysely<DB>, id: string | number): Promise<UserRow | undefined> {
  const numeric = parseRowId(id);
  if (numeric === null) return Promise.resolve(undefined);
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', numeric)
    .where('deletion_requested_at', 'is', null)
    .executeTakeFirst();
}

/** The viewer's relationships that shape what they are shown, loaded in one query. */
export interface ViewerRelations {
  /** Accounts the viewer follows, with the Favorites flag. */
  followees: Map<number, { favorite: boolean }>;
  /** Accounts whose posts the viewer muted. */
  mutedPosts: Set<number>;
  /** Accounts the viewer blocks or that block the viewer, and accounts awaiting deletion (hidden from all). */
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

/**
 * Whether a viewer with these relations may see a post by `owner` in a feed: never when blocked
 * either way, never a private account the viewer does not follow, never a muted account.
 */
export function feedAllows(relations: ViewerRelations, viewerId: number, owner: Pick<UserRow, 'id' | 'is_private'>) {
  if (owner.id === viewerId) return true;
  if (relations.blocked.has(owner.id) || relations.mutedPosts.has(owner.id)) return false;
  return owner.is_private === 0 || relations.followees.has(owner.id);
}
