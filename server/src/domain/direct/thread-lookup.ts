import type { Kysely, Transaction } from 'kysely';
import { DIRECT_GROUP_MAX_MEMBERS, DIRECT_TITLE_MAX_LENGTH } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import { personVisibleTo } from '../../policy/people.js';
import { assertCanMessage } from '../../policy/direct-writing.js';
import { lastItemId } from './thread-membership.js';

/**
 * Finding and starting threads (docs/behaviour/direct.md#starting-a-conversation): a person has
 * one one-to-one thread with each other person; a group is a new thread each time.
 */

/** Existing accounts among client-sent ids (in order, without repeats or the viewer); 404 for any other id. */
export async function resolveRecipients(db: Kysely<DB>, viewerId: number, idTexts: readonly string[]) {
  const ids = [...new Set(idTexts.map((t) => parseRowId(t)))];
  if (ids.some((id) => id === null)) throw fail.notFound('User not found.');
  const wanted = (ids as number[]).filter((id) => id !== viewerId);
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', wanted)
    // An account awaiting deletion is not there for anyone; a block is refused later, 403 not 404
    // (docs/behaviour/direct.md#writing-into-a-thread).
    .where(personVisibleTo(null, 'users'))
    .execute();
  if (rows.length !== wanted.length) throw fail.notFound('User not found.');
  return wanted;
}

