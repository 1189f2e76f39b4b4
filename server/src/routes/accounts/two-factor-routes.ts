import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginResult, TwoFactorRecoveryCodes, TwoFactorSetup, TwoFactorStatus } from 'shared-contracts';
import {
  TwoFactorDisableInputSchema,
  TwoFactorEnableInputSchema,
  TwoFactorLoginInputSchema,
  TwoFactorRecoveryCodesInputSchema,
  TwoFactorSetupInputSchema,
} from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../../db/schema.js';
import { AppError, fail, parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { verifyPassword } from '../../domain/users/passwords.js';
import { loadTwoFactorKey } from '../../domain/accounts/two-factor/two-factor-key.js';
import { createCodeThrottle } from '../../domain/accounts/two-factor/code-throttle.js';
import { databaseLimitStore } from '../../domain/limits/limit-store.js';
import { endChallenge, takeChallengeTry } from '../../domain/accounts/two-factor/challenges.js';
import { accountById } from '../../domain/accounts/login.js';
import {
  beginSetup,
  checkSecondFactor,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  requireTwoFactorOn,
  twoFactorStatus,
} from '../../domain/accounts/two-factor/two-factor.js';
import { completeLogin } from './accounts-routes.js';

/** Password tries per account in 15 minutes on the two-factor settings, as for a password change. */
export const TWO_FACTOR_PASSWORD_ATTEMPTS = 5;
const TWO_FACTOR_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

const codeInvalid = () => new AppError(400, 'two_factor_code_invalid', 'That code is not valid.');
const challengeExpired = () =>
  new AppError(400, 'two_factor_challenge_expired', 'This login has expired. Log in again with your password.');

/**
 * Two-factor authentication (docs/behaviour/accounts.md#two-factor-authentication): its settings,
 * always for the session's own account, and the login checkpoint after the password.
 */
export async function twoFactorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const key = await loadTwoFactorKey(db, config.twoFactorKey);
  const passwordLimiter = databaseLimitStore(db).window(
    'two-factor-password',
    TWO_FACTOR_PASSWORD_ATTEMPTS,
    TWO_FACTOR_PASSWORD_WINDOW_MS,
  );
  const codeThrottle = createCodeThrottle(databaseLimitStore(db));

  /** The viewer, once the current password in the body is right (limited per account). */
  async function viewerWithPassword(request: FastifyRequest, password: string): Promise<UserRow> {
    const viewer = await requireViewer(request);
    const account = String(viewer.id);
    if (!(await passwordLimiter.hit(account)))
      throw fail.rateLimited(undefined, await passwordLimiter.blockedForMs(account));
    if (!(await verifyPassword(viewer.password_hash, password))) {
      throw new AppError(400, 'invalid_credentials', 'The password you entered is incorrect.');
    }
    await passwordLimiter.reset(account);
    return viewer;
  }

  /** Checks a code under the per-source and per-account limits; a wrong one is counted and refused. */
  async function requireCode(request: FastifyRequest, userId: number, check: () => Promise<boolean>): Promise<void> {
    const attempt = await codeThrottle.begin(request.ip, userId);
    if (!attempt.allowed) {
      request.log.warn({ retryAfterMs: attempt.retryAfterMs }, 'two-factor code refused by a limit');
      throw fail.rateLimited(undefined, attempt.retryAfterMs);
    }
    if (!(await check())) throw codeInvalid();
    await attempt.succeeded();
  }

  app.get('/api/v1/accounts/two_factor/', async (request): Promise<TwoFactorStatus> => {
    const viewer = await requireViewer(request);
    const { enabled, recoveryCodesLeft } = await twoFactorStatus(db, viewer.id);
    return { enabled, recovery_codes_left: recoveryCodesLeft, status: 'ok' };
  });

  app.post('/api/v1/accounts/two_factor/setup/', async (request): Promise<TwoFactorSetup> => {
    const input = parseInput(TwoFactorSetupInputSchema, request.body ?? {});
    const viewer = await viewerWithPassword(request, input.password);
    const { secret, uri, qrSvg } = await beginSetup(db, key, viewer);
    return { otpauth_uri: uri, secret, qr_svg: qrSvg, status: 'ok' };
  });

  app.post('/api/v1/accounts/two_factor/enable/', async (request): Promise<TwoFactorRecoveryCodes> => {
    const viewer = await requireViewer(request);
    const input = parseInput(TwoFactorEnableInputSchema, request.body ?? {});
    let codes: string[] | null = null;
    await requireCode(request, viewer.id, async () => {
      codes = await enableTwoFactor(db, key, viewer.id, input.code);
      return codes !== null;
    });
    return { recovery_codes: codes ?? [], status: 'ok' };
  });

  app.post('/api/v1/accounts/two_factor/disable/', async (request) => {
    const input = parseInput(TwoFactorDisableInputSchema, request.body ?? {});
    const viewer = await viewerWithPassword(request, input.password);
    await requireTwoFactorOn(db, viewer.id);
    await requireCode(request, viewer.id, () => checkSecondFactor(db, key, viewer.id, input.code));
    await disableTwoFactor(db, viewer.id);
    return { status: 'ok' };
  });

  app.post('/api/v1/accounts/two_factor/recovery_codes/', async (request): Promise<TwoFactorRecoveryCodes> => {
    const input = parseInput(TwoFactorRecoveryCodesInputSchema, request.body ?? {});
    const viewer = await viewerWithPassword(request, input.password);
    return { recovery_codes: await regenerateRecoveryCodes(db, key, viewer.id), status: 'ok' };
  });

  app.post('/api/v1/accounts/login/two_factor/', async (request, reply): Promise<LoginResult> => {
    const input = parseInput(TwoFactorLoginInputSchema, request.body ?? {});
    const userId = await takeChallengeTry(db, input.challenge);
    if (userId === null) throw challengeExpired();
    await requireCode(request, userId, () => checkSecondFactor(db, key, userId, input.code));
    await endChallenge(db, input.challenge);
    const user = await accountById(db, userId);
    if (!user) throw challengeExpired();
    return completeLogin(deps, request, reply, user);
  });
}
