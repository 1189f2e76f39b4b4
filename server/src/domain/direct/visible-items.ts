import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import type { ItemRow } from './item-presenter.js';
import type { Membership } from './thread-membership.js';
import { directItemReadableBy } from '../../policy/direct-reading.js';

/**
 * The messages of a thread one member may read: the policy's one rule (directItemReadableBy:
 * nothing before they joined or after they left, nothing from while they were away, nothing they
 * cleared or deleted for themselves, no expired disappearing message).
 */
export function visibleItems(db: Kysely<DB>, membership: Membership, now: number) {
  return db
    .selectFrom('direct_items')
    .selectAll('direct_items')
    .where('direct_items.thread_id', '=', membership.thread.id)
    .where(directItemReadableBy(membership.me.user_id, now));
}

/** One message the member may read, or 404 (as for one that does not exist). */
export async function loadVisibleItem(
  db: Kysely<DB>,
  membership: Membership,
  itemIdText: string,
  now: number,
): Promise<ItemRow> {
  const itemId = parseRowId(itemIdText);
  const item =
    itemId === null
      ? undefined
      : await visibleItems(db, membership, now).where('direct_items.id', '=', itemId).executeTakeFirst();
  if (!item) throw fail.notFound('Message not found.');
  return item;
}

/** Which part of a thread to read: older than `cursor` (newest first), or after `newerThan` (oldest first). */
export interface ThreadPageRequest {
  cursor?: number | undefined;
  newerThan?: number | undefined;
  limit: number;
}

export interface ThreadPage {
  items: ItemRow[];
  hasOlder: boolean;
  hasNewer: boolean;
}

/**
 * A page of a thread's messages. The usual page is newest first, older pages by `cursor` (an item
 * id). Catch-up after a reconnect (`newerThan`, the last item id the client has) gives what came
 * after, oldest first, so applying them in order leaves nothing out and doubles nothing.
 */
export async function loadThreadPage(
  db: Kysely<DB>,
  membership: Membership,
  page: ThreadPageRequest,
  now: number,
): Promise<ThreadPage> {
  if (page.newerThan !== undefined) {
    const rows = await visibleItems(db, membership, now)
      .where('direct_items.id', '>', page.newerThan)
      .orderBy('direct_items.id', 'asc')
      .limit(page.limit + 1)
      .execute();
    return { items: rows.slice(0, page.limit), hasOlder: false, hasNewer: rows.length > page.limit };
  }
  let query = visibleItems(db, membership, now);
  if (page.cursor !== undefined) query = query.where('direct_items.id', '<', page.cursor);
  const rows = await query
    .orderBy('direct_items.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return { items: rows.slice(0, page.limit), hasOlder: rows.length > page.limit, hasNewer: false };
}
