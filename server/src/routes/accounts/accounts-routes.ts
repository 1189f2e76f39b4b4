import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidUsername, type LoginResult, type SharedData } from 'shared-contracts';
import { LoginInputSchema, SignUpInputSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../../db/schema.js';
import { AppError, fail, parseInput } from '../../http/errors.js';
import { createLoginThrottle } from '../../domain/accounts/login-throttle.js';
import { databaseLimitStore } from '../../domain/limits/limit-store.js';
import { endSession, startSession } from '../../http/session.js';
import { ensureCsrfCookie } from '../../http/csrf.js';
import { authenticate } from '../../domain/accounts/login.js';
import { createAccount } from '../../domain/accounts/sign-up.js';
import { resumeAccountOnLogin } from '../../domain/own-data/account-deletion.js';
import { findConsent } from '../../domain/consent/cookie-consents.js';
import { DEVICE_COOKIE } from '../consent/device-cookie.js';
import { refuseSuspendedLogin } from '../../domain/moderation/suspension.js';
import { presentViewer } from '../../domain/users/viewer-presenter.js';
import { isTwoFactorOn, twoFactorCheckpoint } from '../../domain/accounts/two-factor/checkpoint.js';
import { mailSignUpConfirmation } from './mail-context.js';

/** Sign-ups are counted per source address in windows of an hour (the count is configured). */
export const SIGNUP_WINDOW_MS = 3600 * 1000;

/** Starts the session of a login whose password (and second factor, if any) was right. */
export async function completeLogin(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<LoginResult> {
  // Also after a second factor: a suspension may have begun since the password (docs/behaviour/moderation.md#suspending).
  await refuseSuspendedLogin(deps.db, user);
  // Logging in during the grace period cancels a deletion (docs/behaviour/own-data.md#during-the-grace-period).
  const { deletionCancelled } = await resumeAccountOnLogin(deps.db, user);
  await startSession(deps.db, request, reply, user.id, deps.config.secureCookies);
  return {
    authenticated: true,
    user: true,
    userId: String(user.id),
    viewer: presentViewer(user, deps.urls, deps.config),
    ...(deletionCancelled ? { deletion_cancelled: true } : {}),
    status: 'ok',
  };
}

/** Shared data, login, sign-up and logout. */
export async function accountsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls, config } = deps;
  const loginThrottle = createLoginThrottle(databaseLimitStore(db));
  const signUpLimiter = databaseLimitStore(db).window('signup-source', config.signupsPerHour, SIGNUP_WINDOW_MS);

  app.get('/api/v1/web/data/shared_data/', async (request, reply): Promise<SharedData> => {
    const csrfToken = ensureCsrfCookie(request, reply, config.secureCookies);
    const [viewer, consent] = await Promise.all([request.viewer(), findConsent(db, request.cookies[DEVICE_COOKIE])]);
    return {
      config: {
        viewer: viewer ? presentViewer(viewer, urls, config) : null,
        csrf_token: csrfToken,
        cookie_consent_required: consent === null,
        signup_first: config.visitorSignupFirst,
      },
      status: 'ok',
    };
  });

  app.post('/api/v1/web/accounts/login/ajax/', async (request, reply): Promise<LoginResult> => {
    const input = parseInput(LoginInputSchema, request.body);
    const identifier = input.username.toLowerCase();
    // request.ip is the connection's address unless a configured proxy forwarded the request.
    const attempt = await loginThrottle.begin(request.ip, identifier);
    if (!attempt.allowed) {
      request.log.warn({ limit: attempt.limit, retryAfterMs: attempt.retryAfterMs }, 'login refused by a limit');
      throw fail.rateLimited(undefined, attempt.retryAfterMs);
    }
    const user = await authenticate(db, identifier, input.password);
    if (!user) {
      throw new AppError(400, 'invalid_credentials', 'The username or password you entered is incorrect.');
    }
    // A suspended account is told until when (docs/behaviour/moderation.md#suspending).
    await refuseSuspendedLogin(db, user);
    await attempt.succeeded();
    // With a second factor the password only opens the checkpoint (docs/behaviour/accounts.md#logging-in-with-a-second-factor).
    if (await isTwoFactorOn(db, user.id)) return twoFactorCheckpoint(db, user.id);
    return completeLogin(deps, request, reply, user);
  });

  app.post('/api/v1/web/accounts/web_create_ajax/', async (request, reply): Promise<LoginResult> => {
    const input = parseInput(SignUpInputSchema, request.body);
    if (!isValidUsername(input.username)) throw fail.validation({ username: 'This username is not available.' });
    // Every well-formed attempt counts, refused or not: a refusal is what an email prober learns from.
    if (!(await signUpLimiter.hit(request.ip))) {
      request.log.warn('sign-up refused by the per-source limit');
      throw fail.rateLimited(undefined, await signUpLimiter.blockedForMs(request.ip));
    }
    const user = await createAccount(db, {
      username: input.username,
      email: input.email,
      fullName: input.full_name,
      password: input.password,
    });
    await mailSignUpConfirmation(deps, request, user);
    await startSession(db, request, reply, user.id, config.secureCookies);
    return {
      authenticated: true,
      user: true,
      userId: String(user.id),
      viewer: presentViewer(user, urls, config),
      status: 'ok',
    };
  });

  app.post('/api/v1/web/accounts/logout/ajax/', async (request, reply) => {
    const viewer = await request.viewer();
    await endSession(db, request, reply);
    // Its sockets close now, not at the next session check (docs/behaviour/direct.md#real-time).
    if (viewer) deps.realtime.disconnectUser(viewer.id, 'logged-out');
    return { status: 'ok' };
  });
}
