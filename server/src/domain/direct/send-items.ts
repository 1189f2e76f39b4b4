import type { DirectSendResult } from 'shared-contracts';
import { DIRECT_SEND_MAX_TARGETS, DIRECT_TEXT_MAX_LENGTH } from 'shared-contracts';
import { fail } from '../../http/errors.js';
import type { SharedWindowLimiter } from '../limits/shared-window-limiter.js';
import { publishBadges, publishNewItems, type DirectEventDeps } from './direct-events.js';
import type { ItemPayload } from './item-payload.js';
import { presentItems, type ItemRow } from './item-presenter.js';
import { currentMemberIds, loadCurrentMembership } from './thread-membership.js';
import { findOrCreateOneToOne, resolveRecipients } from './thread-lookup.js';
import { loadVisibleItem } from './visible-items.js';
import { directWriteKey, DIRECT_WRITES_PER_MINUTE } from './write-limits.js';
import { requireWritableThread } from '../../policy/direct-writing.js';
import { ActivityNotices, announceActivity } from '../activity/activity-notices.js';
import { recordStoryReply } from '../activity/story-reply-activity.js';

/** Sends an account may make per minute: they count among its direct writes (docs/behaviour/direct.md#limits). */
export const DIRECT_SENDS_PER_MINUTE = DIRECT_WRITES_PER_MINUTE;

/** Where a send goes, as the client sent it. */
export interface SendTargets {
  threadIds: readonly string[];
  recipientUserIds: readonly string[];
}

/** A message to store, the same in every target thread. */
export interface NewItem {
  itemType: string;
  text: string | null;
  payload: ItemPayload | null;
  imageKey?: string | null;
  repliedToItemId?: string | undefined;
  isForwarded?: boolean;
}

/** A send's request: who, where, what, and its idempotency key. */
export interface SendRequest {
  senderId: number;
  targets: SendTargets;
  clientContext: string;
  item: NewItem;
}

/** Checks message text: plain text, at most DIRECT_TEXT_MAX_LENGTH characters (docs/behaviour/direct.md#sending-on-the-server). */
export function checkMessageText(text: string, field = 'text', required = true): string {
  if (required && text.trim() === '') throw fail.validation({ [field]: 'Write a message.' });
  if ([...text].length > DIRECT_TEXT_MAX_LENGTH)
    throw fail.validation({ [field]: `A message can be at most ${DIRECT_TEXT_MAX_LENGTH} characters.` });
  return text;
}

/** Items already stored for a sender's idempotency key (a retried send), oldest first. */
async function storedForContext(deps: DirectEventDeps, senderId: number, clientContext: string): Promise<ItemRow[]> {
  return deps.db
    .selectFrom('direct_items')
    .selectAll()
    .where('user_id', '=', senderId)
    .where('client_context', '=', clientContext)
    .orderBy('id')
    .execute();
}

/** The answer of an earlier send with this idempotency key, or null when there was none. */
export async function findEarlierSend(
  deps: DirectEventDeps,
  senderId: number,
  clientContext: string,
): Promise<DirectSendResult | null> {
  const earlier = await storedForContext(deps, senderId, clientContext);
  return earlier.length > 0 ? answer(deps, senderId, earlier) : null;
}

async function answer(deps: DirectEventDeps, senderId: number, rows: readonly ItemRow[]): Promise<DirectSendResult> {
  const items = await presentItems(deps.db, senderId, rows, deps.urls);
  return {
    items: rows.map((row, i) => ({ thread_id: String(row.thread_id), item: items[i] ?? items[0]! })),
    status: 'ok',
  };
}

/**
 * The threads a send goes to: threads the sender currently belongs to (404 for any other), and a
 * one-to-one thread per person (found or made). One-to-one threads across a block are refused
 * either way (docs/behaviour/direct.md#blocks).
 */
async function resolveTargetThreads(deps: DirectEventDeps, senderId: number, targets: SendTargets, now: number) {
  const count = new Set(targets.threadIds).size + new Set(targets.recipientUserIds).size;
  if (count === 0) throw fail.validation({ thread_ids: 'Choose where to send the message.' });
  if (count > DIRECT_SEND_MAX_TARGETS)
    throw fail.validation({ thread_ids: `A message can go to at most ${DIRECT_SEND_MAX_TARGETS} conversations.` });
  const threads = new Map<number, { disappearingTtlSec: number | null }>();
  for (const idText of new Set(targets.threadIds)) {
    const { thread } = await requireWritableThread(deps.db, idText, senderId);
    threads.set(thread.id, { disappearingTtlSec: thread.disappearing_ttl_sec });
  }
  const recipients = await resolveRecipients(deps.db, senderId, targets.recipientUserIds);
  // findOrCreateOneToOne refuses a block either way before it finds or makes anything.
  for (const userId of recipients) {
    const { threadId } = await findOrCreateOneToOne(deps.db, senderId, userId, now);
    const row = await deps.db
      .selectFrom('direct_threads')
      .select('disappearing_ttl_sec')
      .where('id', '=', threadId)
      .executeTakeFirstOrThrow();
    threads.set(threadId, { disappearingTtlSec: row.disappearing_ttl_sec });
  }
  return threads;
}

