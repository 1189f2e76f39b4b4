import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../http/errors.js';
import { sisterAppDestination } from '../../domain/webinstall/sister-app-destination.js';

const QuerySchema = z.object({ fallback_url: z.string().max(2000).optional() }).passthrough();

/**
 * GET /webinstall/barcelona/{login_status}/: the sister app's entry, a redirect to an allowlisted
 * destination only (docs/routes.md#the-sister-app-redirect).
 */
export async function webinstallRoutes(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  app.get<{ Params: { loginStatus: string } }>('/webinstall/barcelona/:loginStatus/', async (request, reply) => {
    if (request.params.loginStatus !== 'loggedin' && request.params.loginStatus !== 'loggedout') throw fail.notFound();
    const parsed = QuerySchema.safeParse(request.query ?? {});
    const query = parsed.success ? parsed.data : {};
    return reply.redirect(sisterAppDestination(query.fallback_url, query), 302);
  });
}
