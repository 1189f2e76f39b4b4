import type { Kysely, Selectable } from 'kysely';
import type { OwnReport, ReportAnswer, ReportInput, ReportKind } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { ReportsTable } from '../../db/moderation-schema.js';
import { fail } from '../../http/errors.js';
import { reportableOwner } from './report-targets.js';

type ReportRow = Selectable<ReportsTable>;

/** Reports one account may make an hour (kept in memory, as the login limits are). */
export const REPORTS_PER_HOUR = 30;
/** One's own reports listed, newest first. */
export const OWN_REPORTS_LISTED = 100;

function presentReport(row: ReportRow): OwnReport {
  return {
    id: String(row.id),
    kind: row.kind as OwnReport['kind'],
    target_id: String(row.target_id),
    reason: row.reason as OwnReport['reason'],
    status: row.status as OwnReport['status'],
    created_at: Number(row.created_at),
    resolved_at: row.resolved_at === null ? null : Number(row.resolved_at),
  };
}

function findReport(db: Kysely<DB>, reporterId: number, kind: ReportKind, targetId: number) {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('reporter_id', '=', reporterId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
}

/**
 * Reports an item the viewer can see (docs/behaviour/moderation.md#reporting). Once per item and
 * person: a second report of the same item changes nothing and answers the first one
 * (`already_reported`), whatever its status.
 */
export async function reportItem(
  db: Kysely<DB>,
  viewer: UserRow,
  input: ReportInput,
  now = Date.now(),
): Promise<ReportAnswer> {
  const ownerId = await reportableOwner(db, viewer, input.kind, input.target_id, now);
  if (ownerId === viewer.id) throw fail.badRequest('You cannot report your own content.');
  const targetId = Number(input.target_id);
  const existing = await findReport(db, viewer.id, input.kind, targetId);
  if (existing) return { report: presentReport(existing), already_reported: true, status: 'ok' };
  await db
    .insertInto('reports')
    .values({
      reporter_id: viewer.id,
      kind: input.kind,
      target_id: targetId,
      target_owner_id: ownerId,
      reason: input.reason,
      text: input.text ?? '',
      created_at: now,
      resolved_at: null,
    })
    // Two taps at once: the second finds the first's row.
    .onConflict((oc) => oc.columns(['reporter_id', 'kind', 'target_id']).doNothing())
    .execute();
  const row = await findReport(db, viewer.id, input.kind, targetId);
  if (!row) throw fail.internal();
  return { report: presentReport(row), already_reported: false, status: 'ok' };
}

/** The viewer's own reports, newest first, with what became of each. */
export async function listOwnReports(db: Kysely<DB>, viewer: UserRow): Promise<OwnReport[]> {
  const rows = await db
    .selectFrom('reports')
    .selectAll()
    .where('reporter_id', '=', viewer.id)
    .orderBy('id', 'desc')
    .limit(OWN_REPORTS_LISTED)
    .execute();
  return rows.map(presentReport);
}

/** Closes the open reports of an item: 'dismissed' or 'actioned'. */
export async function resolveReports(
  db: Kysely<DB>,
  kind: ReportKind,
  targetId: number,
  status: 'dismissed' | 'actioned',
  now: number,
): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status, resolved_at: now })
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .where('status', '=', 'open')
    .execute();
}
