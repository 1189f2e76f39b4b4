import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * How long a claim lasts without news from its holder: a pass renews it every third of this, so
 * an instance killed mid-pass frees the job within this much (docs/operating.md#periodic-jobs).
 */
export const JOB_LEASE_HOLD_MS = 60_000;

/**
 * Claims the job `name` for `holder` until `until`, if nobody holds it (`until` passed): one
 * statement, so of two instances claiming at once exactly one gets it. True when claimed.
 */
export async function claimJobLease(
  db: Kysely<DB>,
  name: string,
  holder: string,
  until: number,
  now = Date.now(),
): Promise<boolean> {
  const row = await db
    .insertInto('job_leases')
    .values({ name, holder, until })
    .onConflict((oc) => oc.column('name').doUpdateSet({ holder, until }).where(sql.ref('job_leases.until'), '<=', now))
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Moves the end of `holder`'s lease on `name` to `until`; false when it is no longer theirs. */
export async function moveJobLease(db: Kysely<DB>, name: string, holder: string, until: number): Promise<boolean> {
  const result = await db
    .updateTable('job_leases')
    .set({ until })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives up `holder`'s lease on `name` (a one-off job that finished): the row goes. */
export async function releaseJobLease(db: Kysely<DB>, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
}

/**
 * Runs `work` if `holder` can claim `name`, renewing the claim while it runs and releasing it after:
 * a one-off job (one archive's build) that an instance killed midway hands on once its lease runs out.
 * Resolves to whether it ran.
 */
export async function whileHoldingJobLease(
  db: Kysely<DB>,
  name: string,
  holder: string,
  work: () => Promise<void>,
  holdMs = JOB_LEASE_HOLD_MS,
): Promise<boolean> {
  if (!(await claimJobLease(db, name, holder, Date.now() + holdMs))) return false;
  const renew = setInterval(
    () => void moveJobLease(db, name, holder, Date.now() + holdMs).catch(() => undefined),
    holdMs / 3,
  );
  renew.unref();
  try {
    await work();
  } finally {
    clearInterval(renew);
    await releaseJobLease(db, name, holder);
  }
  return true;
}

/** A periodic job run by at most one instance at a time, about once per `everyMs` across them all. */
export interface LeasedJob {
  /** Runs a pass now if this instance can claim the job; resolves to whether it ran. */
  runNow(): Promise<boolean>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

export interface LeasedJobOptions {
  db: Kysely<DB>;
  /** The job's row in `job_leases`. */
  name: string;
  everyMs: number;
  pass: () => Promise<unknown>;
  log: (error: unknown) => void;
  /** Runs a pass at start too (when no other instance ran one within `everyMs`). */
  atStart?: boolean;
  holdMs?: number;
  now?: () => number;
}

/**
 * Starts a periodic job shared by every instance on the database: each tick claims the job's lease
 * and runs a pass only when it got it, renewing it while the pass runs. A finished pass keeps the
 * lease until 9/10 of `everyMs` after it started, so the next tick of whichever instance comes
 * first runs the next one: one pass per period across instances, however many there are.
 */
export function startLeasedJob(options: LeasedJobOptions): LeasedJob {
  const { db, name, everyMs, pass, log } = options;
  const holdMs = options.holdMs ?? Math.min(JOB_LEASE_HOLD_MS, everyMs);
  const now = options.now ?? Date.now;
  const holder = crypto.randomUUID();
  let running: Promise<boolean> | null = null;

  async function once(): Promise<boolean> {
    const started = now();
    if (!(await claimJobLease(db, name, holder, started + holdMs, started))) return false;
    const renew = setInterval(() => void moveJobLease(db, name, holder, now() + holdMs).catch(log), holdMs / 3);
    renew.unref();
    try {
      await pass();
    } finally {
      clearInterval(renew);
      await moveJobLease(db, name, holder, Math.max(now(), started + Math.floor((everyMs * 9) / 10)));
    }
    return true;
  }

  const runNow = (): Promise<boolean> => {
    running ??= once()
      .catch((error: unknown) => {
        log(error);
        return false;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void runNow(), everyMs);
  timer.unref();
  if (options.atStart) void runNow();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
