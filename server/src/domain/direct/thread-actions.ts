import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import { publishBadges, publishThreadChanged, publishThreadRemoved, type DirectEventDeps } from './direct-events.js';
import { isProfessional } from './inbox-presenter.js';
import { insertActionLog } from './action-log.js';
import { currentMemberIds, lastItemId, leftAsOf, loadCurrentMembership, loadMembership } from './thread-membership.js';

/** Per-member settings a thread action changes (docs/behaviour/direct.md#thread-actions). */
function setMine(db: Kysely<DB>, threadId: number, userId: number) {
  return db.updateTable('direct_thread_members').where('thread_id', '=', threadId).where('user_id', '=', userId);
}

/** Thread ids from a client list: each must be a thread the viewer belongs to with a request waiting. */
async function pendingThreadIds(db: Kysely<DB>, viewerId: number, idTexts: readonly string[]): Promise<number[]> {
  const ids = idTexts.map((t) => parseRowId(t));
  if (ids.length === 0) throw fail.validation({ thread_ids: 'Choose at least one conversation.' });
  if (ids.some((id) => id === null)) throw fail.notFound('Thread not found.');
  const rows = await db
    .selectFrom('direct_thread_members')
    .select('thread_id')
    .where('user_id', '=', viewerId)
    .where('pending', '=', 1)
    .where('left_at', 'is', null)
    .where('thread_id', 'in', ids as number[])
    .execute();
  if (rows.length !== new Set(ids).size) throw fail.notFound('Thread not found.');
  return rows.map((r) => r.thread_id);
}

/** Approves message requests into Primary (0) or General (1): the threads join the inbox. */
export async function approveThreads(
  deps: DirectEventDeps,
  viewer: UserRow,
  idTexts: readonly string[],
  folder: 0 | 1,
): Promise<void> {
  const ids = await pendingThreadIds(deps.db, viewer.id, idTexts);
  await deps.db
    .updateTable('direct_thread_members')
    .set({ pending: 0, folder, hidden: 0 })
    .where('user_id', '=', viewer.id)
    .where('thread_id', 'in', ids)
    .execute();
  // The senders may now see the viewer's read status: their thread changed.
  for (const id of ids) publishThreadChanged(deps, await currentMemberIds(deps.db, id), id);
  await publishBadges(deps, [viewer.id]);
}

/** Declines message requests: they leave the requests until a new message comes. */
export async function declineThreads(
  deps: DirectEventDeps,
  viewer: UserRow,
  idTexts: readonly string[],
): Promise<void> {
  const ids = await pendingThreadIds(deps.db, viewer.id, idTexts);
  await deps.db
    .updateTable('direct_thread_members')
    .set({ hidden: 1 })
    .where('user_id', '=', viewer.id)
    .where('thread_id', 'in', ids)
    .execute();
  for (const id of ids) publishThreadRemoved(deps, [viewer.id], id);
}

/** Declines every waiting message request. */
export async function declineAllThreads(deps: DirectEventDeps, viewer: UserRow): Promise<void> {
  const rows = await deps.db
    .selectFrom('direct_thread_members')
    .select('thread_id')
    .where('user_id', '=', viewer.id)
    .where('pending', '=', 1)
    .where('hidden', '=', 0)
    .execute();
  if (rows.length === 0) return;
  await declineThreads(
    deps,
    viewer,
    rows.map((r) => String(r.thread_id)),
  );
}

/** Moves an accepted thread to another folder; Partnership (2) is for professional accounts only. */
export async function moveThread(deps: DirectEventDeps, viewer: UserRow, threadIdText: string, folder: number) {
  const { thread, me } = await loadCurrentMembership(deps.db, threadIdText, viewer.id);
  if (me.pending === 1) throw fail.badRequest('Approve the request before moving it.');
  if (folder === 2 && !isProfessional(viewer))
    throw fail.validation({ folder: 'Only professional accounts have the Partnership folder.' });
  await setMine(deps.db, thread.id, viewer.id).set({ folder }).execute();
  publishThreadChanged(deps, [viewer.id], thread.id);
}

