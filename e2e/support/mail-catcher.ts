import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** One mail the catcher received, as a test reads it. */
export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server for the suite (docs/behaviour/accounts.md#mail-delivery): the server under test
 * sends to it over SMTP and it writes each mail as a JSON file into `dir`, where any test file's
 * process can read it (specs run in other processes than the global setup).
 */
export async function startMailCatcher(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '';
          const mail: CaughtMail = {
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: String(parsed.html),
          };
          fs.writeFileSync(path.join(dir, `${Date.now()}-${++count}.json`), JSON.stringify(mail));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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
