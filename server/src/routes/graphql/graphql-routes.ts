import type { FastifyInstance } from 'fastify';
import { GraphQLFormSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { AppError, fail, parseInput } from '../../http/errors.js';
import { assertNoNulText } from '../../http/input-guards.js';
import { visitorGateOf } from '../../http/visitor-gate.js';
import { buildPersistedRegistry } from '../../graphql/persisted.js';
import { rootValue, type GraphQLContext } from '../../graphql/resolvers.js';
import { ActivityNotices, announceActivity } from '../../domain/activity/activity-notices.js';
import { localeFromHeader } from '../../domain/locale.js';

/** POST /web/wwwgraphql/ig/query/: runs a registered persisted document, never arbitrary text. */
export async function graphqlRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const registry = buildPersistedRegistry();
  app.post('/web/wwwgraphql/ig/query/', async (request, reply) => {
    const form = parseInput(GraphQLFormSchema, request.body);
    const persisted = registry.get(form.doc_id);
    if (!persisted) throw new AppError(400, 'unknown_doc_id', 'Unknown doc_id.');
    let variables: unknown;
    try {
      variables = JSON.parse(form.variables);
    } catch {
      throw fail.badRequest('variables is not valid JSON.');
    }
    if (!variables || typeof variables !== 'object' || Array.isArray(variables))
      throw fail.badRequest('variables must be an object.');
    assertNoNulText(variables, 'variables');
    const viewer = await request.viewer();
    const contextValue: GraphQLContext = {
      db: deps.db,
      viewer,
      urls: deps.urls,
      locale: localeFromHeader(request.headers['accept-language']),
      visitorGate: visitorGateOf(deps.db, request, viewer),
      activity: new ActivityNotices(),
    };
    const result = await persisted.run(rootValue, contextValue, variables as Record<string, unknown>);
    if (contextValue.activity) await announceActivity(deps, contextValue.activity);
    const errors = result.errors ?? [];
    const appError = errors.map((e) => e.originalError).find((e): e is AppError => e instanceof AppError);
    // A session problem is answered as HTTP 401 so the client can react to it like any other call;
    // so is a visitor past a limit (docs/behaviour/logged-out.md#what-the-server-withholds).
    if (appError?.statusCode === 401 || appError?.errorId === 'visitor_limit_reached') throw appError;
    const unexpected = errors.find(
      (e) => e.originalError && (!(e.originalError instanceof AppError) || e.originalError.statusCode >= 500),
    );
    if (unexpected) request.log.error({ err: unexpected.originalError }, 'graphql resolver failed');
    if (errors.length === 0)
      return reply.type('application/json; charset=utf-8').send(persisted.serialize({ data: result.data ?? null }));
    return reply.send({
      data: result.data ?? null,
      ...(errors.length > 0
        ? {
            errors: errors.map((e) => ({
              message: e.originalError instanceof AppError || !e.originalError ? e.message : 'Internal error',
              path: e.path,
              extensions: { error_id: e.originalError instanceof AppError ? e.originalError.errorId : 'internal' },
            })),
          }
        : {}),
    });
  });
}
