import { z } from 'zod';

/** Optional cookie controls a visitor can opt into. */
export const CookieControlSchema = z.enum(['analytics', 'advertising', 'other_companies']);

/** POST /cookie/consent/ body (docs/calls.md#cookie-consent). */
export const CookieConsentInputSchema = z.object({
  accept_only_essential: z.boolean(),
  consent_to_everything: z.boolean(),
  opted_in_controls: z.array(CookieControlSchema),
  optouts: z.array(CookieControlSchema).optional(),
});

/** The stored consent choice. */
export const CookieConsentSchema = CookieConsentInputSchema.extend({
  decided_at: z.number().int(),
});
