import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A static host of stack mode (server/dist/static-main.js), started by an e2e spec beside the
// running stack: a remote's origin that test can redeploy or take down, or a shell server of its own.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A running static host: its origin, and how to stop it. */
export interface StaticHost {
  origin: string;
  stop(): Promise<void>;
}

/** Starts static-main.js on `port` with `env` (STATIC_DIR relative to the repository); resolves once it answers /healthz. */
export async function startStaticHost(port: number, env: Record<string, string>): Promise<StaticHost> {
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'static-main.js')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let tries = 0; tries < 200; tries += 1) {
    if (child.exitCode !== null) throw new Error(`static host on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`static host on ${port} did not start`);
}
