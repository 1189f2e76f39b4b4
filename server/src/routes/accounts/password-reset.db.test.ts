import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_PATHS } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeUser } from '../../test-support/fixtures.js';
import { linkIn, startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.js';
import { deliverDueMail, OUTBOX_MAX_DELAY_MS } from '../../mail/outbox.js';
import { createMailer } from '../../mail/mailer.js';
import { MAIL_LIMITS } from './account-mail-routes.js';
import { connectRealtime } from '../../test-support/realtime-client.js';
import { CLOSE_CODES } from '../../realtime/realtime-socket.js';

// Password reset by email over a real SMTP server (docs/behaviour/accounts.md#password-reset,
// docs/behaviour/accounts.md#mail-delivery).

const RESET = '/api/v1/accounts/password/reset/';
const CONFIRM = '/api/v1/accounts/password/reset/confirm/';
const noop = () => undefined;

let smtp: SmtpCatcher;
let server: TestServer;
let sources = 0;
let base: string;

/** A client from its own source address, so the per-source limits of one test leave the others alone. */
const client = () => new TestClient(server.app, { remoteAddress: `10.0.1.${++sources}` });

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await createTestServer({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://lumen.test' });
  for (const name of ['rhea', 'rory', 'rita', 'rudi', 'ruth']) await makeUser(server.deps.db, name);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** Requests a reset for `identifier` and waits for the outbox's pass. */
async function requestReset(identifier: string, headers: Record<string, string> = {}) {
  const answer = await client().post(RESET, { username_or_email: identifier }, { headers });
  await server.deps.mail.flush();
  return answer;
}

async function loginStatus(username: string, password: string): Promise<number> {
  return (await client().post('/api/v1/web/accounts/login/ajax/', { username, password })).statusCode;
}

const passwordHashOf = async (username: string) =>
  (
    await server.deps.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe('requesting a reset', () => {
  it('answers alike for an existing and an unknown account; only the existing one gets a mail', async () => {
    const known = await requestReset('rhea');
    const unknown = await requestReset('nobody-here');
    const unknownEmail = await requestReset('nobody@example.com');
    for (const answer of [known, unknown, unknownEmail]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok' });
    }
    expect(smtp.mailsTo('rhea@example.com')).toHaveLength(1);
    expect(
      smtp.mails.some((mail) => String(mail.to && !Array.isArray(mail.to) && mail.to.text).includes('nobody')),
    ).toBe(false);
  });

  it('mails plain text and HTML with a link to the configured origin, in the request language', async () => {
    await requestReset('RUTH@example.com', { 'accept-language': 'zh-CN,zh;q=0.9' });
    const [mail] = smtp.mailsTo('ruth@example.com');
    expect(mail?.subject).toBe('重置你的 Lumen 密码');
    const { url } = linkIn(mail!, SHELL_PATHS.passwordResetConfirm);
    expect(url.origin).toBe('https://lumen.test');
    expect(mail?.html).toContain(`href="${url.toString()}"`);
  });
});

describe('the link', () => {
  it('sets the password once, ends every session of the account and closes its sockets, and is refused after', async () => {
    const signedIn = client();
    await signedIn.login('rory', 'password1');
    const socket = await connectRealtime(base, `sessionid=${signedIn.cookie('sessionid')}`);
    await requestReset('rory');
    const { token } = linkIn(smtp.mailsTo('rory@example.com').at(-1)!, SHELL_PATHS.passwordResetConfirm);

    const set = await client().post(CONFIRM, { token, new_password1: 'new-pass-1', new_password2: 'new-pass-1' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await signedIn.get('/api/v1/accounts/sessions/')).statusCode).toBe(401);
    expect((await socket.closed).code).toBe(CLOSE_CODES.loggedOut);
    expect(await loginStatus('rory', 'password1')).toBe(400);
    expect(await loginStatus('rory', 'new-pass-1')).toBe(200);

    const hash = await passwordHashOf('rory');
    const again = await client().post(CONFIRM, { token, new_password1: 'other-pass', new_password2: 'other-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error_id).toBe('link_invalid');
    expect(await passwordHashOf('rory')).toBe(hash);
  });

  it('refuses a forged or expired token and changes nothing', async () => {
    await requestReset('rita');
    const { token } = linkIn(smtp.mailsTo('rita@example.com').at(-1)!, SHELL_PATHS.passwordResetConfirm);
    const hash = await passwordHashOf('rita');
    const forged = await client().post(CONFIRM, {
      token: `${token}x`,
      new_password1: 'abcdefgh',
      new_password2: 'abcdefgh',
    });
    expect(forged.json().error_id).toBe('link_invalid');

    await server.deps.db
      .updateTable('account_tokens')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const expired = await client().post(CONFIRM, { token, new_password1: 'abcdefgh', new_password2: 'abcdefgh' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error_id).toBe('link_invalid');
    expect(await passwordHashOf('rita')).toBe(hash);
  });

  it('holds the new password to the sign-up rules', async () => {
    const short = await client().post(CONFIRM, { token: 'whatever', new_password1: 'short', new_password2: 'short' });
    expect(short.json().error_id).toBe('validation_failed');
    const mismatch = await client().post(CONFIRM, {
      token: 'whatever',
      new_password1: 'abcdefgh',
      new_password2: 'abcdefgX',
    });
    expect(mismatch.json().fields).toHaveProperty('new_password2');
  });
});

describe('delivery', () => {
  it('keeps the mail while the SMTP server is down and sends it once it is back', async () => {
    const down = await startSmtpCatcher();
    const port = down.port;
    await down.close();
    const offline = await createTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await makeUser(offline.deps.db, 'ursa');
      const answer = await new TestClient(offline.app).post(RESET, { username_or_email: 'ursa' });
      expect(answer.statusCode).toBe(200);
      await offline.deps.mail.flush();
      const kept = await offline.deps.db.selectFrom('mail_outbox').select(['attempts', 'to_address']).execute();
      expect(kept).toEqual([{ attempts: 1, to_address: 'ursa@example.com' }]);

      const up = await startSmtpCatcher({ port });
      try {
        // The sweep's next pass, once the backoff's wait is over.
        const mailer = createMailer(offline.deps.config, noop);
        expect(await deliverDueMail(offline.deps.db, mailer, noop, Date.now() + OUTBOX_MAX_DELAY_MS)).toBe(1);
        mailer.close();
        expect(up.mailsTo('ursa@example.com')).toHaveLength(1);
        expect(await offline.deps.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
      } finally {
        await up.close();
      }
    } finally {
      await offline.close();
    }
  });

  it('drops a mail whose link has expired', async () => {
    await server.deps.db
      .insertInto('mail_outbox')
      .values({
        to_address: 'x@example.com',
        subject: 's',
        text_body: 't',
        html_body: 'h',
        created_at: 0,
        expires_at: 1,
        next_attempt_at: 0,
      })
      .execute();
    await server.deps.mail.flush();
    expect(await server.deps.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    expect(smtp.mailsTo('x@example.com')).toHaveLength(0);
  });
});

describe('limits', () => {
  it('limits requests naming one account, and from one source', async () => {
    const from = () => new TestClient(server.app, { remoteAddress: '10.0.9.1' });
    for (let i = 0; i < MAIL_LIMITS.resetPerIdentifier; i++) {
      expect((await client().post(RESET, { username_or_email: 'rudi' })).statusCode).toBe(200);
    }
    expect((await client().post(RESET, { username_or_email: 'RUDI' })).statusCode).toBe(429);
    for (let i = 0; i < MAIL_LIMITS.resetPerSource; i++) {
      expect((await from().post(RESET, { username_or_email: `someone-${i}` })).statusCode).toBe(200);
    }
    expect((await from().post(RESET, { username_or_email: 'someone-else' })).statusCode).toBe(429);
  });

  it('limits tries of a token from one source', async () => {
    const guesser = new TestClient(server.app, { remoteAddress: '10.0.9.2' });
    const form = { new_password1: 'abcdefgh', new_password2: 'abcdefgh' };
    for (let i = 0; i < MAIL_LIMITS.linkTriesPerSource; i++) {
      expect((await guesser.post(CONFIRM, { token: `guess-${i}`, ...form })).statusCode).toBe(400);
    }
    expect((await guesser.post(CONFIRM, { token: 'guess-last', ...form })).statusCode).toBe(429);
  });
});
