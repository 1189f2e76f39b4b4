import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SHELL_PATHS, type EmailStatus } from 'shared-contracts';
import {
  EmailChangeInputSchema,
  EmailConfirmSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
} from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../../db/schema.js';
import { fail, parseInput } from '../../http/errors.js';
import { databaseLimitStore, type WindowLimit } from '../../domain/limits/limit-store.js';
import { requireViewer } from '../../http/session.js';
import { mailContextOf } from './mail-context.js';
import { confirmPasswordReset, requestPasswordReset } from '../../domain/accounts/password-reset.js';
import {
  confirmEmail,
  emailStatus,
  requestEmailChange,
  resendEmailConfirmation,
} from '../../domain/accounts/email-address.js';

/** Limits of docs/behaviour/accounts.md#limits (in memory, per instance, as the login limits). */
export const MAIL_LIMITS = {
  /** Reset requests naming one username or address, an hour: a mailbox is not flooded. */
  resetPerIdentifier: 5,
  /** Reset requests from one source address, an hour, whatever they name. */
  resetPerSource: 20,
  /** Tries of a link's token (reset or address confirmation) from one source address, per 15 minutes. */
  linkTriesPerSource: 20,
  /** Confirmation resends and address changes of one account, an hour (a change checks the password). */
  emailMailsPerAccount: 5,
};
const HOUR_MS = 3600 * 1000;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** Counts one attempt of `key`; past the limit it is refused with how long to wait. */
async function spend(limiter: WindowLimit, key: string, request: FastifyRequest, what: string): Promise<void> {
  if (await limiter.hit(key)) return;
  request.log.warn(`${what} refused by a limit`);
  throw fail.rateLimited(undefined, await limiter.blockedForMs(key));
}

/**
 * Password reset by email and the account's email address (docs/behaviour/accounts.md#password-reset,
 * docs/behaviour/accounts.md#email-address). Each mail is written to the outbox with its token and
 * sent once the transaction is committed (docs/behaviour/accounts.md#mail-delivery): the answer
 * never waits for the SMTP server, and a server that is down delays the mail, it does not lose it.
 */
export async function accountMailRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  // Shared by every instance on the database (docs/operating.md#limits-across-instances).
  const limits = databaseLimitStore(db);
  const resetPerIdentifier = limits.window('reset-identifier', MAIL_LIMITS.resetPerIdentifier, HOUR_MS);
  const resetPerSource = limits.window('reset-source', MAIL_LIMITS.resetPerSource, HOUR_MS);
  const linkTries = limits.window('mail-link-source', MAIL_LIMITS.linkTriesPerSource, QUARTER_HOUR_MS);
  const accountMails = limits.window('email-mails', MAIL_LIMITS.emailMailsPerAccount, HOUR_MS);

  const mailContext = (request: FastifyRequest, path: string) => mailContextOf(config, request, path);

  app.post('/api/v1/accounts/password/reset/', async (request) => {
    const input = parseInput(PasswordResetRequestSchema, request.body ?? {});
    const identifier = input.username_or_email.toLowerCase();
    await spend(resetPerSource, request.ip, request, 'password reset request');
    await spend(resetPerIdentifier, identifier, request, 'password reset request');
    const queued = await requestPasswordReset(db, identifier, mailContext(request, SHELL_PATHS.passwordResetConfirm));
    if (queued) deps.mail.kick();
    // The same answer whether an account was found or not (the mail is what tells).
    return { status: 'ok' as const };
  });

  app.post('/api/v1/accounts/password/reset/confirm/', async (request) => {
    await spend(linkTries, request.ip, request, 'password reset link');
    const input = parseInput(PasswordResetConfirmSchema, request.body ?? {});
    const userId = await confirmPasswordReset(db, input.token, input.new_password1);
    // Every session of the account ended with the change: its sockets close now.
    deps.realtime.disconnectUser(userId, 'logged-out');
    return { status: 'ok' as const };
  });

  app.post('/api/v1/accounts/email/confirm/', async (request) => {
    await spend(linkTries, request.ip, request, 'email confirmation link');
    const input = parseInput(EmailConfirmSchema, request.body ?? {});
    await confirmEmail(db, input.token);
    return { status: 'ok' as const };
  });

  app.get('/api/v1/accounts/email/', async (request): Promise<EmailStatus & { status: 'ok' }> => {
    const viewer = await requireViewer(request);
    return { ...(await emailStatus(db, viewer)), status: 'ok' };
  });

  const accountMail = (viewer: UserRow, request: FastifyRequest) =>
    spend(accountMails, String(viewer.id), request, 'email mail');

  app.post('/api/v1/accounts/email/resend/', async (request) => {
    const viewer = await requireViewer(request);
    await accountMail(viewer, request);
    if (await resendEmailConfirmation(db, viewer, mailContext(request, SHELL_PATHS.emailConfirm))) deps.mail.kick();
    return { status: 'ok' as const };
  });

  app.post('/api/v1/accounts/email/change/', async (request) => {
    const viewer = await requireViewer(request);
    const input = parseInput(EmailChangeInputSchema, request.body ?? {});
    await accountMail(viewer, request);
    await requestEmailChange(db, viewer, input, mailContext(request, SHELL_PATHS.emailConfirm));
    deps.mail.kick();
    return { status: 'ok' as const };
  });
}
