import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// The S3 server helpers are shared with stack mode and the bench (plain JS at the repository root).
import { startS3Server, type LocalS3Server } from '../../../scripts/stack-s3.mjs';
import { freePort } from '../../../scripts/throwaway-postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The S3 server of this run, for projects with TEST_STORAGE=s3 (test-app.ts makes a bucket per app). */
    s3Endpoint: string;
  }
}

interface Shared {
  server: LocalS3Server;
  folder: string;
}

/**
 * The server of this run, shared by the projects that use this setup; stopped after the last.
 * vitest loads a global setup once per project, so the state lives on globalThis, not the module.
 */
const run = ((globalThis as { [key: symbol]: { shared: Promise<Shared> | null; users: number } })[
  Symbol.for('lumen.test.s3')
] ??= { shared: null, users: 0 });

async function start(): Promise<Shared> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-test-s3-'));
  // A child process (s3rver with OpenSSL's legacy provider, which its listings past one page
  // need; scripts/stack-s3.mjs), so its work is not on vitest's own event loop.
  const server = await startS3Server({ port: await freePort(), bucket: 'lumen-test', folder });
  return { server, folder };
}

/** Starts one s3rver for the run; each test server makes its own bucket on it (test-bucket.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  run.users += 1;
  run.shared ??= start();
  const { server } = await run.shared;
  project.provide('s3Endpoint', `http://localhost:${server.port}`);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    const { server: done, folder } = await run.shared!;
    done.stop();
    await new Promise((resolve) => (done.child.exitCode === null ? done.child.once('exit', resolve) : resolve(null)));
    fs.rmSync(folder, { recursive: true, force: true });
  };
}