/** Mutes or unmutes messages or calls of a thread, for the viewer only. */
export async function setThreadMute(
  deps: DirectEventDeps,
  viewer: UserRow,
  threadIdText: string,
  what: 'muted' | 'mute_calls',
  on: boolean,
): Promise<void> {
  const { thread } = await loadCurrentMembership(deps.db, threadIdText, viewer.id);
  await setMine(deps.db, thread.id, viewer.id)
    .set({ [what]: on ? 1 : 0 })
    .execute();
  publishThreadChanged(deps, [viewer.id], thread.id);
  if (what === 'muted') await publishBadges(deps, [viewer.id]);
}

/** Hides a thread from the viewer's inbox until the next message (its history stays). */
export async function hideThread(deps: DirectEventDeps, viewer: UserRow, threadIdText: string): Promise<void> {
  const { thread } = await loadMembership(deps.db, threadIdText, viewer.id);
  await setMine(deps.db, thread.id, viewer.id).set({ hidden: 1 }).execute();
  publishThreadRemoved(deps, [viewer.id], thread.id);
  await publishBadges(deps, [viewer.id]);
}

/**
 * Leaves a group: the viewer stops being a member, reads nothing sent afterwards, and the thread
 * leaves their inbox. The last admin leaving makes the longest-standing other member admin.
 */
export async function leaveThread(deps: DirectEventDeps, viewer: UserRow, threadIdText: string, now = Date.now()) {
  const { thread, me } = await loadCurrentMembership(deps.db, threadIdText, viewer.id);
  if (thread.is_group !== 1) throw fail.badRequest('You can leave a group only; delete a one-to-one conversation.');
  await deps.db.transaction().execute(async (trx) => {
    // Read in the transaction, so a message sent meanwhile is either before it or never theirs.
    const through = await lastItemId(trx, thread.id);
    await setMine(trx, thread.id, viewer.id)
      .set({ ...leftAsOf(thread, now, through), hidden: 1, is_admin: 0 })
      .execute();
    if (me.is_admin === 1) {
      const admins = await trx
        .selectFrom('direct_thread_members')
        .select('user_id')
        .where('thread_id', '=', thread.id)
        .where('left_at', 'is', null)
        .where('is_admin', '=', 1)
        .execute();
      if (admins.length === 0)
        await trx
          .updateTable('direct_thread_members')
          .set({ is_admin: 1 })
          .where('thread_id', '=', thread.id)
          .where('left_at', 'is', null)
          .where('pending', '=', 0)
          .where(
            'user_id',
            '=',
            trx
              .selectFrom('direct_thread_members')
              .select((eb) => eb.fn.min('user_id').as('u'))
              .where('thread_id', '=', thread.id)
              .where('left_at', 'is', null)
              .where('pending', '=', 0),
          )
          .execute();
    }
    await insertActionLog(trx, thread.id, viewer.id, 'left', `${viewer.username} left the group.`, now);
  });
  publishThreadRemoved(deps, [viewer.id], thread.id);
  publishThreadChanged(deps, await currentMemberIds(deps.db, thread.id), thread.id);
  await publishBadges(deps, [viewer.id]);
}

/**
 * Delete: a one-to-one thread is hidden and its history so far cleared for the viewer (the other
 * person keeps theirs); a group is left as well.
 */
export async function deleteThread(deps: DirectEventDeps, viewer: UserRow, threadIdText: string, now = Date.now()) {
  const { thread, me } = await loadMembership(deps.db, threadIdText, viewer.id);
  if (thread.is_group === 1 && me.left_at === null) await leaveThread(deps, viewer, threadIdText, now);
  const through = me.left_through_item_id ?? (await lastItemId(deps.db, thread.id));
  await setMine(deps.db, thread.id, viewer.id).set({ hidden: 1, cleared_through_item_id: through }).execute();
  publishThreadRemoved(deps, [viewer.id], thread.id);
  await publishBadges(deps, [viewer.id]);
}
