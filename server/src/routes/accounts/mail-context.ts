import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../../db/schema.js';
import { SHELL_PATHS } from 'shared-contracts';
import { localeFromHeader } from '../../domain/locale.js';
import { tokenLink } from '../../mail/links.js';
import { resendEmailConfirmation, type MailContext } from '../../domain/accounts/email-address.js';

/**
 * How a call's mails are worded and linked: in the account's language when it chose one, else the
 * request's (Accept-Language); links to `path` on the configured origin (docs/behaviour/accounts.md#mail-delivery).
 */
export function mailContextOf(
  config: Pick<ServerConfig, 'publicOrigin' | 'corsOrigins' | 'port'>,
  request: FastifyRequest,
  path: string,
): MailContext {
  return {
    fallbackLocale: localeFromHeader(request.headers['accept-language']),
    link: (token) => tokenLink(config, path, token),
  };
}

/** A new account's address gets its confirmation link (docs/behaviour/accounts.md#email-address). */
export async function mailSignUpConfirmation(deps: AppDeps, request: FastifyRequest, user: UserRow): Promise<void> {
  const context = mailContextOf(deps.config, request, SHELL_PATHS.emailConfirm);
  if (await resendEmailConfirmation(deps.db, user, context)) deps.mail.kick();
}
