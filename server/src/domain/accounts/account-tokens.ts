import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** What a mailed link is for (docs/behaviour/accounts.md#password-reset, #email-address). */
export type TokenPurpose = 'password_reset' | 'email_confirm';

/** How long a password reset link works (docs/constants.md#accounts-and-cookies). */
export const PASSWORD_RESET_TOKEN_MS = 3600 * 1000;
/** How long an address confirmation link works. */
export const EMAIL_CONFIRM_TOKEN_MS = 24 * 3600 * 1000;

/** The stored form of a token: only its hash is kept, so a leaked table opens no account. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * Makes a new token for the account, in the caller's transaction; the account's earlier tokens of
 * the same purpose stop working, so only the newest mailed link does. Returns the token itself,
 * which goes into the mail and nowhere else.
 */
export async function issueToken(
  trx: Kysely<DB>,
  userId: number,
  purpose: TokenPurpose,
  lifeMs: number,
  email: string | null = null,
  now: number = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = now + lifeMs;
  await trx.deleteFrom('account_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
  await trx
    .insertInto('account_tokens')
    .values({ token_hash: hashToken(token), user_id: userId, purpose, email, created_at: now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The live token's row (unexpired, of this purpose), or null for an expired, used or forged one. */
export async function findToken(db: Kysely<DB>, token: string, purpose: TokenPurpose, now: number = Date.now()) {
  return (
    (await db
      .selectFrom('account_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', purpose)
      .where('expires_at', '>', now)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Uses a token up, in the caller's transaction: true when it was live and is now gone. Of two
 * requests racing with one link, only one gets true.
 */
export async function consumeToken(
  trx: Kysely<DB>,
  token: string,
  purpose: TokenPurpose,
  now: number = Date.now(),
): Promise<boolean> {
  const result = await trx
    .deleteFrom('account_tokens')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