/** A send counted against the limit before its message was built: given back if it repeats an earlier one. */
export interface CountedSend {
  limiter: SharedWindowLimiter;
  key: string;
}

/**
 * Counts one send (or new thread) among the account's direct writes, shared by every server
 * instance (docs/behaviour/direct.md#limits); past the limit, 429 with the wait. Called before the
 * message is built, so a refused send costs no lookup and no image processing.
 */
export async function countSend(limiter: SharedWindowLimiter, senderId: number): Promise<CountedSend> {
  const key = directWriteKey(senderId);
  const waitMs = await limiter.take(key);
  if (waitMs > 0) throw fail.rateLimited('You are sending messages too fast. Please wait a moment.', waitMs);
  return { limiter, key };
}

/** Whether an error is a unique-constraint violation (a concurrent send with the same key won). */
function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : '';
  return /UNIQUE constraint failed|duplicate key value|23505|SQLITE_CONSTRAINT_UNIQUE/.test(text);
}

/**
 * Sends one message to one or more threads (docs/behaviour/direct.md#sending-on-the-server). The
 * caller has answered a send repeating an idempotency key already (findEarlierSend), then counted
 * it (countSend), before it built the message; two sends with one key at once meet at the unique
 * index here, and the later one's count is given back. The items are written in one transaction (each thread's activity time
 * moves, members who hid the thread see it again, the sender has seen their own message), then
 * published to the members' sockets, then the other members' new badge counts.
 */
export async function sendItem(
  deps: DirectEventDeps & Parameters<typeof announceActivity>[0],
  counted: CountedSend,
  request: SendRequest,
  now: number = Date.now(),
): Promise<DirectSendResult> {
  const { senderId, clientContext, item } = request;
  const threads = await resolveTargetThreads(deps, senderId, request.targets, now);

  let repliedTo: number | null = null;
  if (item.repliedToItemId !== undefined) {
    const [only] = [...threads.keys()];
    if (threads.size !== 1 || only === undefined)
      throw fail.validation({ replied_to_item_id: 'A reply goes to the conversation of the message it quotes.' });
    const membership = await loadCurrentMembership(deps.db, String(only), senderId);
    repliedTo = (await loadVisibleItem(deps.db, membership, item.repliedToItemId, now)).id;
  }

  let rows: ItemRow[];
  const notices = new ActivityNotices();
  try {
    rows = await deps.db.transaction().execute(async (trx) => {
      const written: ItemRow[] = [];
      for (const [threadId, { disappearingTtlSec }] of threads) {
        const row = await trx
          .insertInto('direct_items')
          .values({
            thread_id: threadId,
            user_id: senderId,
            item_type: item.itemType,
            text: item.text,
            created_at: now,
            payload: item.payload ? JSON.stringify(item.payload) : null,
            client_context: clientContext,
            replied_to_item_id: repliedTo,
            is_forwarded: item.isForwarded ? 1 : 0,
            expires_at: disappearingTtlSec === null ? null : now + disappearingTtlSec * 1000,
            image_key: item.imageKey ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        written.push(row);
        await recordStoryReply(trx, row, item.payload, { now, notices });
        await trx.updateTable('direct_threads').set({ last_activity_at: now }).where('id', '=', threadId).execute();
        await trx
          .updateTable('direct_thread_members')
          .set({ hidden: 0 })
          .where('thread_id', '=', threadId)
          .where('left_at', 'is', null)
          .execute();
        await trx
          .updateTable('direct_thread_members')
          .set({ last_seen_at: now, last_seen_item_id: row.id })
          .where('thread_id', '=', threadId)
          .where('user_id', '=', senderId)
          .execute();
      }
      await trx.updateTable('users').set({ last_active_at: now }).where('id', '=', senderId).execute();
      return written;
    });
  } catch (error) {
    // Two sends with one key at once: the first stored it, this one answers what it stored.
    if (!isUniqueViolation(error)) throw error;
    await counted.limiter.giveBack(counted.key);
    return answer(deps, senderId, await storedForContext(deps, senderId, clientContext));
  }
  const answered: DirectSendResult['items'] = [];
  const others = new Set<number>();
  for (const row of rows) {
    const memberIds = await currentMemberIds(deps.db, row.thread_id);
    const [presented] = await publishNewItems(deps, row.thread_id, senderId, [row], memberIds);
    if (presented) answered.push({ thread_id: String(row.thread_id), item: presented });
    for (const id of memberIds) if (id !== senderId) others.add(id);
  }
  // After every message is out: the badges are not part of delivering it.
  await publishBadges(deps, [...others]);
  await announceActivity(deps, notices);
  return { items: answered, status: 'ok' };
}

/** Parses a client-sent idempotency key: 1 to 64 visible characters. */
export function checkClientContext(value: string): string {
  if (!/^[\x21-\x7e]{1,64}$/.test(value))
    throw fail.validation({ client_context: 'Must be 1 to 64 letters, digits or symbols.' });
  return value;
}
