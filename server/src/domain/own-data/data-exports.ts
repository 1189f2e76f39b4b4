import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DataDownloadStatus } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import type { MediaStorage } from '../../media/storage.js';
import { loadArchiveContents } from './archive-contents.js';
import { writeArchive, type ArchiveLimits } from './archive-writer.js';
import { exportKey, LEGACY_EXPORTS_FOLDER } from './export-files.js';
import { whileHoldingJobLease } from '../jobs/job-leases.js';

/** One request per account per hour (failed builds do not count). */
export const DATA_EXPORT_INTERVAL_MS = 3600 * 1000;
/** A ready archive can be downloaded for 4 days; then its file and row go. */
export const DATA_EXPORT_TTL_MS = 4 * 24 * 3600 * 1000;
/**
 * A build still pending this long after its request: failed. Until then, a build whose instance
 * stopped midway is taken over by another (its lease runs out, `pickUp` queues it again).
 */
export const DATA_EXPORT_STUCK_MS = 15 * 60 * 1000;
/** The caps of one archive: 1 GiB and 10,000 media files. */
export const DATA_EXPORT_LIMITS: ArchiveLimits = { maxBytes: 1024 ** 3, maxMediaFiles: 10_000 };
/** How often an instance looks for pending builds nobody is working on. */
export const DATA_EXPORT_PICK_UP_INTERVAL_MS = 60 * 1000;
/** How often expired archives and stuck builds are swept (and once at start). */
export const DATA_EXPORT_SWEEP_INTERVAL_MS = 3600 * 1000;

/** A ready archive as the download route needs it. */
export interface ReadyArchive {
  /** Its key in the media storage. */
  key: string;
  sizeBytes: number;
  /** The file name offered to the browser. */
  downloadName: string;
}

/** "Download your information" for one server: requests, background builds, downloads, sweeping. */
export interface DataExportService {
  /** Starts a build for the account, or 429 `rate_limited` within an hour of the last request. */
  request(user: UserRow, now?: number): Promise<DataDownloadStatus>;
  /** The account's latest archive (or none) and when it may ask again. */
  status(user: UserRow, now?: number): Promise<DataDownloadStatus>;
  /** The account's ready archive, or 404. */
  archive(user: UserRow, now?: number): Promise<ReadyArchive>;
  /** Removes expired archives and fails builds that were cut short; returns how many rows changed. */
  sweep(now?: number): Promise<number>;
  /**
   * Queues here the pending builds nobody is working on (their instance stopped midway, or is busy
   * with others); answers how many it queued.
   */
  pickUp(now?: number): Promise<number>;
  /** Resolves when every queued build has finished (tests, shutdown). */
  idle(): Promise<void>;
}

/** What the service needs from the server. */
export interface DataExportDeps {
  db: Kysely<DB>;
  storage: MediaStorage;
  /** Only to remove what versions that kept archives in the data folder left there. */
  dataDir: string;
  limits?: ArchiveLimits;
  log: (error: unknown, message: string) => void;
}

type ExportRow = {
  id: number;
  user_id: number;
  state: string;
  requested_at: number;
  finished_at: number | null;
  expires_at: number | null;
  file_name: string | null;
  size_bytes: number | null;
};

function isLive(row: ExportRow, now: number): boolean {
  return row.state !== 'ready' || row.expires_at === null || row.expires_at > now;
}

function downloadName(username: string, at: number): string {
  return `lumen-${username}-${new Date(at).toISOString().slice(0, 10)}.zip`;
}

/**
 * Creates the service; builds run one at a time for this instance, in request order. An archive is
 * written to a temporary file on this machine, then put in the media storage: the instance that
 * answers the download need not be the one that built it (docs/operating.md#several-server-instances).
 */
