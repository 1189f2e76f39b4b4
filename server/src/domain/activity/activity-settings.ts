import type { Kysely } from 'kysely';
import type { ActivityKind, ActivitySettings } from 'shared-contracts';
import { ACTIVITY_KINDS } from 'shared-contracts/schemas';
import type { DB } from '../../db/schema.js';

/** A change of the settings, as the form gives it. */
export interface ActivitySettingsChange {
  kind?: ActivityKind | undefined;
  enabled?: boolean | undefined;
  /** Minutes to pause for; 0 resumes. */
  pauseMinutes?: number | undefined;
}

/** The account's settings: every kind on unless turned off, and a pause still running. */
export async function loadActivitySettings(
  db: Kysely<DB>,
  userId: number,
  now = Date.now(),
): Promise<ActivitySettings> {
  const [off, pause] = await Promise.all([
    db.selectFrom('activity_kinds_off').select('kind').where('user_id', '=', userId).execute(),
    db.selectFrom('activity_pauses').select('paused_until').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const disabled = new Set(off.map((row) => row.kind));
  const until = pause ? Number(pause.paused_until) : null;
  return {
    kinds: Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, !disabled.has(kind)])) as Record<
      ActivityKind,
      boolean
    >,
    paused_until: until !== null && until > now ? until : null,
    status: 'ok',
  };
}

/** Turns a kind on or off and/or pauses (or resumes) notifications; answers the new settings. */
export async function changeActivitySettings(
  db: Kysely<DB>,
  userId: number,
  change: ActivitySettingsChange,
  now = Date.now(),
): Promise<ActivitySettings> {
  await db.transaction().execute(async (trx) => {
    if (change.kind !== undefined && change.enabled !== undefined) {
      if (change.enabled)
        await trx
          .deleteFrom('activity_kinds_off')
          .where('user_id', '=', userId)
          .where('kind', '=', change.kind)
          .execute();
      else
        await trx
          .insertInto('activity_kinds_off')
          .values({ user_id: userId, kind: change.kind })
          .onConflict((oc) => oc.doNothing())
          .execute();
    }
    if (change.pauseMinutes !== undefined) {
      await trx.deleteFrom('activity_pauses').where('user_id', '=', userId).execute();
      if (change.pauseMinutes > 0)
        await trx
          .insertInto('activity_pauses')
          .values({ user_id: userId, paused_until: now + change.pauseMinutes * 60_000 })
          .execute();
    }
  });
  return loadActivitySettings(db, userId, now);
}
