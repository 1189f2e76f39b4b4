import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { DB } from '../../db/schema.js';

/** A VAPID key pair, base64url, as web-push takes it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_META_KEY = 'vapid_keys';
const loaded = new WeakMap<Kysely<DB>, Promise<VapidKeys>>();

async function readOrCreate(db: Kysely<DB>): Promise<VapidKeys> {
  const read = async () => {
    const row = await db.selectFrom('app_meta').select('value').where('key', '=', VAPID_META_KEY).executeTakeFirst();
    return row ? (JSON.parse(row.value) as VapidKeys) : null;
  };
  const existing = await read();
  if (existing) return existing;
  // The first instance to start writes the pair; any other started at the same time reads it.
  const generated = webpush.generateVAPIDKeys();
  await db
    .insertInto('app_meta')
    .values({ key: VAPID_META_KEY, value: JSON.stringify(generated) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error('The VAPID keys could not be stored.');
  return stored;
}

/**
 * The server's VAPID keys (docs/behaviour/activity.md#browser-notifications): the configured pair,
 * else the one kept in the database, generated on first use. One pair for every instance sharing
 * the database, so a subscription made through one is pushed to by any.
 */
export function vapidKeysOf(db: Kysely<DB>, configured: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return Promise.resolve(configured);
  let keys = loaded.get(db);
  if (!keys) {
    keys = readOrCreate(db);
    loaded.set(db, keys);
    keys.catch(() => loaded.delete(db));
  }
  return keys;
}
