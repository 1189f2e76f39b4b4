import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { FriendshipStatus, UserSummary } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { decodeCursor, encodeCursor } from '../feed/cursor.js';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from './user-presenter.js';
import { loadFriendshipStatuses } from './friendship-statuses.js';
import { personVisibleTo } from '../../policy/people.js';

/** Rows per page of a follow list when the client does not say (docs/behaviour/profiles.md#follow-lists). */
export const FOLLOW_LIST_PAGE_SIZE = 12;
/** Requests per page of the pending-requests list. */
export const PENDING_REQUESTS_PAGE_SIZE = 20;

/** A user in a list, with the viewer's relationship to them (null: logged out, or the viewer). */
export type ListedUser = UserSummary & { friendship_status: FriendshipStatus | null };

/** A page of a user list, newest relationship first. */
export interface UserListPage {
  users: ListedUser[];
  next_max_id: string | null;
  more_available: boolean;
  page_size: number;
}

/** Which list: the user's followers, the accounts they follow, or requests to follow them. */
export type UserListKind = 'followers' | 'following' | 'pending';

/**
 * A page of a user list: followers (follows.followee = user), following (follows.follower = user)
 * or pending requests to the user (see listEdgeUsers for what is left out and the paging).
 */
export async function listUsers(
  db: Kysely<DB>,
  viewer: UserRow | null,
  user: UserRow,
  kind: UserListKind,
  page: UserListPaging,
  urls: MediaUrls,
): Promise<UserListPage> {
  const edge =
    kind === 'pending'
      ? db
          .selectFrom('follow_requests')
          .select(['requester_id as other_id', 'created_at'])
          .where('target_id', '=', user.id)
      : kind === 'followers'
        ? db.selectFrom('follows').select(['follower_id as other_id', 'created_at']).where('followee_id', '=', user.id)
        : db.selectFrom('follows').select(['followee_id as other_id', 'created_at']).where('follower_id', '=', user.id);
  return listEdgeUsers(db, viewer, edge, page, urls);
}

/** How much of a user list to answer: how many rows, after which cursor. */
export interface UserListPaging {
  count: number;
  maxId?: string | undefined;
}

/** Rows linking the listed users to what the list is about: the other user and when the link was made. */
export type UserEdgeQuery = SelectQueryBuilder<DB, keyof DB, { other_id: number; created_at: number }>;

/**
 * A page of the users an edge query names (follows, requests, likes), newest link first, with the
 * viewer's relationship to each. Accounts blocked either way with the viewer, and accounts
 * awaiting deletion, are left out. Paged by (created_at, id) descending with an opaque cursor.
 */
export async function listEdgeUsers(
  db: Kysely<DB>,
  viewer: UserRow | null,
  edge: UserEdgeQuery,
  page: UserListPaging,
  urls: MediaUrls,
): Promise<UserListPage> {
  const cursor = decodeCursor(page.maxId);
  let query = db
    .selectFrom(edge.as('edge'))
    .innerJoin('users', 'users.id', 'edge.other_id')
    .select([...USER_SUMMARY_COLUMNS.map((c) => `users.${c}` as const), 'edge.created_at as edge_at'])
    .where(personVisibleTo(viewer?.id ?? null, 'users'));
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('edge.created_at', '<', cursor.takenAt),
        eb.and([eb('edge.created_at', '=', cursor.takenAt), eb('users.id', '<', cursor.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('edge.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(page.count + 1)
    .execute();
  const shown = rows.slice(0, page.count);
  const statuses = viewer
    ? await loadFriendshipStatuses(
        db,
        viewer.id,
        shown.map((r) => r.id),
      )
    : new Map<number, FriendshipStatus>();
  const more = rows.length > page.count;
  const last = shown[shown.length - 1];
  return {
    users: shown.map((row) => ({
      ...presentUserSummary(row, urls),
      friendship_status: statuses.get(row.id) ?? null,
    })),
    next_max_id: more && last ? encodeCursor({ takenAt: Number(last.edge_at), id: last.id }) : null,
    more_available: more,
    page_size: page.count,
  };
}
