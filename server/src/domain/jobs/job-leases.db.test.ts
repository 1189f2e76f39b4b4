import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { claimJobLease, startLeasedJob } from './job-leases.js';

// Periodic jobs on several instances (docs/operating.md#periodic-jobs): one database, two claimants.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const HOUR = 3600_000;

describe('a job lease', () => {
  it('goes to exactly one of two instances claiming at once, and to another once it ran out', async () => {
    const { db } = server.deps;
    const t = 1_000_000;
    const claims = await Promise.all(['a', 'b', 'c'].map((holder) => claimJobLease(db, 'race', holder, t + 60_000, t)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobLease(db, 'race', 'd', t + 120_000, t + 59_999)).toBe(false);
    // The holder died: nobody renewed it, so its lease runs out and another instance takes the job.
    expect(await claimJobLease(db, 'race', 'd', t + 120_000, t + 60_000)).toBe(true);
  });

  it('runs a pass on one instance at a time, once per period across them', async () => {
    const { db } = server.deps;
    let clock = Date.now();
    let passes = 0;
    let release = () => undefined as void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const start = () =>
      startLeasedJob({
        db,
        name: 'shared-sweep',
        everyMs: HOUR,
        now: () => clock,
        log: (error) => {
          throw error;
        },
        pass: async () => {
          passes += 1;
          await blocked;
        },
      });
    const [one, two] = [start(), start()];
    const first = one.runNow();
    // While the first instance's pass runs, the second cannot start one.
    await expect.poll(() => passes).toBe(1);
    expect(await two.runNow()).toBe(false);
    release();
    expect(await first).toBe(true);
    // Done: neither runs again within the period...
    expect(await two.runNow()).toBe(false);
    expect(await one.runNow()).toBe(false);
    // ...and whichever comes first after it runs the next pass.
    clock += HOUR;
    expect(await two.runNow()).toBe(true);
    expect(await one.runNow()).toBe(false);
    expect(passes).toBe(2);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('keeps the purge and the export sweep with the instance that ran them at start: a second app skips them', async () => {
    const leases = () =>
      server.deps.db
        .selectFrom('job_leases')
        .select(['name', 'holder', 'until'])
        .where('name', 'in', ['account-purge', 'data-export-sweep'])
        .orderBy('name')
        .execute();
    await server.app.ready();
    // The first app's start-up passes (they run in the background) keep their leases for the period.
    await expect
      .poll(async () => (await leases()).filter((row) => Number(row.until) > Date.now() + HOUR / 2).length)
      .toBe(2);
    const before = await leases();
    const second: FastifyInstance = await buildApp(server.deps);
    await second.ready();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await leases()).toEqual(before);
    } finally {
      await second.close();
    }
  });
});
