import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A real SMTP server on this machine that keeps every mail it receives, parsed. */
export interface SmtpCatcher {
  /** The SMTP_URL pointing at it. */
  url: string;
  port: number;
  mails: ParsedMail[];
  /** Mails received for `address`. */
  mailsTo(address: string): ParsedMail[];
  close(): Promise<void>;
}

/** Starts the catcher on `port` (0: a free one). It takes any sender, with or without login. */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    mailsTo: (to) => mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === to),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link a mail's plain text carries to `path`, and its token. */
export function linkIn(mail: ParsedMail, path: string): { url: URL; token: string } {
  const match = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((candidate) => new URL(candidate).pathname === path);
  if (!match) throw new Error(`no link to ${path} in: ${mail.text}`);
  const url = new URL(match);
  return { url, token: url.searchParams.get('token') ?? '' };
}
