import type { FastifyInstance } from 'fastify';
import { isValidUsername, type LoginResult, type SharedData, type Viewer } from 'shared-contracts';
import { LoginInputSchema, SignUpInputSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../../db/schema.js';
import { AppError, fail, parseInput } from '../../http/errors.js';
import { createFixedWindowLimiter } from '../../http/rate-limit.js';
import { endSession, startSession } from '../../http/session.js';
import { ensureCsrfCookie } from '../../http/csrf.js';
import { hashPassword, verifyPassword } from '../../domain/users/passwords.js';
import { presentUserSummary } from '../../domain/users/user-presenter.js';
import type { MediaUrls } from '../../domain/media-urls.js';
import { DEVICE_COOKIE, findConsent } from '../consent/consent-routes.js';

/** Failed logins allowed per client address and username in 15 minutes. */
export const LOGIN_ATTEMPTS_PER_WINDOW = 10;

function presentViewer(user: UserRow, urls: MediaUrls): Viewer {
  const { pk, id, username, full_name, is_verified, is_private, profile_pic_url } = presentUserSummary(user, urls);
  return { pk, id, username, full_name, is_verified, is_private, profile_pic_url };
}

/** Shared data, login, sign-up and logout. */
export async function accountsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls, config } = deps;
  const loginLimiter = createFixedWindowLimiter(LOGIN_ATTEMPTS_PER_WINDOW, 15 * 60 * 1000);

  app.get('/api/v1/web/data/shared_data/', async (request, reply): Promise<SharedData> => {
    const csrfToken = ensureCsrfCookie(request, reply, config.secureCookies);
    const [viewer, consent] = await Promise.all([request.viewer(), findConsent(deps, request.cookies[DEVICE_COOKIE])]);
    return {
      config: {
        viewer: viewer ? presentViewer(viewer, urls) : null,
        csrf_token: csrfToken,
        cookie_consent_required: consent === null,
      },
      status: 'ok',
    };
  });

  app.post('/api/v1/web/accounts/login/ajax/', async (request, reply): Promise<LoginResult> => {
    const input = parseInput(LoginInputSchema, request.body);
    const identifier = input.username.toLowerCase();
    const limiterKey = `${request.ip}|${identifier}`;
    if (!loginLimiter.hit(limiterKey)) throw fail.rateLimited();
    const column = identifier.includes('@') ? 'email_lower' : 'username_lower';
    const user = await db.selectFrom('users').selectAll().where(column, '=', identifier).executeTakeFirst();
    const valid = await verifyPassword(user?.password_hash ?? null, input.password);
    if (!user || !valid) {
      throw new AppError(400, 'invalid_credentials', 'The username or password you entered is incorrect.');
    }
    loginLimiter.reset(limiterKey);
    await startSession(db, reply, user.id, config.secureCookies);
    return {
      authenticated: true,
      user: true,
      userId: String(user.id),
      viewer: presentViewer(user, urls),
      status: 'ok',
    };
  });

  app.post('/api/v1/web/accounts/web_create_ajax/', async (request, reply): Promise<LoginResult> => {
    const input = parseInput(SignUpInputSchema, request.body);
    if (!isValidUsername(input.username)) throw fail.validation({ username: 'This username is not available.' });
    const usernameLower = input.username.toLowerCase();
    const emailLower = input.email.toLowerCase();
    const clash = await db
      .selectFrom('users')
      .select(['username_lower', 'email_lower'])
      .where((eb) => eb.or([eb('username_lower', '=', usernameLower), eb('email_lower', '=', emailLower)]))
      .executeTakeFirst();
    if (clash?.username_lower === usernameLower)
      throw fail.conflict('username_taken', 'This username is not available.');
    if (clash) throw fail.conflict('email_taken', 'Another account is using this email.');
    const passwordHash = await hashPassword(input.password);
    const user = await db
      .insertInto('users')
      .values({
        username: input.username,
        username_lower: usernameLower,
        email_lower: emailLower,
        full_name: input.full_name,
        password_hash: passwordHash,
        created_at: Date.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        // Two sign-ups racing for one name: the unique index decides, the loser gets a clear answer.
        if (String(error).toLowerCase().includes('unique'))
          throw fail.conflict('username_taken', 'This username is not available.');
        throw error;
      });
    await startSession(db, reply, user.id, config.secureCookies);
    return {
      authenticated: true,
      user: true,
      userId: String(user.id),
      viewer: presentViewer(user, urls),
      status: 'ok',
    };
  });

  app.post('/api/v1/web/accounts/logout/ajax/', async (request, reply) => {
    await endSession(db, request, reply);
    return { status: 'ok' };
  });
}
