import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startChildServer } from '../test-support/child-server.js';
import { LOCK_FILE, type LockHolder } from './data-dir-lock.js';

/**
 * The real server takes its data folder's lock at start and gives it back when it stops
 * (docs/operating.md#one-data-folder-per-process). A lock left by a server killed with SIGKILL
 * names a pid that is dead: the next server on the folder takes it over.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-server-lock-'));
const lockFile = path.join(dataDir, LOCK_FILE);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const holderOf = () => JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockHolder;

it('takes over a stale lock, holds the folder while it runs and releases it on a graceful stop', async () => {
  const dead = Number(
    spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
  );
  fs.writeFileSync(lockFile, JSON.stringify({ pid: dead, hostname: os.hostname(), startedAt: '2024-05-01T10:00:00Z' }));

  const server = await startChildServer({ dataDir, databaseUrl: null });
  try {
    expect(holderOf()).toMatchObject({ pid: server.pid, hostname: os.hostname() });
  } finally {
    await server.stop();
  }
  expect(fs.existsSync(lockFile)).toBe(false);

  // Killed: its lock stays behind, and the next start takes it over.
  const killed = await startChildServer({ dataDir, databaseUrl: null });
  await killed.kill9();
  expect(holderOf().pid).toBe(killed.pid);
  const next = await startChildServer({ dataDir, databaseUrl: null });
  try {
    expect(holderOf().pid).toBe(next.pid);
  } finally {
    await next.stop();
  }
}, 120_000);
