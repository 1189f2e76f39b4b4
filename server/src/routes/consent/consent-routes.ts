import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CookieConsent } from 'shared-contracts';
import { CookieControlSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';

/** httpOnly cookie identifying a browser for its cookie choice (an essential cookie). */
export const DEVICE_COOKIE = 'lumen_did';

const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
const controlsField = z.union([z.array(CookieControlSchema), z.string()]).transform((value, ctx) => {
  if (Array.isArray(value)) return value;
  try {
    return z.array(CookieControlSchema).parse(JSON.parse(value === '' ? '[]' : value));
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Expected a JSON list of cookie controls.' });
    return z.NEVER;
  }
});

const ConsentFormSchema = z.object({
  accept_only_essential: booleanField,
  consent_to_everything: booleanField,
  opted_in_controls: controlsField.default([]),
  optouts: controlsField.optional(),
});

function deviceId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[DEVICE_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const id = crypto.randomBytes(18).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 2 * 365 * 24 * 3600,
  });
  return id;
}

/** Loads the recorded choice of a device, or null. */
export async function findConsent(deps: AppDeps, device: string | undefined): Promise<CookieConsent | null> {
  if (!device) return null;
  const row = await deps.db
    .selectFrom('cookie_consents')
    .selectAll()
    .where('device_id', '=', device)
    .executeTakeFirst();
  if (!row) return null;
  return {
    accept_only_essential: row.accept_only_essential === 1,
    consent_to_everything: row.consent_to_everything === 1,
    opted_in_controls: JSON.parse(row.opted_in_controls) as CookieConsent['opted_in_controls'],
    optouts: JSON.parse(row.optouts) as CookieConsent['opted_in_controls'],
    decided_at: row.decided_at,
  };
}

/** GET and POST /cookie/consent/: the visitor's cookie choice, remembered per browser. */
export async function consentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/cookie/consent/', async (request) => ({
    consent: await findConsent(deps, request.cookies[DEVICE_COOKIE]),
    status: 'ok',
  }));

  app.post('/cookie/consent/', async (request, reply) => {
    const input = parseInput(ConsentFormSchema, request.body);
    const device = deviceId(request, reply, deps.config.secureCookies);
    const viewer = await request.viewer();
    // "Allow all" opts into every control; "only essential" into none, whatever the list said.
    const controls = input.consent_to_everything
      ? CookieControlSchema.options
      : input.accept_only_essential
        ? []
        : [...new Set(input.opted_in_controls)];
    const values = {
      user_id: viewer?.id ?? null,
      accept_only_essential: input.accept_only_essential ? 1 : 0,
      consent_to_everything: input.consent_to_everything ? 1 : 0,
      opted_in_controls: JSON.stringify(controls),
      optouts: JSON.stringify(input.optouts ?? []),
      decided_at: Date.now(),
    };
    await deps.db
      .insertInto('cookie_consents')
      .values({ device_id: device, ...values })
      .onConflict((oc) => oc.column('device_id').doUpdateSet(values))
      .execute();
    return { status: 'ok', consent: await findConsent(deps, device) };
  });
}
