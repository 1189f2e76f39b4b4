import { describe, expect, it } from 'vitest';
import { createMediaJobs, defaultMediaConcurrency } from './media-jobs.js';

/** A promise with its resolve and reject outside. */
function gate<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise's callbacks run. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('media jobs', () => {
  it('never runs more than its concurrency at once, and starts waiting jobs first come first served', async () => {
    const jobs = createMediaJobs(2);
    const gates = Array.from({ length: 5 }, () => gate());
    const started: number[] = [];
    let active = 0;
    let most = 0;
    const results = gates.map((g, index) =>
      jobs.run(async () => {
        started.push(index);
        active += 1;
        most = Math.max(most, active);
        await g.promise;
        active -= 1;
        return index * 10;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    expect([jobs.running, jobs.waiting]).toEqual([2, 3]);
    gates[1]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const g of gates) g.resolve();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40]);
    expect(most).toBe(2);
    expect([jobs.running, jobs.waiting]).toEqual([0, 0]);
  });

  it('passes a failing job’s error to its caller and frees its slot for the next', async () => {
    const jobs = createMediaJobs(1);
    const failing = jobs.run(async () => {
      throw new Error('bad pixels');
    });
    const throwing = jobs.run(() => {
      throw new Error('thrown at once');
    });
    const after = jobs.run(async () => 'next');
    await expect(failing).rejects.toThrow('bad pixels');
    await expect(throwing).rejects.toThrow('thrown at once');
    expect(await after).toBe('next');
  });

  it('drain() resolves once nothing runs or waits, including jobs queued meanwhile', async () => {
    const jobs = createMediaJobs(1);
    await jobs.drain();
    const first = gate();
    const second = gate();
    let finished = 0;
    void jobs.run(async () => {
      await first.promise;
      finished += 1;
    });
    let drained = false;
    const draining = jobs.drain().then(() => {
      drained = true;
    });
    void jobs.run(async () => {
      await second.promise;
      finished += 1;
    });
    first.resolve();
    await flush();
    expect(drained).toBe(false);
    second.resolve();
    await draining;
    expect(finished).toBe(2);
  });

  it('is sized to the CPU count by default and refuses a nonsense size', () => {
    expect(createMediaJobs().concurrency).toBe(defaultMediaConcurrency());
    expect(defaultMediaConcurrency()).toBeGreaterThanOrEqual(1);
    expect(() => createMediaJobs(0)).toThrow();
  });
});
