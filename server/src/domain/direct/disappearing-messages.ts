import { DISAPPEARING_TTL_OPTIONS } from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { insertActionLog } from './action-log.js';
import { deleteUnheldPhotoFiles } from './photo-files.js';
import { publishItemRemoved, publishThreadChanged, type DirectEventDeps } from './direct-events.js';
import { currentMemberIds } from './thread-membership.js';
import { requireWritableThread } from '../../policy/direct-writing.js';
import { startLeasedJob } from '../jobs/job-leases.js';

/** Most expired messages one sweep deletes (the next sweep takes the rest). */
const SWEEP_BATCH = 500;

/** How often the server looks for expired messages (docs/behaviour/direct.md#disappearing-messages). */
export const DISAPPEARING_SWEEP_MS = 15_000;

function describeTtl(ttlSec: number): string {
  if (ttlSec % 86400 === 0) return `${ttlSec / 86400} day(s)`;
  if (ttlSec % 3600 === 0) return `${ttlSec / 3600} hour(s)`;
  return `${Math.round(ttlSec / 60)} minute(s)`;
}

/**
 * Turns disappearing messages on (with one of DISAPPEARING_TTL_OPTIONS) or off, for everyone in
 * the thread; any current member may. Messages sent from then on expire after the timer; earlier
 * ones stay.
 */
export async function setDisappearing(
  deps: DirectEventDeps,
  viewer: UserRow,
  threadIdText: string,
  mode: 'off' | 'on',
  ttlSec: number | undefined,
  now = Date.now(),
): Promise<void> {
  const { thread } = await requireWritableThread(deps.db, threadIdText, viewer.id);
  let ttl: number | null = null;
  if (mode === 'on') {
    if (ttlSec === undefined || !(DISAPPEARING_TTL_OPTIONS as readonly number[]).includes(ttlSec))
      throw fail.validation({ ttl_sec: `Choose one of ${DISAPPEARING_TTL_OPTIONS.join(', ')} seconds.` });
    ttl = ttlSec;
  }
  const description =
    ttl === null
      ? `${viewer.username} turned off disappearing messages.`
      : `${viewer.username} turned on disappearing messages: ${describeTtl(ttl)}.`;
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('direct_threads').set({ disappearing_ttl_sec: ttl }).where('id', '=', thread.id).execute();
    await insertActionLog(trx, thread.id, viewer.id, 'disappearing', description, now);
  });
  publishThreadChanged(deps, await currentMemberIds(deps.db, thread.id), thread.id);
}

/**
 * The job's one pass: deletes messages whose time ran out (their reactions and hides go with them)
 * and tells each thread's current members, so open clients drop them. Answers how many it
 * deleted. Readers never see an expired message even before this runs (visible-items.ts).
 */
export async function deleteExpiredItems(deps: DirectEventDeps, now: number = Date.now()): Promise<number> {
  const expired = await deps.db
    .selectFrom('direct_items')
    .select(['id', 'thread_id', 'image_key'])
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(SWEEP_BATCH)
    .execute();
  if (expired.length === 0) return 0;
  await deps.db
    .deleteFrom('direct_items')
    .where(
      'id',
      'in',
      expired.map((e) => e.id),
    )
    .execute();
  await deleteUnheldPhotoFiles(
    deps.db,
    deps.storage,
    expired.map((e) => e.image_key),
  );
  const byThread = new Map<number, number[]>();
  for (const e of expired) byThread.set(e.thread_id, [...(byThread.get(e.thread_id) ?? []), e.id]);
  for (const [threadId, ids] of byThread) {
    const members = await currentMemberIds(deps.db, threadId);
    for (const id of ids) publishItemRemoved(deps, members, threadId, id);
  }
  return expired.length;
}

/**
 * Starts the sweep on a timer, run by one instance at a time across those on the database
 * (docs/operating.md#periodic-jobs); answers the stop function. A failed pass is logged and
 * retried next time.
 */
export function startDisappearingSweep(
  deps: DirectEventDeps,
  log: (error: unknown) => void,
  everyMs = DISAPPEARING_SWEEP_MS,
): () => Promise<void> {
  const job = startLeasedJob({
    db: deps.db,
    name: 'disappearing-messages',
    everyMs,
    pass: () => deleteExpiredItems(deps),
    log,
  });
  return () => job.stop();
}
