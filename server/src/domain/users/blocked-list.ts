import type { Kysely } from 'kysely';
import type { UserSummary } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { decodeCursor, encodeCursor } from '../feed/cursor.js';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from './user-presenter.js';

/** A page of the viewer's blocked accounts, most recent block first. */
export interface BlockedListPage {
  users: Array<UserSummary & { blocked_at: number }>;
  next_max_id: string | null;
  more_available: boolean;
  page_size: number;
}

/**
 * The accounts the viewer blocks, most recent block first, paged by (block time, id) with an
 * opaque cursor. Only the viewer's own blocks: who blocks the viewer is never listed. Accounts
 * awaiting deletion are left out (they are hidden from everyone).
 */
export async function listBlockedAccounts(
  db: Kysely<DB>,
  viewer: UserRow,
  page: { count: number; maxId?: string | undefined },
  urls: MediaUrls,
): Promise<BlockedListPage> {
  const cursor = decodeCursor(page.maxId);
  let query = db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select([...USER_SUMMARY_COLUMNS.map((c) => `users.${c}` as const), 'blocks.created_at as blocked_at'])
    .where('blocks.blocker_id', '=', viewer.id)
    .where('users.deletion_requested_at', 'is', null);
  if (cursor)
    query = query.where((eb) =>
      eb.or([
        eb('blocks.created_at', '<', cursor.takenAt),
        eb.and([eb('blocks.created_at', '=', cursor.takenAt), eb('users.id', '<', cursor.id)]),
      ]),
    );
  const rows = await query
    .orderBy('blocks.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(page.count + 1)
    .execute();
  const shown = rows.slice(0, page.count);
  const more = rows.length > page.count;
  const last = shown[shown.length - 1];
  return {
    users: shown.map((row) => ({ ...presentUserSummary(row, urls), blocked_at: Number(row.blocked_at) })),
    next_max_id: more && last ? encodeCursor({ takenAt: Number(last.blocked_at), id: last.id }) : null,
    more_available: more,
    page_size: page.count,
  };
}
