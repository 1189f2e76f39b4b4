import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, TWO_FACTOR_RECOVERY_CODE_COUNT } from '../constants.js';

/*
 * Two-factor authentication (docs/behaviour/accounts.md#two-factor-authentication): an
 * authenticator app's 6-digit code (TOTP) or one of ten single-use recovery codes.
 */

/** The current password, asked before any change to the second factor. */
const currentPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** A 6-digit code from the app; spaces people type between the groups are dropped. */
export const TwoFactorCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.'));

/** A 6-digit code or a recovery code (letters and digits, dashes and spaces ignored). */
export const TwoFactorCodeOrRecoverySchema = z
  .string()
  .max(64)
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, 'Enter the 6-digit code or a recovery code.'));

/** POST setup: the current password. */
export const TwoFactorSetupInputSchema = z.object({ password: currentPassword });

/** POST enable: the first code from the app proves it holds the secret. */
export const TwoFactorEnableInputSchema = z.object({ code: TwoFactorCodeSchema });

/** POST disable: the current password and a code or a recovery code. */
export const TwoFactorDisableInputSchema = z.object({ password: currentPassword, code: TwoFactorCodeOrRecoverySchema });

/** POST new recovery codes: the current password. */
export const TwoFactorRecoveryCodesInputSchema = z.object({ password: currentPassword });

/** POST the login checkpoint: the challenge the password step gave and a code or a recovery code. */
export const TwoFactorLoginInputSchema = z.object({
  challenge: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Log in again.'),
  code: TwoFactorCodeOrRecoverySchema,
});

/** GET the account's two-factor state; `recovery_codes_left` counts the unused ones (0 when off). */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int().min(0),
  status: z.literal('ok'),
});

/**
 * The setup answer, shown once while pending: the otpauth:// URI, the secret for typing in by
 * hand (base32) and the URI's QR code as an SVG document drawn by the server.
 */
export const TwoFactorSetupSchema = z.object({
  otpauth_uri: z.string().startsWith('otpauth://totp/'),
  secret: z.string().regex(/^[A-Z2-7]+$/),
  qr_svg: z.string().startsWith('<svg'),
  status: z.literal('ok'),
});

/** The ten recovery codes, answered once (on enabling and when made anew). */
export const TwoFactorRecoveryCodesSchema = z.object({
  recovery_codes: z.array(z.string()).length(TWO_FACTOR_RECOVERY_CODE_COUNT),
  status: z.literal('ok'),
});
