import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The file a generated key is kept in, in the data folder, when TWO_FACTOR_KEY is not set. */
export const TWO_FACTOR_KEY_FILE = 'two-factor.key';

/**
 * What the server does with its two-factor key (docs/behaviour/accounts.md#what-the-server-keeps-of-a-second-factor):
 * encrypts authenticator secrets and hashes recovery codes. The key lives outside the database, so
 * a database dump alone gives neither a secret nor a way to test guesses of a recovery code.
 */
export interface TwoFactorKey {
  encrypt(plain: string): string;
  /** The plain text, or null when it was not encrypted with this key (or was altered). */
  decrypt(stored: string): string | null;
  hashRecoveryCode(code: string): string;
}

function subKey(master: Buffer, purpose: string): Buffer {
  return crypto.createHmac('sha256', master).update(purpose).digest();
}

/** The configured key's text, or the data folder's file, written with a new random key on first use. */
function keyText(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, TWO_FACTOR_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': an instance starting at the same time keeps the file the first one wrote.
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The server's two-factor key from TWO_FACTOR_KEY or the data folder. */
export function loadTwoFactorKey(configured: string | null, dataDir: string): TwoFactorKey {
  const master = crypto.createHash('sha256').update(keyText(configured, dataDir)).digest();
  const encryption = subKey(master, 'two-factor secret v1');
  const codes = subKey(master, 'two-factor recovery code v1');
  return {
    encrypt(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', encryption, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', encryption, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    hashRecoveryCode(code) {
      return crypto.createHmac('sha256', codes).update(code).digest('base64url');
    },
  };
}
