import { z } from 'zod';
import { ViewerSchema } from './user.js';

/** Shared data: who is logged in and the CSRF token to echo on mutations. */
export const SharedDataSchema = z.object({
  config: z.object({
    viewer: ViewerSchema.nullable(),
    csrf_token: z.string().min(16),
    /** True until this browser has made a cookie choice (the shell then shows the dialog). */
    cookie_consent_required: z.boolean(),
    /** The exposure flag of the logged-out top bar: Sign up before Log in (docs/behaviour/logged-out.md#top-bar). */
    signup_first: z.boolean().optional(),
  }),
  status: z.literal('ok'),
});

/** Login answer. */
export const LoginResultSchema = z.object({
  authenticated: z.boolean(),
  user: z.boolean(),
  userId: z.string().optional(),
  viewer: ViewerSchema.optional(),
  /** The login brought back an account that was awaiting deletion (docs/behaviour/own-data.md#during-the-grace-period). */
  deletion_cancelled: z.boolean().optional(),
  /**
   * The password was right and the account has two-factor authentication: no session yet; the
   * checkpoint sends this challenge with a code (docs/behaviour/accounts.md#logging-in-with-a-second-factor).
   */
  two_factor_required: z.literal(true).optional(),
  two_factor_challenge: z.string().optional(),
  status: z.literal('ok'),
});
