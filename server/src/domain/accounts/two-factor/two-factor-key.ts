import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** Where the generated key is kept when TWO_FACTOR_KEY is not set: one for every instance sharing the database. */
const KEY_META = 'two_factor_key';

/**
 * What the server does with its two-factor key (docs/behaviour/accounts.md#what-the-server-keeps-of-a-second-factor):
 * encrypts authenticator secrets and hashes recovery codes. TWO_FACTOR_KEY, when set, keeps the key
 * out of the database, so a dump alone gives neither a secret nor a way to test guesses of a
 * recovery code; the generated key in the database still works after TWO_FACTOR_KEY is set, for
 * reading only, so turning it on later locks nobody out.
 */
export interface TwoFactorKey {
  encrypt(plain: string): string;
  /** The plain text, or null when no key of the server opens it (or it was altered). */
  decrypt(stored: string): string | null;
  /** The hash a new recovery code is stored as. */
  hashRecoveryCode(code: string): string;
  /** Every hash a stored recovery code may have (one per key the server reads with). */
  recoveryCodeHashes(code: string): string[];
}

interface KeyParts {
  encryption: Buffer;
  codes: Buffer;
}

function partsOf(text: string): KeyParts {
  const master = crypto.createHash('sha256').update(text).digest();
  const sub = (purpose: string) => crypto.createHmac('sha256', master).update(purpose).digest();
  return { encryption: sub('two-factor secret v1'), codes: sub('two-factor recovery code v1') };
}

function encryptWith(key: KeyParts, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key.encryption, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
}

function decryptWith(key: KeyParts, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key.encryption, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A key from the keys' texts: the first writes, all read. */
export function twoFactorKeyOf(texts: string[]): TwoFactorKey {
  const keys = texts.map(partsOf);
  const hash = (key: KeyParts, code: string) => crypto.createHmac('sha256', key.codes).update(code).digest('base64url');
  return {
    encrypt: (plain) => encryptWith(keys[0]!, plain),
    decrypt: (stored) => keys.map((key) => decryptWith(key, stored)).find((plain) => plain !== null) ?? null,
    hashRecoveryCode: (code) => hash(keys[0]!, code),
    recoveryCodeHashes: (code) => keys.map((key) => hash(key, code)),
  };
}

/** The generated key in the database, written by the first instance to need it. */
async function storedKeyText(db: Kysely<DB>): Promise<string> {
  const read = async () =>
    (await db.selectFrom('app_meta').select('value').where('key', '=', KEY_META).executeTakeFirst())?.value;
  const existing = await read();
  if (existing) return existing;
  await db
    .insertInto('app_meta')
    .values({ key: KEY_META, value: crypto.randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error('The two-factor key could not be stored.');
  return stored;
}

/** The server's two-factor key: TWO_FACTOR_KEY when set (the database's generated one still read), else the database's. */
export async function loadTwoFactorKey(db: Kysely<DB>, configured: string | null): Promise<TwoFactorKey> {
  const stored = await storedKeyText(db);
  return twoFactorKeyOf(configured ? [configured, stored] : [stored]);
}
