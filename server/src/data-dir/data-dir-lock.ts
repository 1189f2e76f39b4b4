import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One server process per data folder (docs/operating.md#one-data-folder-per-process). The process
 * creates `DATA_DIR/server.lock` exclusively before it touches anything else there (migrations,
 * the reconciliation of uploads, sweeps, media), and a second process on the same folder leaves
 * at once: it would otherwise reconcile the uploads the first one is writing and cut their files.
 *
 * The lock is a file rather than an advisory lock of the operating system so that it names its
 * holder, and because such locks are unreliable on network and container file systems. A process
 * killed with SIGKILL leaves the file behind; it is stale once its pid is dead on this host and
 * is then taken over. On another host nothing can be checked: the file stays until removed.
 */

/** The lock file's name in the data folder. */
export const LOCK_FILE = 'server.lock';

/** Who holds a data folder, as its lock file says. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** When the holder took the lock (ISO 8601). */
  startedAt: string;
}

/** A data folder this process holds; `release` removes the lock file (also done on exit). */
export interface DataDirLock {
  readonly file: string;
  readonly holder: LockHolder;
  release(): void;
}

/** The data folder is held by another live process (or one on another host). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `pid ${holder.pid} on ${holder.hostname}, started ${holder.startedAt}`
      : 'a process that is still writing its lock file';
    super(
      `DATA_DIR ${dataDir} is in use by another Lumen server (${who}). Each server process needs a data ` +
        `folder of its own: give this one another DATA_DIR (media can still be shared with MEDIA_DIR). ` +
        `If that process is gone, remove ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds, so a second attempt in the same process is refused, not taken over. */
const heldHere = new Set<string>();

/** How long a lock file may stay empty or unreadable before it counts as left by a crash. */
const UNREADABLE_GRACE_MS = 2000;

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === code;
}

/** Whether a process with this pid exists on this host (EPERM: it exists, under another user). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return !isCode(error, 'ESRCH');
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string' || typeof value.startedAt !== 'string')
      return null;
    return { pid: value.pid, hostname: value.hostname, startedAt: value.startedAt };
  } catch {
    return null;
  }
}

/**
 * Whether a holder is certainly gone: on this host with a dead pid, or with this very pid though
 * this process never took the lock (a container restarted: its server is pid 1 again).
 */
function isStale(holder: LockHolder, file: string): boolean {
  if (holder.hostname !== os.hostname()) return false;
  if (holder.pid === process.pid) return !heldHere.has(file);
  return !processAlive(holder.pid);
}

/** Creates the lock file with our holder in it, or returns false when it exists. */
function tryCreate(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx');
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  }
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

type Found = { kind: 'gone' } | { kind: 'held'; text: string; holder: LockHolder | null; ageMs: number };

function readLock(file: string): Found {
  try {
    const text = fs.readFileSync(file, 'utf8');
    const ageMs = Date.now() - fs.statSync(file).mtimeMs;
    return { kind: 'held', text, holder: parseHolder(text), ageMs };
  } catch (error) {
    if (isCode(error, 'ENOENT')) return { kind: 'gone' };
    throw error;
  }
}

/**
 * Removes a stale lock file, if it still is the one judged stale. It is first moved aside under a
 * name of our own, so that of two processes taking over at once only one removes it; should the
 * file moved aside turn out to be another's fresh lock, it is put back.
 */
function takeOver(file: string, staleText: string): void {
  const aside = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return;
    throw error;
  }
  if (fs.readFileSync(aside, 'utf8') !== staleText) {
    try {
      fs.linkSync(aside, file);
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
  }
  fs.rmSync(aside, { force: true });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Takes the data folder for this process, creating the folder when missing; throws
 * DataDirInUseError when another process holds it. The lock is released when the process exits
 * (process.exit included, as graceful shutdown ends), or by `release`.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const folder = path.resolve(dataDir);
  const file = path.join(folder, LOCK_FILE);
  if (heldHere.has(file)) throw new DataDirInUseError(folder, file, ownHolder());
  fs.mkdirSync(folder, { recursive: true });
  const holder = ownHolder();
  const text = `${JSON.stringify(holder)}\n`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (tryCreate(file, text)) return held(file, holder, text);
    const found = readLock(file);
    if (found.kind === 'gone') continue;
    if (found.holder === null) {
      // Just created and not yet written, or left empty by a crash (a power cut) long ago.
      if (found.ageMs < UNREADABLE_GRACE_MS) {
        await sleep(50);
        continue;
      }
    } else if (!isStale(found.holder, file)) {
      throw new DataDirInUseError(folder, file, found.holder);
    }
    takeOver(file, found.text);
  }
  const last = readLock(file);
  throw new DataDirInUseError(folder, file, last.kind === 'held' ? last.holder : null);
}

function ownHolder(): LockHolder {
  return { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
}

function held(file: string, holder: LockHolder, text: string): DataDirLock {
  heldHere.add(file);
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(file)) return;
    // Only our own lock goes: after a takeover by mistake the file may be another's.
    try {
      if (fs.readFileSync(file, 'utf8') === text) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return { file, holder, release };
}
