import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE, type LockHolder } from './data-dir-lock.js';

/** One server process per data folder (docs/operating.md#one-data-folder-per-process). */

const folders: string[] = [];
function freshFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-lock-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const lockOf = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, LOCK_FILE), 'utf8')) as LockHolder;
const writeLock = (folder: string, holder: LockHolder) =>
  fs.writeFileSync(path.join(folder, LOCK_FILE), `${JSON.stringify(holder)}\n`);

/** The pid of a process that has exited (nothing runs under it now). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('acquireDataDirLock', () => {
  it('creates the folder and a lock naming this process, and removes it on release', async () => {
    const folder = path.join(freshFolder(), 'data');
    const lock = await acquireDataDirLock(folder);
    expect(lockOf(folder)).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    expect(Date.parse(lockOf(folder).startedAt)).toBeGreaterThan(Date.now() - 60_000);
    lock.release();
    expect(fs.existsSync(path.join(folder, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder held by a live process, naming the folder and the holder, and leaves its lock', async () => {
    const folder = freshFolder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      const holder = { pid: other.pid!, hostname: os.hostname(), startedAt: '2024-05-01T10:00:00.000Z' };
      writeLock(folder, holder);
      const refused = await acquireDataDirLock(folder).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      const message = (refused as Error).message;
      expect(message).toContain(`DATA_DIR ${folder} is in use`);
      expect(message).toContain(`pid ${other.pid} on ${os.hostname()}, started 2024-05-01T10:00:00.000Z`);
      expect(lockOf(folder)).toEqual(holder);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('refuses a second lock in the same process', async () => {
    const folder = freshFolder();
    const lock = await acquireDataDirLock(folder);
    try {
      await expect(acquireDataDirLock(folder)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      lock.release();
    }
  });

  it('takes over a stale lock: its pid is dead on this host', async () => {
    const folder = freshFolder();
    writeLock(folder, { pid: deadPid(), hostname: os.hostname(), startedAt: '2024-05-01T10:00:00.000Z' });
    const lock = await acquireDataDirLock(folder);
    expect(lockOf(folder)).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    lock.release();
  });

  it('takes over a lock with its own pid that it never took (a restarted container is pid 1 again)', async () => {
    const folder = freshFolder();
    writeLock(folder, { pid: process.pid, hostname: os.hostname(), startedAt: '2024-05-01T10:00:00.000Z' });
    const lock = await acquireDataDirLock(folder);
    expect(lockOf(folder).startedAt).not.toBe('2024-05-01T10:00:00.000Z');
    lock.release();
  });

  it('never takes over a lock from another host: its pid cannot be checked from here', async () => {
    const folder = freshFolder();
    writeLock(folder, { pid: deadPid(), hostname: `not-${os.hostname()}`, startedAt: '2024-05-01T10:00:00.000Z' });
    await expect(acquireDataDirLock(folder)).rejects.toThrow(`on not-${os.hostname()}`);
  });

  it('takes over a lock file left empty long ago (a crash while it was written)', async () => {
    const folder = freshFolder();
    const file = path.join(folder, LOCK_FILE);
    fs.writeFileSync(file, '');
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(file, past, past);
    const lock = await acquireDataDirLock(folder);
    expect(lockOf(folder).pid).toBe(process.pid);
    lock.release();
  });

  it('is released when the process exits', async () => {
    const folder = freshFolder();
    const module = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts');
    const script = `const m = await import(${JSON.stringify(module)}); await m.acquireDataDirLock(${JSON.stringify(folder)}); process.exit(3);`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(child.status, child.stderr).toBe(3);
    expect(fs.existsSync(path.join(folder, LOCK_FILE))).toBe(false);
  });
});
