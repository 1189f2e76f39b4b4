import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { TWO_FACTOR_RECOVERY_CODE_COUNT } from 'shared-contracts';
import type { DB } from '../../../db/schema.js';
import { AppError } from '../../../http/errors.js';
import type { TwoFactorKey } from './two-factor-key.js';
import { matchingStep, newTotpSecret, totpUri } from './totp.js';

/*
 * An account's second factor (docs/behaviour/accounts.md#two-factor-authentication): set up
 * (pending), enabled by a first code, checked at login and before turning it off.
 */

/** Recovery codes are 10 characters of this alphabet (50 bits), shown as two groups of five. */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const RECOVERY_LENGTH = 10;

const alreadyEnabled = () =>
  new AppError(409, 'two_factor_already_enabled', 'Two-factor authentication is already on.');
const notEnabled = () => new AppError(409, 'two_factor_not_enabled', 'Two-factor authentication is not on.');

/** Whether the account has a confirmed second factor, and how many unused recovery codes it holds. */
export async function twoFactorStatus(
  db: Kysely<DB>,
  userId: number,
): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const row = await db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
  if (row?.enabled_at == null) return { enabled: false, recoveryCodesLeft: 0 };
  const left = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { enabled: true, recoveryCodesLeft: Number(left.count) };
}

/**
 * Starts (or restarts) setting up: a new secret, kept encrypted and pending until `enableTwoFactor`.
 * The secret is answered this once, with its URI and QR code; the server never shows it again.
 */
export async function beginSetup(
  db: Kysely<DB>,
  key: TwoFactorKey,
  user: { id: number; username: string },
): Promise<{ secret: string; uri: string; qrSvg: string }> {
  if ((await twoFactorStatus(db, user.id)).enabled) throw alreadyEnabled();
  const secret = newTotpSecret();
  const row = {
    user_id: user.id,
    secret_encrypted: key.encrypt(secret),
    created_at: Date.now(),
    enabled_at: null,
    last_step: null,
  };
  await db
    .insertInto('two_factor')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ secret_encrypted: row.secret_encrypted, created_at: row.created_at }),
    )
    .execute();
  const uri = totpUri(secret, user.username);
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

/** The account's secret (base32) and whether it is enabled, or null when it has none. */
async function secretOf(db: Kysely<DB>, key: TwoFactorKey, userId: number) {
  const row = await db
    .selectFrom('two_factor')
    .select(['secret_encrypted', 'enabled_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const secret = key.decrypt(row.secret_encrypted);
  // A secret this key cannot open (the key file lost or replaced) can never match a code.
  return secret === null ? null : { secret, enabled: row.enabled_at != null };
}

/**
 * Accepts a 6-digit code once: its time step must be later than the last one accepted, and that
 * step is recorded in the same statement, so two requests with one code cannot both pass.
 */
async function acceptTotp(db: Kysely<DB>, secret: string, userId: number, code: string): Promise<boolean> {
  const step = matchingStep(secret, code);
  if (step === null) return false;
  const result = await db
    .updateTable('two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses a recovery code: deleting its row is the check, so it works exactly once. */
async function useRecoveryCode(db: Kysely<DB>, key: TwoFactorKey, userId: number, code: string): Promise<boolean> {
  const result = await db
    .deleteFrom('two_factor_recovery_codes')
    .where('user_id', '=', userId)
    .where('code_hash', 'in', key.recoveryCodeHashes(code))
    .executeTakeFirst();
  return Number(result.numDeletedRows) >= 1;
}

/**
 * Checks a normalised code (6 digits, or 10 letters and digits for a recovery code) against an
 * enabled second factor; true uses it up. A wrong code changes nothing.
 */
export async function checkSecondFactor(
  db: Kysely<DB>,
  key: TwoFactorKey,
  userId: number,
  code: string,
): Promise<boolean> {
  const found = await secretOf(db, key, userId);
  if (!found?.enabled) return false;
  return /^\d+$/.test(code) ? acceptTotp(db, found.secret, userId, code) : useRecoveryCode(db, key, userId, code);
}

/** Ten new recovery codes, formatted `abcde-fghij`, and their hashes. */
function makeRecoveryCodes(key: TwoFactorKey): { shown: string[]; hashes: string[] } {
  const shown: string[] = [];
  const hashes: string[] = [];
  while (shown.length < TWO_FACTOR_RECOVERY_CODE_COUNT) {
    const bytes = crypto.randomBytes(RECOVERY_LENGTH);
    const code = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    const hash = key.hashRecoveryCode(code);
    if (hashes.includes(hash)) continue;
    shown.push(`${code.slice(0, 5)}-${code.slice(5)}`);
    hashes.push(hash);
  }
  return { shown, hashes };
}

/** Replaces the account's recovery codes with ten new ones; answers them, the only time they are shown. */
async function replaceRecoveryCodes(db: Kysely<DB>, key: TwoFactorKey, userId: number): Promise<string[]> {
  const { shown, hashes } = makeRecoveryCodes(key);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
      .execute();
  });
  return shown;
}

/**
 * Confirms a pending setup with a first code from the app; answers the ten recovery codes.
 * False when the code does not match (nothing changes).
 */
export async function enableTwoFactor(
  db: Kysely<DB>,
  key: TwoFactorKey,
  userId: number,
  code: string,
): Promise<string[] | null> {
  const found = await secretOf(db, key, userId);
  if (found?.enabled) throw alreadyEnabled();
  if (!found) throw notEnabled();
  if (!(await acceptTotp(db, found.secret, userId, code))) return null;
  const codes = await replaceRecoveryCodes(db, key, userId);
  await db.updateTable('two_factor').set({ enabled_at: Date.now() }).where('user_id', '=', userId).execute();
  return codes;
}

/** New recovery codes for an account with two-factor on; the old ones stop working. */
export async function regenerateRecoveryCodes(db: Kysely<DB>, key: TwoFactorKey, userId: number): Promise<string[]> {
  if (!(await twoFactorStatus(db, userId)).enabled) throw notEnabled();
  return replaceRecoveryCodes(db, key, userId);
}

/** Turns the second factor off: the secret, the recovery codes and open challenges go. */
export async function disableTwoFactor(db: Kysely<DB>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
  });
}

/** Throws two_factor_not_enabled unless the account's second factor is on. */
export async function requireTwoFactorOn(db: Kysely<DB>, userId: number): Promise<void> {
  if (!(await twoFactorStatus(db, userId)).enabled) throw notEnabled();
}
