import type { Kysely } from 'kysely';
import type { ModerationLog, ReportKind } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';

/** Entries of the audit log a page holds. */
export const LOG_PAGE_SIZE = 50;

/** What one moderation action was. */
export interface ActionRecord {
  action: string;
  kind: ReportKind | 'moderator';
  targetId: number;
  targetUsername: string | null;
  note: string;
  suspendedUntil?: number | null;
}

/** Writes one row of the audit log (docs/behaviour/moderation.md#the-audit-log). */
export async function logAction(db: Kysely<DB>, moderator: UserRow, record: ActionRecord, now: number): Promise<void> {
  await db
    .insertInto('moderation_actions')
    .values({
      moderator_id: moderator.id,
      moderator_username: moderator.username,
      action: record.action,
      kind: record.kind,
      target_id: record.targetId,
      target_username: record.targetUsername,
      note: record.note,
      suspended_until: record.suspendedUntil ?? null,
      created_at: now,
    })
    .execute();
}

/** The audit log, newest first, a page older than `maxId`. */
export async function listActions(db: Kysely<DB>, maxId: number | null): Promise<ModerationLog> {
  let query = db
    .selectFrom('moderation_actions')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(LOG_PAGE_SIZE + 1);
  if (maxId !== null) query = query.where('id', '<', maxId);
  const rows = await query.execute();
  const page = rows.slice(0, LOG_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: String(row.id),
      moderator: row.moderator_username,
      action: row.action,
      kind: row.kind,
      target_id: String(row.target_id),
      target_username: row.target_username,
      note: row.note,
      suspended_until: row.suspended_until === null ? null : Number(row.suspended_until),
      created_at: Number(row.created_at),
    })),
    next_max_id: rows.length > LOG_PAGE_SIZE ? String(page[page.length - 1]?.id) : null,
    status: 'ok',
  };
}
