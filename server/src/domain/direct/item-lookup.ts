import type { Kysely } from 'kysely';
import type { DirectItem } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import type { MediaUrls } from '../media-urls.js';
import { presentItems } from './item-presenter.js';
import { loadMembership } from './thread-membership.js';
import { visibleItems } from './visible-items.js';

/** Most references one `get_items` call may carry, ids and client contexts together. */
export const GET_ITEMS_MAX_REFERENCES = 20;

/** What `get_items` is asked for: message ids, and the idempotency keys messages were sent with. */
export interface ItemReferences {
  itemIds: readonly string[];
  clientContexts: readonly string[];
}

export interface DirectItemsAnswer {
  items: DirectItem[];
  status: 'ok';
}

/**
 * Particular messages of one thread (docs/behaviour/direct.md#fetching-particular-messages): those
 * named by id, and those sent with one of the given client contexts, that the viewer may read,
 * newest first. A reference that matches nothing the viewer may read is left out of the answer
 * rather than failing it; a thread the viewer never belonged to is 404.
 */
export async function loadItemsByReference(
  db: Kysely<DB>,
  viewerId: number,
  threadIdText: string,
  references: ItemReferences,
  urls: MediaUrls,
  now: number = Date.now(),
): Promise<DirectItemsAnswer> {
  const count = references.itemIds.length + references.clientContexts.length;
  if (count === 0) throw fail.validation({ item_ids: 'Name at least one message.' });
  if (count > GET_ITEMS_MAX_REFERENCES)
    throw fail.validation({ item_ids: `Ask for at most ${GET_ITEMS_MAX_REFERENCES} messages at once.` });
  const membership = await loadMembership(db, threadIdText, viewerId);
  const ids = references.itemIds.map(parseRowId).filter((id): id is number => id !== null);
  const contexts = [...new Set(references.clientContexts)];
  if (ids.length === 0 && contexts.length === 0) return { items: [], status: 'ok' };
  const rows = await visibleItems(db, membership, now)
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('direct_items.id', 'in', ids)] : []),
        ...(contexts.length > 0 ? [eb('direct_items.client_context', 'in', contexts)] : []),
      ]),
    )
    .orderBy('direct_items.id', 'desc')
    // A client context is unique per sender in a thread, so each reference matches at most one
    // message per member; the cap keeps a crowded group's answer bounded all the same.
    .limit(GET_ITEMS_MAX_REFERENCES * 4)
    .execute();
  return { items: await presentItems(db, viewerId, rows, urls), status: 'ok' };
}

/** Whether the viewer's messaging moved to another app's network: never here (no such network). */
export function interopUpgradeStatus(): { has_interop_upgraded: false; status: 'ok' } {
  return { has_interop_upgraded: false, status: 'ok' };
}
