import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The identity of the server instance that owns a data folder: a random id written once into
 * `DATA_DIR/instance-id` and read back on every later start. Instances sharing one database tell
 * their own uploads in progress from another's by it (docs/operating.md#one-data-folder-per-process):
 * the bytes of an upload are in the folder of the instance that wrote them, and only that instance
 * reconciles or sweeps them. Copying a data folder copies its identity; give a copy a new one by
 * deleting the file before its first start.
 */

/** The identity file's name in the data folder. */
export const INSTANCE_ID_FILE = 'instance-id';

const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** What link() fails with where the file system has no hard links. */
const LINKS_UNSUPPORTED = ['EPERM', 'ENOTSUP', 'ENOSYS'];

/** Identities already read, by folder: every upload call asks. */
const known = new Map<string, Promise<string>>();

/** The identity of the instance owning `dataDir`, created on first use. */
export function instanceIdOf(dataDir: string): Promise<string> {
  const folder = path.resolve(dataDir);
  let id = known.get(folder);
  if (!id) {
    id = readOrCreate(folder);
    known.set(folder, id);
    // A failure (a folder not writable) is not remembered: the next call tries again.
    id.catch(() => known.delete(folder));
  }
  return id;
}

async function readExisting(file: string): Promise<string | null> {
  try {
    const text = (await fs.readFile(file, 'utf8')).trim();
    if (!ID_PATTERN.test(text)) throw new Error(`${file} does not hold an instance id ("${text.slice(0, 80)}")`);
    return text;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

async function readOrCreate(folder: string): Promise<string> {
  const file = path.join(folder, INSTANCE_ID_FILE);
  const existing = await readExisting(file);
  if (existing) return existing;
  await fs.mkdir(folder, { recursive: true });
  const id = crypto.randomUUID();
  // Written under a temporary name and linked into place, so the file is never seen half-written
  // and a racing first start (tests in one process) keeps whichever identity came first.
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(temporary, 'wx');
  try {
    await handle.writeFile(`${id}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.link(temporary, file);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    // A file system without hard links: renamed instead (the data folder's lock keeps other
    // processes out, and one process asks once).
    if (LINKS_UNSUPPORTED.includes(code)) await fs.rename(temporary, file);
    else if (code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(temporary, { force: true });
  }
  await syncFolder(folder);
  const stored = await readExisting(file);
  if (!stored) throw new Error(`${file} vanished while it was created`);
  return stored;
}

/** Makes the new name survive a crash (a folder cannot be synced on some systems: skipped). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Not supported here.
  } finally {
    await handle.close();
  }
}
