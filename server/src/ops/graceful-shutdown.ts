/**
 * Graceful shutdown (docs/operating.md#graceful-shutdown): on SIGTERM or SIGINT the server stops
 * accepting connections, lets the requests in flight and the media jobs finish, closes the
 * database and exits 0. Past the deadline, or when a step fails, it exits 1 anyway; a second
 * signal exits 1 at once.
 */

/** What shutting down does, in this order. */
export interface ShutdownSteps {
  /** Stops accepting connections and waits for the requests in flight (fastify's close). */
  closeHttp(): Promise<void>;
  /** Waits for the media jobs still queued or running. */
  drainJobs(): Promise<void>;
  closeDatabase(): Promise<void>;
}

/** Where shutdown reports what it does. */
export interface ShutdownLog {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * Runs the steps in order and resolves with the exit code: 0 when all finished within
 * `deadlineMs`, 1 when one failed or the deadline passed first.
 */
export async function runShutdown(
  steps: ShutdownSteps,
  options: { deadlineMs: number; log: ShutdownLog },
): Promise<number> {
  const { log } = options;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      log.error(`shutdown: still busy after ${options.deadlineMs} ms, exiting anyway`);
      resolve(1);
    }, options.deadlineMs);
  });
  const orderly = (async () => {
    try {
      await steps.closeHttp();
      log.info('shutdown: no request in flight');
      await steps.drainJobs();
      log.info('shutdown: media jobs drained');
      await steps.closeDatabase();
      log.info('shutdown: database closed');
      return 0;
    } catch (error) {
      log.error('shutdown: a step failed', error);
      return 1;
    }
  })();
  try {
    return await Promise.race([orderly, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the shutdown on the first SIGTERM or SIGINT, then exits with its code. */
export function installGracefulShutdown(
  steps: ShutdownSteps,
  options: { deadlineMs: number; log: ShutdownLog; exit?: (code: number) => void },
): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      options.log.error(`shutdown: ${signal} again, exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    options.log.info(`shutdown: ${signal}, finishing the requests in flight and the media jobs`);
    void runShutdown(steps, options).then(exit);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
