import type { Kysely } from 'kysely';
import { isLocale, type EmailStatus, type Locale } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { AppError, fail } from '../../http/errors.js';
import { verifyPassword } from '../users/passwords.js';
import { composeMail } from '../../mail/mail-texts.js';
import { enqueueMail } from '../../mail/outbox.js';
import { consumeToken, EMAIL_CONFIRM_TOKEN_MS, findToken, issueToken } from './account-tokens.js';
import { linkInvalid } from './password-reset.js';

/** How mails of a call are worded and linked: the account's language, else the request's. */
export interface MailContext {
  fallbackLocale: Locale;
  link: (token: string) => string;
}

const localeOf = (user: Pick<UserRow, 'locale'>, context: MailContext): Locale =>
  isLocale(user.locale) ? user.locale : context.fallbackLocale;

const emailUnavailable = () => fail.conflict('email_unavailable', 'This email address cannot be used.');

/**
 * Queues a confirmation mail for `address` (the account's own, or the one it changes to), in the
 * caller's transaction (docs/behaviour/accounts.md#email-address).
 */
export async function queueEmailConfirmation(
  trx: Kysely<DB>,
  user: Pick<UserRow, 'id' | 'username' | 'locale'>,
  address: string,
  context: MailContext,
): Promise<void> {
  const { token, expiresAt } = await issueToken(trx, user.id, 'email_confirm', EMAIL_CONFIRM_TOKEN_MS, address);
  const content = composeMail('emailConfirm', localeOf(user, context), {
    username: user.username,
    address,
    link: context.link(token),
  });
  await enqueueMail(trx, address, content, expiresAt);
}

/** The account's address, whether it is confirmed, and a change waiting for its confirmation. */
export async function emailStatus(db: Kysely<DB>, user: UserRow, now: number = Date.now()): Promise<EmailStatus> {
  const pending = await db
    .selectFrom('account_tokens')
    .select('email')
    .where('user_id', '=', user.id)
    .where('purpose', '=', 'email_confirm')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const pendingEmail = pending?.email && pending.email !== user.email_lower ? pending.email : null;
  return { email: user.email_lower, confirmed: user.email_confirmed_at !== null, pending_email: pendingEmail };
}

/** Mails a new confirmation link for the account's own unconfirmed address; false when there is nothing to confirm. */
export async function resendEmailConfirmation(db: Kysely<DB>, user: UserRow, context: MailContext): Promise<boolean> {
  const address = user.email_lower;
  if (!address || user.email_confirmed_at !== null) return false;
  await db.transaction().execute((trx) => queueEmailConfirmation(trx, user, address, context));
  return true;
}

/**
 * Starts changing the address (docs/behaviour/accounts.md#changing-the-address): the current
 * password must match; the new address gets a confirmation link and the old one, if any, is told.
 * The address changes only when the link is followed.
 */
export async function requestEmailChange(
  db: Kysely<DB>,
  user: UserRow,
  input: { email: string; password: string },
  context: MailContext,
): Promise<void> {
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError(400, 'invalid_credentials', 'The password you entered is incorrect.');
  }
  const address = input.email.trim().toLowerCase();
  if (address === user.email_lower) throw fail.validation({ email: 'This is already your email address.' });
  const clash = await db.selectFrom('users').select('id').where('email_lower', '=', address).executeTakeFirst();
  if (clash) throw emailUnavailable();
  const old = user.email_lower;
  await db.transaction().execute(async (trx) => {
    await queueEmailConfirmation(trx, user, address, context);
    if (old) {
      const content = composeMail('emailChanging', localeOf(user, context), { username: user.username, address });
      await enqueueMail(trx, old, content, Date.now() + EMAIL_CONFIRM_TOKEN_MS);
    }
  });
}

/**
 * Confirms an address with its link's token: the account's address becomes the token's and is
 * marked confirmed. A dead token is `link_invalid`; an address another account took meanwhile is
 * `email_unavailable`; either way nothing changes.
 */
export async function confirmEmail(db: Kysely<DB>, token: string): Promise<void> {
  const live = await findToken(db, token, 'email_confirm');
  if (!live?.email) throw linkInvalid();
  const address = live.email;
  await db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom('users')
      .select('id')
      .where('email_lower', '=', address)
      .where('id', '!=', live.user_id)
      .executeTakeFirst();
    if (clash) throw emailUnavailable();
    if (!(await consumeToken(trx, token, 'email_confirm'))) throw linkInvalid();
    await trx
      .updateTable('users')
      .set({ email_lower: address, email_confirmed_at: Date.now() })
      .where('id', '=', live.user_id)
      .execute();
  });
}
