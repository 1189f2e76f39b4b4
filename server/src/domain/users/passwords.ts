import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to Argon2id (docs/architecture.md#server); the parameters are OWASP's
// second recommended set: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with Argon2id and a random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a random password, verified against when the username is unknown so timing says nothing. */
let decoyHash: Promise<string> | null = null;

/** Checks a password against a stored hash (or a decoy when there is none). */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
