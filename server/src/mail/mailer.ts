import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.js';

/** One mail as it goes out: plain text and HTML of the same message. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; `send` rejects when the SMTP server refuses it or cannot be reached. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** How long one SMTP exchange may take before it counts as failed (and is retried later). */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * The mailer of docs/behaviour/accounts.md#mail-delivery: over SMTP when SMTP_URL is set (nodemailer
 * reads user, password, host, port and `smtps://` for TLS from the URL), else each mail is written
 * to the server log, whole, so a newcomer on `npm start` can follow its link. That log line is the
 * only one that ever carries a mailed token.
 */
export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>,
  log: (message: string) => void,
): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(mail) {
        log(`mail (no SMTP_URL set, so written here) to ${mail.to}: ${mail.subject}\n${mail.text}`);
      },
      close() {},
    };
  }
  const url = new URL(config.smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
