import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

/** The rule of a new password, at sign-up and when changed (docs/behaviour/accounts.md#sign-up). */
export const NewPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** POST a password change (docs/behaviour/accounts.md#changing-the-password): the confirmation must match. */
export const PasswordChangeInputSchema = z
  .object({
    old_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    new_password1: NewPasswordSchema,
    new_password2: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((input) => input.new_password1 === input.new_password2, {
    message: 'The two passwords do not match.',
    path: ['new_password2'],
  });

/**
 * One of the account's sessions (docs/behaviour/accounts.md#where-youre-logged-in). `id` is opaque:
 * neither the session's token nor its stored hash. Browser and system come from the user agent
 * that last used it; null when unknown.
 */
export const SessionSummarySchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** Times in ms; `last_used_at` is approximate (updated at most every few minutes). */
  created_at: z.number(),
  last_used_at: z.number(),
  current: z.boolean(),
});

/** GET the account's sessions, the current one first, then the most recently used. */
export const SessionListSchema = z.object({
  sessions: z.array(SessionSummarySchema),
  status: z.literal('ok'),
});

/** The id of a session to end, in the path. */
export const SessionIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
