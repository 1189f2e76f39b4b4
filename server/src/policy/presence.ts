import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema.js';
import { inBlockEitherWay } from './people.js';

// Whose online and read status a viewer may see (docs/behaviour/direct.md#privacy-between-members,
// docs/behaviour/settings.md#activity-status).

/**
 * Members of a thread whose online and read status the viewer may not see: those who restricted
 * the viewer (docs/behaviour/direct.md#privacy-between-members) and those who turned their
 * activity status off; a viewer who turned their own off sees nobody's
 * (docs/behaviour/settings.md#activity-status).
 */
export async function presenceHiddenFrom(
  db: Kysely<DB>,
  viewerId: number,
  memberIds: readonly number[],
): Promise<Set<number>> {
  const others = memberIds.filter((id) => id !== viewerId);
  if (others.length === 0) return new Set();
  const statusOff = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [viewerId, ...others])
    .where('show_activity_status', '=', 0)
    .execute();
  if (statusOff.some((r) => r.id === viewerId)) return new Set(others);
  const rows = await db
    .selectFrom('restricts')
    .select('user_id')
    .where('target_id', '=', viewerId)
    .where('user_id', 'in', others)
    .execute();
  return new Set([...rows.map((r) => r.user_id), ...statusOff.map((r) => r.id)]);
}

/** An account in a presence rule: its id, or a column holding one (`other.user_id`). */
export type PresenceParty = number | string;

function partySql(party: PresenceParty): RawBuilder<unknown> {
  return typeof party === 'number' ? sql`${party}` : sql.ref(party);
}

/**
 * SQL condition: `viewer` may see `subject`'s presence, whether they are online now and when they
 * were last active (docs/behaviour/direct.md#presence-on-the-server). Nobody sees the presence of
 * an account that turned its activity status off, nor of one awaiting deletion, hidden from
 * everyone (docs/behaviour/own-data.md#during-the-grace-period); nobody in a block with the
 * subject either way sees it, nor anyone the subject restricted; and a viewer who turned their own
 * status off sees nobody's (docs/behaviour/settings.md#activity-status). get_presence (one viewer,
 * many subjects) and the socket's presence events (one subject, many viewers) both ask this, so
 * what one lists and the other announces cannot differ.
 */
export function presenceVisibleTo(viewer: PresenceParty, subject: PresenceParty): RawBuilder<SqlBool> {
  const viewerId = partySql(viewer);
  const subjectId = partySql(subject);
  return sql<SqlBool>`(exists (select 1 from users presence_subject
      where presence_subject.id = ${subjectId} and presence_subject.show_activity_status <> 0
        and presence_subject.deletion_requested_at is null and presence_subject.suspended_at is null)
    and exists (select 1 from users presence_viewer
      where presence_viewer.id = ${viewerId} and presence_viewer.show_activity_status <> 0)
    and not exists (select 1 from restricts presence_restrict
      where presence_restrict.user_id = ${subjectId} and presence_restrict.target_id = ${viewerId})
    and not ${inBlockEitherWay(viewerId, subjectId)})`;
}
