// A server process for the benches that need one of their own (a data set of their own): start it
// on a data folder, wait until it answers, stop it.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} not up after ${timeoutMs} ms`);
}

/** Starts the built server of `root` on `port` with its own `dataDir`. */
export function startServer(root, port, dataDir, extraEnv = {}) {
  return spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops a server started here and waits for it to exit. */
export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
