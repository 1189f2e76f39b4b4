import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The real server in its own process (src/main.ts through tsx), for tests that kill it. */
export interface ChildServer {
  /** http://127.0.0.1:port */
  readonly url: string;
  readonly pid: number;
  /** Kills it with SIGKILL (no shutdown hook runs) and waits until it is gone. */
  kill9(): Promise<void>;
  /** Stops it with SIGTERM (its graceful shutdown) and waits until it is gone. */
  stop(): Promise<void>;
  /** Sends a signal without waiting. */
  signal(name: NodeJS.Signals): void;
  /** Resolves once it has exited, with its exit code (null when a signal ended it). */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines it printed (for failure messages). */
  output(): string;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the server on a data folder (SQLite there, or PostgreSQL at `databaseUrl`) and resolves
 * once /healthz answers 200. No demo data, no frontend.
 */
export async function startChildServer(options: {
  dataDir: string;
  databaseUrl: string | null;
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED_DEMO: 'false',
      SERVE_FRONTEND: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const server: ChildServer = {
    url,
    pid: child.pid ?? -1,
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    signal(name) {
      child.kill(name);
    },
    async exited() {
      await exited(child);
      return { code: child.exitCode, signal: child.signalCode };
    },
    output: () => lines.join('\n'),
  };
  // 180 s by default: beside CI's browser tests on two cores, starts on PostgreSQL took over 60 s
  // and then over 90 s (the first start compiles the whole server through tsx). Alone it is 4 s.
  const started = Date.now();
  const deadline = started + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${server.output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.kill9();
      throw new Error(`the server did not answer /healthz in ${Date.now() - started} ms:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
