import { z } from 'zod';
import { ConsentInteractionSchema } from './analytics.js';
import { CookieControlSchema } from './consent.js';

/** A form flag of the cookie choice: true/false or 1/0, or a JSON boolean. */
const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** A list of cookie controls: an array, or the form's JSON text of one ('' is none). */
const controlsField = z.union([z.array(CookieControlSchema), z.string()]).transform((value, ctx) => {
  if (Array.isArray(value)) return value;
  try {
    return z.array(CookieControlSchema).parse(JSON.parse(value === '' ? '[]' : value));
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Expected a JSON list of cookie controls.' });
    return z.NEVER;
  }
});

/**
 * POST /cookie/consent/ as sent (docs/calls.md#cookie-consent): `CookieConsentInput` in form
 * fields, with the dialog's interaction record as JSON (docs/behaviour/consent.md#what-is-recorded).
 */
export const CookieConsentFormSchema = z.object({
  accept_only_essential: booleanField,
  consent_to_everything: booleanField,
  opted_in_controls: controlsField.default([]),
  optouts: controlsField.optional(),
  interaction: z
    .string()
    .max(4000)
    .transform((value, ctx) => {
      try {
        return ConsentInteractionSchema.parse(JSON.parse(value));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Expected the interaction record as JSON.' });
        return z.NEVER;
      }
    })
    .optional(),
});
