import type { FastifyInstance } from 'fastify';
import type { SessionList } from 'shared-contracts';
import { PasswordChangeInputSchema, SessionIdParamsSchema } from 'shared-contracts/schemas';
import { databaseLimitStore } from '../../domain/limits/limit-store.js';
import type { AppDeps } from '../../deps.js';
import { fail, parseInput } from '../../http/errors.js';
import { requireViewer, sessionHashOf } from '../../http/session.js';
import { changePassword } from '../../domain/accounts/password-change.js';
import { endOtherSessions, endSessionById, listSessions } from '../../domain/accounts/sessions.js';

/** Password change attempts per account in 15 minutes, as for a deletion request: a stolen session cannot guess the password. */
export const PASSWORD_CHANGE_ATTEMPTS = 5;
const PASSWORD_CHANGE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Changing the password and where you're logged in (docs/behaviour/accounts.md): always the
 * session's own account. Every call that ends sessions tells the account's sockets, which re-check
 * their session at once and close if it ended (docs/behaviour/direct.md#real-time).
 */
export async function sessionsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const passwordLimiter = databaseLimitStore(deps.db).window(
    'password-change',
    PASSWORD_CHANGE_ATTEMPTS,
    PASSWORD_CHANGE_WINDOW_MS,
  );

  app.post('/api/v1/accounts/password/change/', async (request) => {
    const viewer = await requireViewer(request);
    const input = parseInput(PasswordChangeInputSchema, request.body ?? {});
    const key = String(viewer.id);
    if (!(await passwordLimiter.hit(key))) throw fail.rateLimited(undefined, await passwordLimiter.blockedForMs(key));
    await changePassword(db, viewer, {
      oldPassword: input.old_password,
      newPassword: input.new_password1,
      keepSessionHash: sessionHashOf(request),
    });
    await passwordLimiter.reset(key);
    deps.realtime.disconnectUser(viewer.id, 'logged-out');
    return { status: 'ok' };
  });

  app.get('/api/v1/accounts/sessions/', async (request): Promise<SessionList> => {
    const viewer = await requireViewer(request);
    return { sessions: await listSessions(db, viewer.id, sessionHashOf(request)), status: 'ok' };
  });

  app.post('/api/v1/accounts/sessions/:id/logout/', async (request) => {
    const viewer = await requireViewer(request);
    const params = SessionIdParamsSchema.safeParse(request.params);
    // A malformed id, another account's session or none at all look the same: not found.
    if (!params.success || !(await endSessionById(db, viewer.id, params.data.id))) {
      throw fail.notFound('Session not found.');
    }
    deps.realtime.disconnectUser(viewer.id, 'logged-out');
    return { status: 'ok' };
  });

  app.post('/api/v1/accounts/sessions/logout_others/', async (request) => {
    const viewer = await requireViewer(request);
    await endOtherSessions(db, viewer.id, sessionHashOf(request));
    deps.realtime.disconnectUser(viewer.id, 'logged-out');
    return { status: 'ok' };
  });
}
