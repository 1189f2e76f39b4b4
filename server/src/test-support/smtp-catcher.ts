import type { ParsedMail } from 'mailparser';

// The catcher is shared with e2e's global setup (scripts/smtp-catcher.mjs).
export { startSmtpCatcher, type SmtpCatcher } from '../../../scripts/smtp-catcher.mjs';

/** The link a mail's plain text carries to `path`, and its token. */
export function linkIn(mail: ParsedMail, path: string): { url: URL; token: string } {
  const match = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((candidate) => new URL(candidate).pathname === path);
  if (!match) throw new Error(`no link to ${path} in: ${mail.text}`);
  const url = new URL(match);
  return { url, token: url.searchParams.get('token') ?? '' };
}
