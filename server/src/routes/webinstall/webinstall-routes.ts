import type { FastifyInstance } from 'fastify';
import { WebinstallQuerySchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../http/errors.js';
import { sisterAppDestination } from '../../domain/webinstall/sister-app-destination.js';

/**
 * GET /webinstall/barcelona/{login_status}/: the sister app's entry, a redirect to an allowlisted
 * destination only (docs/routes.md#the-sister-app-redirect).
 */
export async function webinstallRoutes(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  app.get<{ Params: { loginStatus: string } }>('/webinstall/barcelona/:loginStatus/', async (request, reply) => {
    if (request.params.loginStatus !== 'loggedin' && request.params.loginStatus !== 'loggedout') throw fail.notFound();
    const parsed = WebinstallQuerySchema.safeParse(request.query ?? {});
    const query = parsed.success ? parsed.data : {};
    return reply.redirect(sisterAppDestination(query.fallback_url, query), 302);
  });
}
