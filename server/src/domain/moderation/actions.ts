import type { ReportKind } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import { deleteOwnPost } from '../media/delete-post.js';
import { removeComment } from '../comments/comment-actions.js';
import { removeItemForEveryone } from '../direct/item-actions.js';
import { ActivityNotices, announceActivity } from '../activity/activity-notices.js';
import type { SharedWindowLimiter } from '../limits/shared-window-limiter.js';
import { logAction, type ActionRecord } from './audit-log.js';
import { loadModeratedItem } from './moderated-items.js';
import { isAdmin } from './moderators.js';
import { resolveReports } from './reports.js';
import { suspend, unsuspend } from './suspension.js';

// A moderator's actions (docs/behaviour/moderation.md#actions): each closes the item's open
// reports where it answers them and writes one row of the audit log.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moderator's removal is no owner's tidying: the owner's deletion limit does not count it. */
const NO_LIMIT: SharedWindowLimiter = { take: () => Promise.resolve(0), giveBack: () => Promise.resolve() };

function idOf(idText: string): number {
  const id = parseRowId(idText);
  if (id === null) throw fail.notFound();
  return id;
}

async function usernameOf(deps: AppDeps, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await deps.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  return row?.username ?? null;
}

/** Any account by id, hidden or not: moderators act on suspended and private accounts too. */
async function loadAccount(deps: AppDeps, idText: string): Promise<UserRow> {
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', idOf(idText)).executeTakeFirst();
  if (!user) throw fail.notFound('User not found.');
  return user;
}

/**
 * How every action ends: the item's open reports closed as `resolution` where the action answers
 * them (null: it answers none), and one row of the audit log.
 */
async function settle(
  deps: AppDeps,
  moderator: UserRow,
  record: ActionRecord & { kind: ReportKind },
  resolution: 'dismissed' | 'actioned' | null,
  now: number,
): Promise<void> {
  if (resolution) await resolveReports(deps.db, record.kind, record.targetId, resolution, now);
  await logAction(deps.db, moderator, record, now);
}

/** The audit record of an action on an account. */
function onAccount(user: UserRow, action: string, note: string, suspendedUntil: number | null = null) {
  return { action, kind: 'account' as const, targetId: user.id, targetUsername: user.username, note, suspendedUntil };
}

/** Dismisses an item's open reports: nothing is wrong with it. */
export async function dismissReports(
  deps: AppDeps,
  moderator: UserRow,
  kind: ReportKind,
  idText: string,
  note: string,
  now = Date.now(),
): Promise<void> {
  const id = idOf(idText);
  const owner = await deps.db
    .selectFrom('reports')
    .select('target_owner_id')
    .where('kind', '=', kind)
    .where('target_id', '=', id)
    .executeTakeFirst();
  if (!owner) throw fail.notFound('Nothing was reported there.');
  const targetUsername = await usernameOf(deps, owner.target_owner_id);
  await settle(deps, moderator, { action: 'dismiss', kind, targetId: id, targetUsername, note }, 'dismissed', now);
}

/**
 * Removes a post, comment, story or direct message for everyone, by the paths its owner's
 * deletion takes (docs/behaviour/moderation.md#removing-content). An account is suspended or
 * limited instead.
 */
export async function removeContent(
  deps: AppDeps,
  moderator: UserRow,
  kind: ReportKind,
  idText: string,
  note: string,
  now = Date.now(),
): Promise<void> {
  if (kind === 'account') throw fail.badRequest('An account is limited or suspended, not removed.');
  const id = idOf(idText);
  const item = await loadModeratedItem(deps.db, kind, id);
  if (!item) throw fail.notFound('It is gone already.');
  const targetUsername = await usernameOf(deps, item.ownerId);
  if (kind === 'post') {
    const owner = await loadAccount(deps, String(item.ownerId));
    await deleteOwnPost(deps.db, deps.storage, NO_LIMIT, owner, String(id));
  } else if (kind === 'comment' && item.mediaId !== null) {
    const notices = new ActivityNotices();
    await removeComment(deps.db, { id }, item.mediaId, notices);
    await announceActivity(deps, notices);
  } else if (kind === 'story') {
    // Its views, likes, highlight entries and notifications go with it (foreign keys); a file no
    // row owns is served to nobody (docs/behaviour/media.md#who-may-fetch-a-file).
    await deps.db.deleteFrom('stories').where('id', '=', id).execute();
  } else if (kind === 'direct_message' && item.threadId !== null) {
    await removeItemForEveryone(deps, item.threadId, { id, user_id: item.ownerId, image_key: item.imageKey });
  }
  await settle(deps, moderator, { action: 'remove', kind, targetId: id, targetUsername, note }, 'actioned', now);
}

/** Sets one of an account's moderation columns, then settles the action. */
async function setAccountColumn(
  deps: AppDeps,
  moderator: UserRow,
  user: UserRow,
  change: { limited_at: number | null } | { is_moderator: number },
  record: ReturnType<typeof onAccount>,
  resolution: 'actioned' | null,
  now: number,
): Promise<void> {
  await deps.db.updateTable('users').set(change).where('id', '=', user.id).execute();
  await settle(deps, moderator, record, resolution, now);
}

/** Keeps an account out of explore and search, or lets it back. */
export async function setLimited(
  deps: AppDeps,
  moderator: UserRow,
  idText: string,
  limited: boolean,
  note: string,
  now = Date.now(),
): Promise<void> {
  const user = await loadAccount(deps, idText);
  const change = { limited_at: limited ? now : null };
  const record = onAccount(user, limited ? 'limit' : 'unlimit', note);
  await setAccountColumn(deps, moderator, user, change, record, limited ? 'actioned' : null, now);
}

/**
 * Suspends an account for `days` days or for good (null): it is hidden from everyone at once, its
 * sessions end and its sockets close (docs/behaviour/moderation.md#suspending). Nobody suspends
 * themselves or an admin.
 */
export async function suspendAccount(
  deps: AppDeps,
  moderator: UserRow,
  idText: string,
  days: number | null,
  note: string,
  now = Date.now(),
): Promise<void> {
  const user = await loadAccount(deps, idText);
  if (user.id === moderator.id || isAdmin(deps.config, user))
    throw fail.badRequest('This account cannot be suspended.');
  const until = days === null ? null : now + days * DAY_MS;
  await suspend(deps.db, user.id, until, now);
  deps.realtime.disconnectUser(user.id, 'logged-out');
  await settle(deps, moderator, onAccount(user, 'suspend', note, until), 'actioned', now);
}

/** Lifts a suspension at once. */
export async function unsuspendAccount(
  deps: AppDeps,
  moderator: UserRow,
  idText: string,
  note: string,
  now = Date.now(),
): Promise<void> {
  const user = await loadAccount(deps, idText);
  await unsuspend(deps.db, user.id);
  await settle(deps, moderator, onAccount(user, 'unsuspend', note), null, now);
}

/** An admin makes an account a moderator, or no longer one (docs/behaviour/moderation.md#moderators). */
export async function setModerator(
  deps: AppDeps,
  admin: UserRow,
  idText: string,
  moderator: boolean,
  note: string,
  now = Date.now(),
): Promise<void> {
  const user = await loadAccount(deps, idText);
  const change = { is_moderator: moderator ? 1 : 0 };
  const record = onAccount(user, moderator ? 'grant_moderator' : 'revoke_moderator', note);
  await setAccountColumn(deps, admin, user, change, record, null, now);
}
