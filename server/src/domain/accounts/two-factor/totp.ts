import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator codes (RFC 6238 as authenticator apps use it): HMAC-SHA1, 6 digits, 30-second
 * steps. A code of the current step or the one before or after is accepted, so a phone's clock
 * 30 s off, or a code typed as it turns over, still works (docs/behaviour/accounts.md#two-factor-authentication).
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW_STEPS = 1;
/** The issuer an authenticator app shows beside the account. */
const ISSUER = 'Lumen';

function totpOf(secretBase32: string, username: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

/** The time step a 6-digit code matches within the window around `now`, or null. */
export function matchingStep(secretBase32: string, code: string, now: number = Date.now()): number | null {
  const totp = totpOf(secretBase32, '');
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
