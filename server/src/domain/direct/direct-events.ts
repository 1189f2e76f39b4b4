import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import type { MediaStorage } from '../../media/storage.js';
import type { DirectItem } from 'shared-contracts';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import { badgeCountFor } from './badge-count.js';
import { presentItems, type ItemRow } from './item-presenter.js';
import { currentMembers } from './thread-membership.js';

/** What publishing direct events needs. */
export interface DirectEventDeps {
  db: Kysely<DB>;
  realtime: RealtimeHub;
  urls: MediaUrls;
  /** Where direct photos' files live (deleted with their last message). */
  storage: MediaStorage;
}

/**
 * Realtime events of direct messages, published after the write committed
 * (docs/behaviour/direct.md#real-time). Events reach current members only; a member who left
 * or was removed hears nothing more.
 */

/** Sends each user their new badge count. */
export async function publishBadges(deps: DirectEventDeps, userIds: readonly number[]): Promise<void> {
  for (const userId of new Set(userIds)) {
    deps.realtime.publish([userId], { type: 'badge', count: await badgeCountFor(deps.db, userId) });
  }
}

/**
 * Publishes new messages of one thread to its current members (the sender's other tabs too) and
 * answers them as the sender sees them, so the send's answer needs no second presentation. A
 * message quoting another or sharing a post is presented for each member, since what they may see
 * of the quote or the post differs; any other is presented once. Badges are left to the caller
 * (publishBadges): they are not part of delivering the message.
 */
export async function publishNewItems(
  deps: DirectEventDeps,
  threadId: number,
  senderId: number,
  items: readonly ItemRow[],
  memberIds: readonly number[],
): Promise<DirectItem[]> {
  const perViewer = items.some((i) => i.replied_to_item_id !== null || (i.payload ?? '').includes('"media_id":'));
  const thread = String(threadId);
  const publish = (userIds: readonly number[], presented: readonly DirectItem[]) => {
    for (const item of presented)
      deps.realtime.publish(userIds, {
        type: 'direct-item',
        threadId: thread,
        item,
        ...(item.client_context ? { clientContext: item.client_context } : {}),
      });
  };
  if (!perViewer) {
    const presented = await presentItems(deps.db, senderId, items, deps.urls);
    publish(memberIds, presented);
    return presented;
  }
  let forSender: DirectItem[] | null = null;
  for (const userId of memberIds) {
    const presented = await presentItems(deps.db, userId, items, deps.urls);
    publish([userId], presented);
    if (userId === senderId) forSender = presented;
  }
  return forSender ?? presentItems(deps.db, senderId, items, deps.urls);
}

/** Tells members that a thread's details changed (they refetch it). */
export function publishThreadChanged(deps: DirectEventDeps, userIds: readonly number[], threadId: number): void {
  deps.realtime.publish(userIds, { type: 'direct-thread-changed', threadId: String(threadId) });
}

/** Tells users that a thread left their inbox (left, removed, hidden, declined, deleted). */
export function publishThreadRemoved(deps: DirectEventDeps, userIds: readonly number[], threadId: number): void {
  deps.realtime.publish(userIds, { type: 'direct-thread-removed', threadId: String(threadId) });
}

/** Tells members that a message is gone (unsent, expired) or, for one member, hidden. */
export function publishItemRemoved(
  deps: DirectEventDeps,
  userIds: readonly number[],
  threadId: number,
  itemId: number,
): void {
  deps.realtime.publish(userIds, { type: 'direct-item-removed', threadId: String(threadId), itemId: String(itemId) });
}

/** Publishes a message's new reactions to the thread's current members. */
export async function publishItemUpdated(deps: DirectEventDeps, threadId: number, item: ItemRow): Promise<void> {
  const memberIds = (await currentMembers(deps.db, threadId)).map((m) => m.user_id);
  // Only a quote or a shared post differs between members; anything else is presented once.
  const perViewer = item.replied_to_item_id !== null || (item.payload ?? '').includes('"media_id":');
  for (const userId of perViewer ? memberIds : memberIds.slice(0, 1)) {
    const [presented] = await presentItems(deps.db, userId, [item], deps.urls);
    if (presented)
      deps.realtime.publish(perViewer ? [userId] : memberIds, {
        type: 'direct-item-updated',
        threadId: String(threadId),
        item: presented,
      });
  }
}
