import type { Kysely } from 'kysely';
import type { Locale } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { hashPassword } from '../users/passwords.js';
import { composeMail } from '../../mail/mail-texts.js';
import { enqueueMail } from '../../mail/outbox.js';
import { consumeToken, findToken, issueToken, PASSWORD_RESET_TOKEN_MS } from './account-tokens.js';

/** The answer to an expired, used or forged link (docs/errors.md#error-ids): nothing changes. */
export function linkInvalid(): AppError {
  return new AppError(400, 'link_invalid', 'This link has expired or was already used.');
}

/** The account a username or email (any case) names, with an address to mail; null when none. */
export async function findMailableAccount(db: Kysely<DB>, identifier: string) {
  const lower = identifier.trim().toLowerCase();
  const column = lower.includes('@') ? 'email_lower' : 'username_lower';
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email_lower', 'locale'])
    .where(column, '=', lower)
    .executeTakeFirst();
  return user?.email_lower ? { ...user, email: user.email_lower } : null;
}

/**
 * Queues a reset mail for the account `identifier` names, if any (docs/behaviour/accounts.md#password-reset):
 * the token and its mail are written in one transaction. Returns whether a mail was queued; the
 * caller answers the same either way.
 */
export async function requestPasswordReset(
  db: Kysely<DB>,
  identifier: string,
  mail: { fallbackLocale: Locale; link: (token: string) => string },
): Promise<boolean> {
  const account = await findMailableAccount(db, identifier);
  if (!account) return false;
  const locale: Locale = account.locale === 'en' || account.locale === 'zh-CN' ? account.locale : mail.fallbackLocale;
  await db.transaction().execute(async (trx) => {
    const { token, expiresAt } = await issueToken(trx, account.id, 'password_reset', PASSWORD_RESET_TOKEN_MS);
    const content = composeMail('passwordReset', locale, { username: account.username, link: mail.link(token) });
    await enqueueMail(trx, account.email, content, expiresAt);
  });
  return true;
}

/**
 * Sets a new password with a reset link's token: the token is used up, and the password's new
 * hash and the end of EVERY session of the account go in the same transaction. Returns the
 * account's id; a dead token throws `link_invalid` and changes nothing.
 */
export async function confirmPasswordReset(db: Kysely<DB>, token: string, newPassword: string): Promise<number> {
  const live = await findToken(db, token, 'password_reset');
  if (!live) throw linkInvalid();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, token, 'password_reset'))) throw linkInvalid();
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', live.user_id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', live.user_id).execute();
  });
  return live.user_id;
}