/** The thread whose current members are exactly `memberIds` (a one-to-one thread for two), newest first. */
export async function findThreadWithMembers(
  db: Kysely<DB>,
  memberIds: readonly number[],
  group: boolean,
): Promise<number | null> {
  const [first, ...rest] = memberIds;
  if (first === undefined) return null;
  let query = db
    .selectFrom('direct_threads')
    .innerJoin('direct_thread_members as m0', 'm0.thread_id', 'direct_threads.id')
    .select('direct_threads.id')
    .where('direct_threads.is_group', '=', group ? 1 : 0)
    .where('m0.user_id', '=', first)
    .where('m0.left_at', 'is', null);
  for (const userId of rest)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('direct_thread_members as mx')
          .select('mx.user_id')
          .whereRef('mx.thread_id', '=', 'direct_threads.id')
          .where('mx.user_id', '=', userId)
          .where('mx.left_at', 'is', null),
      ),
    );
  // No other current member.
  query = query.where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('direct_thread_members as extra')
          .select('extra.user_id')
          .whereRef('extra.thread_id', '=', 'direct_threads.id')
          .where('extra.user_id', 'not in', memberIds)
          .where('extra.left_at', 'is', null),
      ),
    ),
  );
  const row = await query.orderBy('direct_threads.last_activity_at', 'desc').executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Whether a new member's side starts as a message request: it does unless they follow whoever
 * brings them in (docs/behaviour/direct.md#requests).
 */
async function followersOf(db: Kysely<DB>, userId: number, among: readonly number[]): Promise<Set<number>> {
  if (among.length === 0) return new Set();
  const rows = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('followee_id', '=', userId)
    .where('follower_id', 'in', among)
    .execute();
  return new Set(rows.map((r) => r.follower_id));
}

/**
 * Adds members to a thread inside a transaction; each is pending unless they follow `addedBy`.
 * A newcomer reads from this point on; a former member coming back keeps their row (and what
 * they could read before) and never reads what was sent while they were away
 * (docs/behaviour/direct.md#who-sees-a-thread).
 */
export async function insertMembers(
  trx: Transaction<DB> | Kysely<DB>,
  threadId: number,
  addedBy: number,
  userIds: readonly number[],
  options: { admins?: readonly number[] } = {},
): Promise<void> {
  if (userIds.length === 0) return;
  const accepted = await followersOf(trx, addedBy, userIds);
  const joinedAfter = await lastItemId(trx, threadId);
  for (const userId of userIds) {
    const values = {
      folder: 0,
      pending: userId === addedBy || accepted.has(userId) ? 0 : 1,
      is_admin: options.admins?.includes(userId) ? 1 : 0,
      last_seen_at: null,
      hidden: 0,
      left_at: null,
      left_through_item_id: null,
      left_title: null,
      left_disappearing_ttl_sec: null,
    };
    const existing = await trx
      .selectFrom('direct_thread_members')
      .select(['left_through_item_id'])
      .where('thread_id', '=', threadId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing) {
      const awaySince = existing.left_through_item_id;
      if (awaySince !== null && joinedAfter > awaySince)
        await trx
          .insertInto('direct_member_gaps')
          .values({ thread_id: threadId, user_id: userId, after_item_id: awaySince, through_item_id: joinedAfter })
          .onConflict((oc) =>
            oc.columns(['thread_id', 'user_id', 'after_item_id']).doUpdateSet({ through_item_id: joinedAfter }),
          )
          .execute();
      await trx
        .updateTable('direct_thread_members')
        .set(values)
        .where('thread_id', '=', threadId)
        .where('user_id', '=', userId)
        .execute();
    } else
      await trx
        .insertInto('direct_thread_members')
        .values({ thread_id: threadId, user_id: userId, joined_after_item_id: joinedAfter, ...values })
        .execute();
  }
}

/** Creates a thread with its members (the creator accepted and, in a group, admin). */
async function createThread(
  db: Kysely<DB>,
  creatorId: number,
  recipientIds: readonly number[],
  group: boolean,
  title: string,
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const thread = await trx
      .insertInto('direct_threads')
      .values({ title, is_group: group ? 1 : 0, created_by: creatorId, created_at: now, last_activity_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertMembers(trx, thread.id, creatorId, [creatorId, ...recipientIds], {
      admins: group ? [creatorId] : [],
    });
    return thread.id;
  });
}

/**
 * The one-to-one thread of the viewer and another person, made if there is none. Refused across a
 * block either way (docs/behaviour/direct.md#blocks).
 */
export async function findOrCreateOneToOne(db: Kysely<DB>, viewerId: number, otherId: number, now: number) {
  await assertCanMessage(db, viewerId, [otherId]);
  const existing = await findThreadWithMembers(db, [viewerId, otherId], false);
  if (existing !== null) {
    // The viewer may have deleted (hidden) it: starting it again shows it.
    await db
      .updateTable('direct_thread_members')
      .set({ hidden: 0 })
      .where('thread_id', '=', existing)
      .where('user_id', '=', viewerId)
      .execute();
    return { threadId: existing, created: false };
  }
  return { threadId: await createThread(db, viewerId, [otherId], false, '', now), created: true };
}

/** Checks a group title: plain text, at most DIRECT_TITLE_MAX_LENGTH characters. */
export function checkTitle(title: string): string {
  const trimmed = title.trim();
  if ([...trimmed].length > DIRECT_TITLE_MAX_LENGTH)
    throw fail.validation({ title: `A group name can be at most ${DIRECT_TITLE_MAX_LENGTH} characters.` });
  return trimmed;
}

/**
 * create_group_thread: one person gives their one-to-one thread (found or made); several make a
 * new group with the viewer as its admin. Nobody in a block with the viewer can be added.
 */
export async function startThread(
  db: Kysely<DB>,
  viewerId: number,
  recipientIdTexts: readonly string[],
  titleText: string,
  now: number,
): Promise<{ threadId: number; created: boolean }> {
  const recipients = await resolveRecipients(db, viewerId, recipientIdTexts);
  if (recipients.length === 0) throw fail.validation({ recipient_users: 'Choose at least one person.' });
  if (recipients.length + 1 > DIRECT_GROUP_MAX_MEMBERS)
    throw fail.validation({ recipient_users: `A group can have at most ${DIRECT_GROUP_MAX_MEMBERS} people.` });
  const [only] = recipients;
  if (recipients.length === 1 && only !== undefined && titleText.trim() === '')
    return findOrCreateOneToOne(db, viewerId, only, now);
  await assertCanMessage(db, viewerId, recipients);
  return { threadId: await createThread(db, viewerId, recipients, true, checkTitle(titleText), now), created: true };
}
