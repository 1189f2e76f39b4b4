import type { DirectItem } from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { presenceHiddenFrom } from '../../policy/presence.js';
import { publishBadges, publishItemRemoved, publishItemUpdated, type DirectEventDeps } from './direct-events.js';
import { presentItems, type ItemRow } from './item-presenter.js';
import { currentMemberIds, loadCurrentMembership, loadMembership } from './thread-membership.js';
import { loadVisibleItem } from './visible-items.js';
import { deleteUnheldPhotoFiles } from './photo-files.js';
import { isSingleEmoji } from './emoji.js';
import { assertMayActOnMessageOf, requireWritableThread, withoutBlocked } from '../../policy/direct-writing.js';
import { ActivityNotices, announceActivity } from '../activity/activity-notices.js';

/** A reaction change: a like (heart) or an emoji, added or taken back. */
export interface ReactionChange {
  kind: 'like' | 'emoji';
  emoji?: string | undefined;
  present: boolean;
}

/**
 * Adds or removes the viewer's like or emoji on a message (docs/behaviour/direct.md#reactions):
 * one like and one emoji per member and message (a new emoji replaces the old one). Answers the
 * message with its reactions and tells the members.
 */
export async function setReaction(
  deps: DirectEventDeps,
  viewer: UserRow,
  threadIdText: string,
  itemIdText: string,
  change: ReactionChange,
  now: number = Date.now(),
): Promise<DirectItem> {
  const emoji = change.kind === 'emoji' ? (change.emoji ?? '').trim() : '';
  if (change.kind === 'emoji' && change.present && !isSingleEmoji(emoji))
    throw fail.validation({ emoji: 'Choose one emoji.' });
  const membership = await requireWritableThread(deps.db, threadIdText, viewer.id);
  const item = await loadVisibleItem(deps.db, membership, itemIdText, now);
  await assertMayActOnMessageOf(deps.db, viewer.id, item.user_id);
  // An upsert, so two taps at once (or two tabs) never collide on the key.
  if (change.present)
    await deps.db
      .insertInto('direct_item_reactions')
      .values({ item_id: item.id, user_id: viewer.id, kind: change.kind, emoji, created_at: now })
      .onConflict((oc) => oc.columns(['item_id', 'user_id', 'kind']).doUpdateSet({ emoji, created_at: now }))
      .execute();
  else
    await deps.db
      .deleteFrom('direct_item_reactions')
      .where('item_id', '=', item.id)
      .where('user_id', '=', viewer.id)
      .where('kind', '=', change.kind)
      .execute();
  await publishItemUpdated(deps, membership.thread.id, item);
  const [presented] = await presentItems(deps.db, viewer.id, [item], deps.urls);
  if (!presented) throw fail.internal();
  return presented;
}

/**
 * Unsend: removes the viewer's own message for everyone (docs/behaviour/direct.md#removing-messages).
 * Someone else's message is refused with 403; a reply quoting it then shows it as unavailable.
 */
export async function unsendItem(
  deps: DirectEventDeps & Parameters<typeof announceActivity>[0],
  viewer: UserRow,
  threadIdText: string,
  itemIdText: string,
  now: number = Date.now(),
): Promise<void> {
  const membership = await loadCurrentMembership(deps.db, threadIdText, viewer.id);
  const item = await loadVisibleItem(deps.db, membership, itemIdText, now);
  if (item.user_id !== viewer.id) throw fail.forbidden('You can only unsend your own messages.');
  await removeItemForEveryone(deps, membership.thread.id, item);
}

/**
 * Removes a message for everyone, whoever asked (its sender unsending it, or a moderator:
 * docs/behaviour/moderation.md#removing-content): the members' threads and badges are told, the
 * sender's own badge aside.
 */
export async function removeItemForEveryone(
  deps: DirectEventDeps & Parameters<typeof announceActivity>[0],
  threadId: number,
  item: Pick<ItemRow, 'id' | 'user_id' | 'image_key'>,
): Promise<void> {
  // A story reply's notification goes with the message (by its foreign key); its owner's badge is told.
  const notices = new ActivityNotices();
  const notified = await deps.db
    .selectFrom('notifications')
    .select('recipient_id')
    .where('direct_item_id', '=', item.id)
    .execute();
  for (const row of notified) notices.add(row.recipient_id);
  await deps.db.deleteFrom('direct_items').where('id', '=', item.id).execute();
  await announceActivity(deps, notices);
  await deleteUnheldPhotoFiles(deps.db, deps.storage, [item.image_key]);
  const members = await currentMemberIds(deps.db, threadId);
  publishItemRemoved(deps, members, threadId, item.id);
  await publishBadges(
    deps,
    members.filter((id) => id !== item.user_id),
  );
}

/** Delete for me: hides a message for the viewer only (also a former member's, from what they can read). */
export async function hideItemForViewer(
  deps: DirectEventDeps,
  viewer: UserRow,
  threadIdText: string,
  itemIdText: string,
  now: number = Date.now(),
): Promise<void> {
  const membership = await loadMembership(deps.db, threadIdText, viewer.id);
  const item = await loadVisibleItem(deps.db, membership, itemIdText, now);
  await deps.db
    .insertInto('direct_item_hides')
    .values({ item_id: item.id, user_id: viewer.id })
    .onConflict((oc) => oc.columns(['item_id', 'user_id']).doNothing())
    .execute();
  publishItemRemoved(deps, [viewer.id], membership.thread.id, item.id);
}

/**
 * Marks a message (and the thread up to it) seen by the viewer. Other members hear of it unless
 * the viewer's side is still a request: a sender sees no seen state before approval
 * (docs/behaviour/direct.md#requests). The read status itself is filtered per viewer when threads
 * are presented (restrictions, activity status).
 */
export async function markItemSeen(
  deps: DirectEventDeps,
  viewer: UserRow,
  threadIdText: string,
  itemIdText: string,
  now: number = Date.now(),
): Promise<void> {
  const membership = await loadCurrentMembership(deps.db, threadIdText, viewer.id);
  const item = await loadVisibleItem(deps.db, membership, itemIdText, now);
  // Seen time never goes back: marking an older message seen keeps the later mark.
  const seenAt = Math.max(now, membership.me.last_seen_at ?? 0);
  const seenItem = Math.max(item.id, membership.me.last_seen_item_id ?? 0);
  await deps.db
    .updateTable('direct_thread_members')
    .set({ last_seen_at: seenAt, last_seen_item_id: seenItem })
    .where('thread_id', '=', membership.thread.id)
    .where('user_id', '=', viewer.id)
    .execute();
  await deps.db.updateTable('users').set({ last_active_at: now }).where('id', '=', viewer.id).execute();
  const threadId = String(membership.thread.id);
  const seenEvent = {
    type: 'direct-seen',
    threadId,
    userId: String(viewer.id),
    itemId: String(seenItem),
    timestamp: seenAt,
  } as const;
  deps.realtime.publish([viewer.id], seenEvent);
  if (membership.me.pending === 0) {
    const members = (await currentMemberIds(deps.db, membership.thread.id)).filter((id) => id !== viewer.id);
    // Nobody in a block with the viewer hears of it (docs/behaviour/direct.md#who-hears-what).
    const others = await withoutBlocked(deps.db, viewer.id, members);
    const audience: number[] = [];
    for (const other of others) {
      // Whoever may not see the viewer's read status does not hear of it either.
      if (!(await presenceHiddenFrom(deps.db, other, [viewer.id])).has(viewer.id)) audience.push(other);
    }
    deps.realtime.publish(audience, seenEvent);
  }
  await publishBadges(deps, [viewer.id]);
}
