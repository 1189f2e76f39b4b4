import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { NewPasswordSchema } from './sessions.js';

/** Inputs and answers of the password reset and email address calls (docs/calls.md#accounts). */

/** POST a password reset request: a username or an email address. */
export const PasswordResetRequestSchema = z.object({ username_or_email: z.string().trim().min(1).max(254) });

/** A mailed link's token, as its page sends it back. */
const LinkTokenSchema = z.string().min(1).max(128);

/** POST a new password with a reset link's token: the same rules as sign-up and password change. */
export const PasswordResetConfirmSchema = z
  .object({
    token: LinkTokenSchema,
    new_password1: NewPasswordSchema,
    new_password2: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((input) => input.new_password1 === input.new_password2, {
    message: 'The two passwords do not match.',
    path: ['new_password2'],
  });

/** POST an address confirmation link's token. */
export const EmailConfirmSchema = z.object({ token: LinkTokenSchema });

/** POST a change of address: the new one and the current password. */
export const EmailChangeInputSchema = z.object({
  email: z.string().trim().email().max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

/** The account's address, whether it is confirmed, and a change waiting for confirmation. */
export const EmailStatusSchema = z.object({
  email: z.string().nullable(),
  confirmed: z.boolean(),
  pending_email: z.string().nullable(),
});
