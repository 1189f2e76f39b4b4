import type { FastifyInstance } from 'fastify';
import { CookieConsentFormSchema, CookieControlSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { findConsent } from '../../domain/consent/cookie-consents.js';
import { recordConsentChoice } from '../../domain/consent/consent-log.js';
import { DEVICE_COOKIE, deviceIdOf, newDeviceId, setDeviceCookie } from './device-cookie.js';

/** GET and POST /cookie/consent/: the visitor's cookie choice, remembered per browser. */
export async function consentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/cookie/consent/', async (request) => ({
    consent: await findConsent(deps.db, request.cookies[DEVICE_COOKIE]),
    status: 'ok',
  }));

  app.post('/cookie/consent/', async (request, reply) => {
    const input = parseInput(CookieConsentFormSchema, request.body);
    const known = deviceIdOf(request);
    const device = known ?? newDeviceId();
    const viewer = await request.viewer();
    // "Allow all" opts into every control; "only essential" into none, whatever the list said.
    const controls = input.consent_to_everything
      ? CookieControlSchema.options
      : input.accept_only_essential
        ? []
        : [...new Set(input.opted_in_controls)];
    // Counted per source address, shared by the sign-up limit's setting: both bound what one
    // address may create per hour (docs/behaviour/consent.md#limits).
    await recordConsentChoice(
      deps.db,
      { device, userId: viewer?.id ?? null, ip: request.ip },
      deps.config.signupsPerHour,
      {
        accept_only_essential: input.accept_only_essential,
        consent_to_everything: input.consent_to_everything,
        opted_in_controls: [...controls],
        optouts: input.optouts ?? [],
      },
      input.interaction,
    );
    if (!known) setDeviceCookie(reply, device, deps.config.secureCookies);
    return { status: 'ok', consent: await findConsent(deps.db, device) };
  });
}
