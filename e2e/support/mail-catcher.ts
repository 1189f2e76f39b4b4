import fs from 'node:fs';
import path from 'node:path';
import { recipientOf, startSmtpCatcher } from '../../scripts/smtp-catcher.mjs';

/** One mail the catcher received, as a test reads it. */
export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server for the suite (docs/behaviour/accounts.md#mail-delivery, scripts/smtp-catcher.mjs): the
 * server under test sends to it over SMTP and it writes each mail as a JSON file into `dir`, where any test file's
 * process can read it (specs run in other processes than the global setup).
 */
export async function startMailCatcher(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const catcher = await startSmtpCatcher({
    onMail(parsed) {
      const mail: CaughtMail = {
        to: recipientOf(parsed),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: String(parsed.html),
      };
      fs.writeFileSync(path.join(dir, `${Date.now()}-${++count}.json`), JSON.stringify(mail));
    },
  });
  return { url: catcher.url, close: catcher.close };
}

/** The mails received so far for `to`, oldest first. */
export function mailsTo(to: string): CaughtMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to === to);
}

/** Waits for a mail to `to` whose subject is `subject`, and returns the newest such. */
export async function waitForMail(to: string, subject: string, timeoutMs = 20_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(to)
      .filter((m) => m.subject === subject)
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in a mail's text to `pathname`. */
export function linkTo(mail: CaughtMail, pathname: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => new URL(candidate).pathname === pathname);
  if (!link) throw new Error(`no link to ${pathname} in: ${mail.text}`);
  return link;
}
