import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { SessionSummary } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { deviceName } from './device-name.js';

/**
 * The opaque id a session is known by to its owner's client: a hash of the stored token hash, so
 * neither the token nor its hash ever leaves the server (docs/behaviour/accounts.md#where-youre-logged-in).
 */
export function sessionPublicId(tokenHash: string): string {
  return crypto.createHash('sha256').update(`session-id|${tokenHash}`).digest('base64url').slice(0, 22);
}

/** Sessions a list shows at most: the most recently used (logins are limited, but never the answer's size). */
export const SESSIONS_LISTED = 100;

/** The account's unexpired sessions: the current one first, then the most recently used. */
export async function listSessions(
  db: Kysely<DB>,
  userId: number,
  currentHash: string | null,
  now: number = Date.now(),
): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['token_hash', 'created_at', 'last_used_at', 'user_agent'])
    .where('user_id', '=', userId)
    .where('expires_at', '>=', now)
    .orderBy(sql`coalesce(last_used_at, created_at)`, 'desc')
    .limit(SESSIONS_LISTED)
    .execute();
  return rows
    .map((row) => ({
      id: sessionPublicId(row.token_hash),
      ...deviceName(row.user_agent),
      created_at: row.created_at,
      last_used_at: row.last_used_at ?? row.created_at,
      current: row.token_hash === currentHash,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.last_used_at - a.last_used_at);
}

/** Ends one of the account's sessions by its public id; false when the account has none such. */
export async function endSessionById(db: Kysely<DB>, userId: number, publicId: string): Promise<boolean> {
  const rows = await db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute();
  const match = rows.find((row) => sessionPublicId(row.token_hash) === publicId);
  if (!match) return false;
  await db.deleteFrom('sessions').where('token_hash', '=', match.token_hash).execute();
  return true;
}

/** Ends every session of the account except `keepHash` (the one asking). */
export async function endOtherSessions(db: Kysely<DB>, userId: number, keepHash: string | null): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepHash) query = query.where('token_hash', '!=', keepHash);
  await query.execute();
}
