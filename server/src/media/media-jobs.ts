import os from 'node:os';

/**
 * Bounds how much media processing runs at once across all requests (docs/behaviour/creation.md#processing-cost):
 * decoding and encoding an image, or transcoding a video, is one job. Jobs past the limit wait
 * their turn, first come first served, holding no pixels while they wait.
 */
export interface MediaJobs {
  /** Runs `job` when a slot is free; resolves or rejects with its result. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Resolves once no job is running or waiting (used by the graceful shutdown). */
  drain(): Promise<void>;
  /** Jobs running now. */
  readonly running: number;
  /** Jobs waiting for a slot. */
  readonly waiting: number;
  /** Jobs that may run at once. */
  readonly concurrency: number;
}

/** One job per CPU: more would only share the same cores and hold more pixels in memory. */
export function defaultMediaConcurrency(): number {
  return Math.max(1, os.availableParallelism());
}

/** A job queue running at most `concurrency` jobs at once, in the order they were asked for. */
export function createMediaJobs(concurrency: number = defaultMediaConcurrency()): MediaJobs {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be a positive integer');
  const queue: Array<() => void> = [];
  let running = 0;
  let idleWaiters: Array<() => void> = [];

  const settle = () => {
    if (running === 0 && queue.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };
  const next = () => {
    while (running < concurrency && queue.length > 0) {
      const start = queue.shift();
      running += 1;
      start?.();
    }
    settle();
  };

  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push(() => {
          // A job that throws synchronously fails like one that rejects; either way its slot frees.
          Promise.resolve()
            .then(job)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        });
        next();
      });
    },
    drain() {
      if (running === 0 && queue.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    concurrency,
  };
}
