import { DIRECT_GROUP_MAX_MEMBERS } from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { assertCanMessage } from '../../policy/direct-writing.js';
import { insertActionLog } from './action-log.js';
import { publishThreadChanged, type DirectEventDeps } from './direct-events.js';
import { currentMemberIds, currentMembers, lastItemId, leftAsOf } from './thread-membership.js';
import { requireWritableThread } from '../../policy/direct-writing.js';
import { checkTitle, insertMembers, resolveRecipients } from './thread-lookup.js';

/**
 * Group administration, for the group's admins only (docs/behaviour/direct.md#groups): adding and
 * removing people, making and unmaking admins, naming the group. Everyone else gets 403; someone
 * outside the thread 404.
 */

async function names(deps: DirectEventDeps, ids: readonly number[]): Promise<string> {
  if (ids.length === 0) return '';
  const rows = await deps.db.selectFrom('users').select('username').where('id', 'in', ids).execute();
  return rows.map((r) => r.username).join(', ');
}

/** Adds people: never someone in a block with the admin; each joins as a request unless they follow the admin. */
export async function addMembers(
  deps: DirectEventDeps,
  viewer: UserRow,
  threadIdText: string,
  userIdTexts: readonly string[],
  now = Date.now(),
) {
  const { thread } = await requireWritableThread(deps.db, threadIdText, viewer.id, 'admin');
  const current = await currentMemberIds(deps.db, thread.id);
  const added = (await resolveRecipients(deps.db, viewer.id, userIdTexts)).filter((id) => !current.includes(id));
  if (added.length === 0) return;
  if (current.length + added.length > DIRECT_GROUP_MAX_MEMBERS)
    throw fail.validation({ user_ids: `A group can have at most ${DIRECT_GROUP_MAX_MEMBERS} people.` });
  await assertCanMessage(deps.db, viewer.id, added);
  const description = `${viewer.username} added ${await names(deps, added)}.`;
  await deps.db.transaction().execute(async (trx) => {
    await insertMembers(trx, thread.id, viewer.id, added);
    await insertActionLog(trx, thread.id, viewer.id, 'added', description, now);
  });
  publishThreadChanged(deps, [...current, ...added], thread.id);
}

/** Removes people: they stay able to read what came before, and nothing after. */
export async function removeMembers(
  deps: DirectEventDeps,
  viewer: UserRow,
  threadIdText: string,
  userIdTexts: readonly string[],
  now = Date.now(),
) {
  const { thread } = await requireWritableThread(deps.db, threadIdText, viewer.id, 'admin');
  const current = await currentMemberIds(deps.db, thread.id);
  const removed = (await resolveRecipients(deps.db, viewer.id, userIdTexts)).filter((id) => current.includes(id));
  if (removed.length === 0) return;
  const description = `${viewer.username} removed ${await names(deps, removed)}.`;
  await deps.db.transaction().execute(async (trx) => {
    const through = await lastItemId(trx, thread.id);
    await trx
      .updateTable('direct_thread_members')
      .set({ ...leftAsOf(thread, now, through), is_admin: 0 })
      .where('thread_id', '=', thread.id)
      .where('user_id', 'in', removed)
      .execute();
    await insertActionLog(trx, thread.id, viewer.id, 'removed', description, now);
  });
  publishThreadChanged(deps, current, thread.id);
}

/** Makes current members admins, or takes admin away (an admin may step down; the last admin may not). */
export async function setAdmins(
  deps: DirectEventDeps,
  viewer: UserRow,
  threadIdText: string,
  userIdTexts: readonly string[],
  admin: boolean,
  now = Date.now(),
) {
  const { thread } = await requireWritableThread(deps.db, threadIdText, viewer.id, 'admin');
  const members = await currentMembers(deps.db, thread.id);
  const ids = [...new Set(userIdTexts.map(Number))];
  const targets = members.filter((m) => ids.includes(m.user_id));
  if (targets.length !== ids.length) throw fail.notFound('User not found.');
  if (!admin) {
    const remaining = members.filter((m) => m.is_admin === 1 && !ids.includes(m.user_id));
    if (remaining.length === 0) throw fail.badRequest('A group needs at least one admin.');
  }
  const verb = admin ? 'made' : 'removed';
  const tail = admin ? 'an admin' : 'as an admin';
  // Read before the transaction: SQLite has one connection, which the transaction holds.
  const who = await names(deps, ids);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('direct_thread_members')
      .set({ is_admin: admin ? 1 : 0 })
      .where('thread_id', '=', thread.id)
      .where('user_id', 'in', ids)
      .execute();
    await insertActionLog(trx, thread.id, viewer.id, 'admin', `${viewer.username} ${verb} ${who} ${tail}.`, now);
  });
  publishThreadChanged(
    deps,
    members.map((m) => m.user_id),
    thread.id,
  );
}

/** Names (or with an empty title, unnames) the group. */
export async function updateTitle(
  deps: DirectEventDeps,
  viewer: UserRow,
  threadIdText: string,
  titleText: string,
  now = Date.now(),
) {
  const { thread } = await requireWritableThread(deps.db, threadIdText, viewer.id, 'admin');
  const title = checkTitle(titleText);
  const description = title
    ? `${viewer.username} named the group ${title}.`
    : `${viewer.username} removed the group name.`;
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('direct_threads').set({ title }).where('id', '=', thread.id).execute();
    await insertActionLog(trx, thread.id, viewer.id, 'title', description, now);
  });
  publishThreadChanged(deps, await currentMemberIds(deps.db, thread.id), thread.id);
}
