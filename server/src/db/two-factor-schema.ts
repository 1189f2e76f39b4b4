/**
 * Two-factor authentication's tables (migration 038, docs/behaviour/accounts.md#two-factor-authentication).
 * Times are unix milliseconds.
 */

/** An account's authenticator secret: pending while `enabled_at` is null. */
export interface TwoFactorTable {
  user_id: number;
  /** AES-256-GCM under the server's two-factor key (server/src/domain/accounts/two-factor/two-factor-key.ts). */
  secret_encrypted: string;
  created_at: number;
  enabled_at: number | null;
  /** The last TOTP time step (30 s since the epoch) a code was accepted for; a code at or before it is refused. */
  last_step: number | null;
}

/** One unused recovery code, as its keyed hash; using it deletes the row. */
export interface TwoFactorRecoveryCodesTable {
  user_id: number;
  code_hash: string;
}

/** A login checkpoint waiting for its code: the challenge's hash, never the challenge. */
export interface TwoFactorChallengesTable {
  challenge_hash: string;
  user_id: number;
  expires_at: number;
  /** Wrong codes sent with it so far. */
  failures: number;
}
