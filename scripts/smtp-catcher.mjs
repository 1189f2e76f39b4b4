// A real SMTP server on this machine for the tests that follow a mail (docs/behaviour/accounts.md#mail-delivery):
// server tests read the parsed mails it keeps, e2e's global setup writes each one to a folder as it
// arrives (onMail). One copy of the server's set-up for both.
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/**
 * Starts the catcher on `port` (0: a free one); it takes any sender, with or without login. Resolves
 * with { url, port, mails, mailsTo, close }.
 */
export async function startSmtpCatcher({ port = 0, onMail } = {}) {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          onMail?.(mail);
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    mailsTo: (to) => mails.filter((mail) => recipientOf(mail) === to),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A mail's one recipient as text ('' when it has none or several). */
export function recipientOf(mail) {
  return mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
}
