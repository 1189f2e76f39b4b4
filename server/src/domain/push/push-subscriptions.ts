import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { fail } from '../../http/errors.js';

/** Browsers one account may register; registering another drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10;

/**
 * The push services of the browsers (their endpoints' hosts). An endpoint anywhere else is refused,
 * so that nobody can make the server send requests to an address of their choosing.
 */
const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** Whether an endpoint belongs to a browser's push service, or to one the operator allowed. */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  return BROWSER_PUSH_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/** A browser's subscription as it registers. */
export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  previews: boolean;
}

/** Who registers a subscription: the account, and the session it ends with. */
export interface PushOwner {
  userId: number;
  sessionHash: string;
}

/**
 * Registers (or moves to this account and session, or updates) a browser's subscription; keeps at
 * most PUSH_SUBSCRIPTIONS_PER_ACCOUNT per account, the newest. It is deleted with its session
 * (docs/behaviour/activity.md#browser-notifications).
 */
export async function subscribePush(
  db: Kysely<DB>,
  { userId, sessionHash }: PushOwner,
  subscription: NewPushSubscription,
  extraOrigins: readonly string[],
  now = Date.now(),
): Promise<void> {
  if (!isAllowedPushEndpoint(subscription.endpoint, extraOrigins))
    throw fail.validation({ endpoint: 'Not the address of a browser push service.' });
  await db.transaction().execute(async (trx) => {
    const values = {
      user_id: userId,
      session_hash: sessionHash,
      p256dh: subscription.p256dh,
      auth: subscription.auth,
      previews: subscription.previews ? 1 : 0,
      created_at: now,
    };
    await trx
      .insertInto('push_subscriptions')
      .values({ ...values, endpoint: subscription.endpoint })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
      .execute();
    const kept = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PUSH_SUBSCRIPTIONS_PER_ACCOUNT)
      .execute();
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where(
        'id',
        'not in',
        kept.map((row) => row.id),
      )
      .execute();
  });
}

/** Whether this browser's endpoint is registered for the account (by any of its sessions). */
export async function isPushRegistered(db: Kysely<DB>, userId: number, endpoint: string): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes one of the account's subscriptions (idempotent). */
export async function unsubscribePush(db: Kysely<DB>, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}
