import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

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