export function createDataExportService(deps: DataExportDeps): DataExportService {
  const { db, storage } = deps;
  const limits = deps.limits ?? DATA_EXPORT_LIMITS;
  let queue: Promise<void> = Promise.resolve();

  const latest = (userId: number) =>
    db
      .selectFrom('data_exports')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('requested_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();

  /** Requests inside the interval that count (not failed), oldest first. */
  const counted = (userId: number, now: number) =>
    db
      .selectFrom('data_exports')
      .select(['id', 'requested_at'])
      .where('user_id', '=', userId)
      .where('state', '!=', 'failed')
      .where('requested_at', '>', now - DATA_EXPORT_INTERVAL_MS)
      .orderBy('requested_at')
      .orderBy('id')
      .execute();

  async function status(user: UserRow, now = Date.now()): Promise<DataDownloadStatus> {
    const [row, recent] = await Promise.all([latest(user.id), counted(user.id, now)]);
    const first = recent[0];
    return {
      download:
        row && isLive(row, now)
          ? {
              state: row.state === 'ready' ? 'ready' : row.state === 'failed' ? 'failed' : 'pending',
              requested_at: row.requested_at,
              ready_at: row.state === 'ready' ? row.finished_at : null,
              expires_at: row.state === 'ready' ? row.expires_at : null,
              size_bytes: row.state === 'ready' ? row.size_bytes : null,
            }
          : null,
      next_request_at: first ? first.requested_at + DATA_EXPORT_INTERVAL_MS : null,
      status: 'ok',
    };
  }

  async function removeRows(rows: readonly ExportRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .deleteFrom('data_exports')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    for (const row of rows) if (row.file_name) await storage.removePrefix(exportKey(row.user_id, row.file_name));
  }

  /**
   * Removes stored archives that no row claims: a build cut short between its put and its row's
   * update, or an instance that stopped before removing a replaced one. Listed before the rows
   * are read, and a build names its file in its row before putting it, so an archive being
   * written is never taken for one. Also removes the folder where older versions kept archives.
   */
  async function removeUnclaimedArchives(): Promise<void> {
    const stored: string[] = [];
    for await (const item of storage.list('exports')) stored.push(item.key);
    if (stored.length > 0) {
      const claimed = await db
        .selectFrom('data_exports')
        .select(['user_id', 'file_name'])
        .where('file_name', 'is not', null)
        .execute();
      const keys = new Set(claimed.map((row) => exportKey(row.user_id, row.file_name ?? '')));
      for (const key of stored) if (!keys.has(key)) await storage.removePrefix(key);
    }
    await fs.rm(path.join(deps.dataDir, LEGACY_EXPORTS_FOLDER), { recursive: true, force: true });
  }

  const holder = crypto.randomUUID();
  const queued = new Set<number>();

  /** Queues a build on this instance (once); it runs only if this instance can claim it. */
  function enqueue(exportId: number): void {
    if (queued.has(exportId)) return;
    queued.add(exportId);
    queue = queue
      .then(async () => {
        await whileHoldingJobLease(db, `data-export:${exportId}`, holder, () => build(exportId));
      })
      .catch((error: unknown) => deps.log(error, 'data export failed'))
      .finally(() => queued.delete(exportId));
  }

  async function build(exportId: number): Promise<void> {
    const row = await db.selectFrom('data_exports').selectAll().where('id', '=', exportId).executeTakeFirst();
    if (!row || row.state !== 'pending') return;
    const user = await db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
    if (!user) return;
    const fileName = `${crypto.randomBytes(16).toString('hex')}.zip`;
    const key = exportKey(user.id, fileName);
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'lumen-export-'));
    try {
      // Named before writing, so a sweep can remove what a build cut short left behind.
      await db.updateTable('data_exports').set({ file_name: fileName }).where('id', '=', row.id).execute();
      const contents = await loadArchiveContents(db, user);
      const file = path.join(folder, fileName);
      const written = await writeArchive(file, contents, storage, limits);
      await storage.putFile(key, file);
      const finishedAt = Date.now();
      const updated = await db
        .updateTable('data_exports')
        .set({
          state: 'ready',
          finished_at: finishedAt,
          expires_at: finishedAt + DATA_EXPORT_TTL_MS,
          file_name: fileName,
          size_bytes: written.sizeBytes,
        })
        .where('id', '=', row.id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      // The row went meanwhile (the account was purged, or a sweep failed it): the file goes too.
      if (Number(updated.numUpdatedRows) === 0) {
        await storage.removePrefix(key);
        return;
      }
      // A newer archive replaces the older ones.
      const older = await db
        .selectFrom('data_exports')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('id', '!=', row.id)
        .where('state', '=', 'ready')
        .execute();
      await removeRows(older);
    } catch (error) {
      deps.log(error, 'data export failed');
      await storage.removePrefix(key).catch(() => undefined);
      await db
        .updateTable('data_exports')
        .set({ state: 'failed', finished_at: Date.now() })
        .where('id', '=', row.id)
        .where('state', '=', 'pending')
        .execute();
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }

  return {
    status,

    async request(user, now = Date.now()) {
      const refuse = (first: { requested_at: number }) =>
        fail.rateLimited(
          'You can ask for your information once an hour.',
          first.requested_at + DATA_EXPORT_INTERVAL_MS - now,
        );
      const before = await counted(user.id, now);
      if (before[0]) throw refuse(before[0]);
      const inserted = await db
        .insertInto('data_exports')
        .values({ user_id: user.id, state: 'pending', requested_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Two requests racing both passed the check: the later one gives way.
      const after = await counted(user.id, now);
      if (after[0] && after[0].id !== inserted.id) {
        await db.deleteFrom('data_exports').where('id', '=', inserted.id).execute();
        throw refuse(after[0]);
      }
      enqueue(inserted.id);
      return status(user, now);
    },

    async archive(user, now = Date.now()) {
      const row = await db
        .selectFrom('data_exports')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('state', '=', 'ready')
        .where('expires_at', '>', now)
        .orderBy('requested_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row?.file_name || row.finished_at === null || row.size_bytes === null)
        throw fail.notFound('No archive is ready.');
      const key = exportKey(user.id, row.file_name);
      // A file removed by hand (or by a sweep racing this call) is as good as no archive.
      if (!(await storage.has(key))) throw fail.notFound('No archive is ready.');
      return {
        key,
        sizeBytes: row.size_bytes,
        downloadName: downloadName(user.username, row.finished_at),
      };
    },

    async sweep(now = Date.now()) {
      const expired = await db
        .selectFrom('data_exports')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'ready'), eb('expires_at', '<=', now)]),
            eb.and([eb('state', '=', 'failed'), eb('requested_at', '<=', now - DATA_EXPORT_TTL_MS)]),
          ]),
        )
        .execute();
      await removeRows(expired);
      await removeUnclaimedArchives();
      const stuck = await db
        .updateTable('data_exports')
        .set({ state: 'failed', finished_at: now })
        .where('state', '=', 'pending')
        .where('requested_at', '<=', now - DATA_EXPORT_STUCK_MS)
        .executeTakeFirst();
      return expired.length + Number(stuck.numUpdatedRows);
    },

    async pickUp(now = Date.now()) {
      const pending = await db
        .selectFrom('data_exports')
        .select('id')
        .where('state', '=', 'pending')
        .where('requested_at', '>', now - DATA_EXPORT_STUCK_MS)
        .orderBy('id')
        .execute();
      for (const row of pending) enqueue(row.id);
      return pending.length;
    },

    idle: () => queue,
  };
}
