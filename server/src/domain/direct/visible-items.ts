import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import type { ItemRow } from './item-presenter.js';
import type { Membership } from './thread-membership.js';

/**
 * The messages of a thread one member may read (docs/behaviour/direct.md#who-sees-a-thread):
 * none up to the point they cleared the history, none after they left or were removed, none they
 * deleted for themselves, and no expired disappearing message (even before the job removes it).
 */
export function visibleItems(db: Kysely<DB>, membership: Membership, now: number) {
  const { thread, me } = membership;
  let query = db
    .selectFrom('direct_items')
    .selectAll('direct_items')
    .where('direct_items.thread_id', '=', thread.id)
    .where('direct_items.id', '>', me.cleared_through_item_id)
    .where((eb) => eb.or([eb('direct_items.expires_at', 'is', null), eb('direct_items.expires_at', '>', now)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('direct_item_hides')
            .select('direct_item_hides.item_id')
            .whereRef('direct_item_hides.item_id', '=', 'direct_items.id')
            .where('direct_item_hides.user_id', '=', me.user_id),
        ),
      ),
    );
  if (me.left_through_item_id !== null) query = query.where('direct_items.id', '<=', me.left_through_item_id);
  return query;
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
