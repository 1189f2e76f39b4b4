import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../../scripts/stack-runner.mjs';
import { startMailCatcher } from './mail-catcher';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

/**
 * Starts the real system under test on a fresh data folder (demo data seeded) and tells the
 * tests where it is through environment variables; returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mode = process.env.E2E_MODE === 'stack' ? 'stack' : 'one-port';
  // Every spec signs up from this one machine: the per-source sign-up limit (10 an hour by
  // default, docs/behaviour/accounts.md#limits) would refuse the suite. Both modes pass the
  // environment on to the server.
  process.env.SIGNUPS_PER_HOUR ??= '1000';
  // The seeded demo account is an admin, the moderator of moderation.spec.ts
  // (docs/behaviour/moderation.md#moderators).
  process.env.ADMIN_USERNAMES ??= 'demo';
  // E2E_DATA_DIR lets two runs on one machine (different E2E_PORT) keep their data apart.
  const dataDir = process.env.E2E_DATA_DIR || path.join(ROOT, 'data', `e2e-${mode}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The server sends its mail to a real SMTP server here; specs read the mails from files
  // (docs/behaviour/accounts.md#mail-delivery). Both modes pass SMTP_URL on to the server.
  process.env.E2E_MAIL_DIR = path.join(dataDir, 'mail');
  const mail = await startMailCatcher(process.env.E2E_MAIL_DIR);
  process.env.SMTP_URL = mail.url;
  if (mode === 'stack') {
    // E2E_S3=true runs compose's bucket too (stack mode's --s3), for two-instances.spec.ts.
    const stack = await startStack({
      dataDir,
      postgres: process.env.E2E_POSTGRES === 'true',
      s3: process.env.E2E_S3 === 'true',
      quiet: true,
      log: () => undefined,
    });
    const port = (name: string) => stack.plan.find((s) => s.name === name)?.port;
    process.env.E2E_BASE_URL = `http://localhost:${port('shell')}`;
    process.env.E2E_API_URL = `http://localhost:${port('server')}`;
    process.env.E2E_REMOTE_FEED_ORIGIN = `http://localhost:${port('remote-feed')}`;
    process.env.E2E_MODE = 'stack';
    const second = stack.plan.find((s) => s.name === 'server-2');
    if (second && stack.objectStorage) {
      process.env.E2E_SECOND_API_URL = `http://localhost:${second.port}`;
      process.env.E2E_SECOND_BASE_URL = `http://localhost:${port('shell-2')}`;
      process.env.E2E_DATA_DIRS = JSON.stringify(stack.plan.filter((s) => s.env.DATA_DIR).map((s) => s.env.DATA_DIR));
      // The local S3 protocol server answers listings without a signature.
      process.env.E2E_BUCKET_URL = `http://localhost:${stack.objectStorage.port}/${stack.objectStorage.bucket}`;
    }
    return async () => {
      await stack.stop();
      await mail.close();
    };
  }
  const port = process.env.E2E_PORT || '3210';
  const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The first start seeds the demo network (about a minute; longer on a busy machine).
  try {
    await waitFor(`http://localhost:${port}/healthz`, 300_000);
  } catch (error) {
    server.kill('SIGTERM');
    await mail.close();
    throw error;
  }
  process.env.E2E_BASE_URL = `http://localhost:${port}`;
  process.env.E2E_API_URL = `http://localhost:${port}`;
  process.env.E2E_REMOTE_FEED_ORIGIN = `http://localhost:${port}`;
  process.env.E2E_MODE = 'one-port';
  return async () => {
    server.kill('SIGTERM');
    await mail.close();
  };
}
