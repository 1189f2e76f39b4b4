import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** How a user and the viewer are tied by supervision (`supervision_info`, docs/entities.md#profile). */
export interface SupervisionInfo {
  /** The user supervises the viewer. */
  is_guardian_of_viewer: boolean;
  /** The viewer supervises the user. */
  is_supervised_by_viewer: boolean;
}

/** The supervision ties between the viewer and one user, both directions, in one query. */
export async function loadSupervisionInfo(db: Kysely<DB>, viewerId: number, userId: number): Promise<SupervisionInfo> {
  const rows = await db
    .selectFrom('supervisions')
    .select(['supervisor_id', 'supervised_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('supervisor_id', '=', userId), eb('supervised_id', '=', viewerId)]),
        eb.and([eb('supervisor_id', '=', viewerId), eb('supervised_id', '=', userId)]),
      ]),
    )
    .execute();
  return {
    is_guardian_of_viewer: rows.some((r) => r.supervisor_id === userId),
    is_supervised_by_viewer: rows.some((r) => r.supervisor_id === viewerId),
  };
}

/** Records that `supervisorId` supervises `supervisedId` (idempotent). */
export async function addSupervision(db: Kysely<DB>, supervisorId: number, supervisedId: number): Promise<void> {
  await db
    .insertInto('supervisions')
    .values({ supervisor_id: supervisorId, supervised_id: supervisedId, created_at: Date.now() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
