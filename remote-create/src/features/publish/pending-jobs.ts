import type { PublishJob } from './publish-job';

/** Where unfinished publishes are kept so a reload can resume them. */
export interface PendingJobs {
  save(job: PublishJob): Promise<void>;
  /** The newest unfinished publish, if any. */
  latest(): Promise<PublishJob | null>;
  remove(id: string): Promise<void>;
}

const DB_NAME = 'lumen-create';
/** An unfinished publish older than this is not offered any more (its upload is likely gone). */
export const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const STORE = 'pending-publishes';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let database: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  database ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'id' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      database = null;
      reject(req.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return database;
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return request(run(db.transaction(STORE, mode).objectStore(STORE)));
}

/** Unfinished publishes in IndexedDB (blobs included), so they outlive a page reload. */
export const indexedDbPendingJobs: PendingJobs = {
  async save(job) {
    await withStore('readwrite', (store) => store.put(job));
  },
  async latest() {
    const all = (await withStore('readonly', (store) => store.getAll())) as PublishJob[];
    const fresh = all.filter((job) => Date.now() - job.createdAt < PENDING_MAX_AGE_MS);
    for (const job of all) if (!fresh.includes(job)) await withStore('readwrite', (store) => store.delete(job.id));
    return fresh.sort((a, b) => b.createdAt - a.createdAt)[0] ?? null;
  },
  async remove(id) {
    await withStore('readwrite', (store) => store.delete(id));
  },
};

/** Kept in memory only (unit tests, or a browser without IndexedDB). */
export function memoryPendingJobs(): PendingJobs {
  const jobs = new Map<string, PublishJob>();
  return {
    save: async (job) => void jobs.set(job.id, job),
    latest: async () => [...jobs.values()].sort((a, b) => b.createdAt - a.createdAt)[0] ?? null,
    remove: async (id) => void jobs.delete(id),
  };
}

/** The pending store of this browser; persistence failures never stop a publish. */
export const pendingJobs: PendingJobs =
  typeof indexedDB === 'undefined'
    ? memoryPendingJobs()
    : {
        save: (job) => indexedDbPendingJobs.save(job).catch(() => undefined),
        latest: () => indexedDbPendingJobs.latest().catch(() => null),
        remove: (id) => indexedDbPendingJobs.remove(id).catch(() => undefined),
      };
