import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_PATHS } from 'shared-contracts';
import { EmailStatusSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeUser } from '../../test-support/fixtures.js';
import { linkIn, startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.js';
import { MAIL_LIMITS } from './account-mail-routes.js';

// Confirming and changing the account's address by mail (docs/behaviour/accounts.md#email-address).

const EMAIL = '/api/v1/accounts/email/';
let smtp: SmtpCatcher;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await createTestServer({ SMTP_URL: smtp.url });
  for (const name of ['emma', 'eli', 'eva']) await makeUser(server.deps.db, name);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function loggedIn(username: string): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.login(username, 'password1');
  return client;
}

async function statusOf(client: TestClient) {
  const answer = await client.get(EMAIL);
  expect(answer.statusCode, answer.body).toBe(200);
  return EmailStatusSchema.parse(answer.json());
}

/** The confirmation link of the last mail to `address`. */
async function confirmToken(address: string): Promise<string> {
  await server.deps.mail.flush();
  const mail = smtp.mailsTo(address).at(-1);
  expect(mail, `a mail to ${address}`).toBeDefined();
  return linkIn(mail!, SHELL_PATHS.emailConfirm).token;
}

describe('confirming the address', () => {
  it('mails a new account a link that confirms its address once', async () => {
    const client = new TestClient(server.app);
    const signUp = await client.post('/api/v1/web/accounts/web_create_ajax/', {
      username: 'newcomer',
      email: 'Newcomer@Example.com',
      full_name: 'New',
      password: 'a-long-password',
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(await statusOf(client)).toEqual({ email: 'newcomer@example.com', confirmed: false, pending_email: null });

    const token = await confirmToken('newcomer@example.com');
    // The link works in any browser, logged in or not.
    expect((await new TestClient(server.app).post(`${EMAIL}confirm/`, { token })).statusCode).toBe(200);
    expect((await statusOf(client)).confirmed).toBe(true);
    const again = await new TestClient(server.app).post(`${EMAIL}confirm/`, { token });
    expect(again.json().error_id).toBe('link_invalid');
  });

  it('resends a link for an unconfirmed address, within a limit', async () => {
    const client = await loggedIn('eva');
    for (let i = 0; i < MAIL_LIMITS.emailMailsPerAccount; i++) {
      expect((await client.post(`${EMAIL}resend/`)).statusCode).toBe(200);
    }
    expect((await client.post(`${EMAIL}resend/`)).statusCode).toBe(429);
    // Only the newest link works.
    const newest = await confirmToken('eva@example.com');
    const older = linkIn(smtp.mailsTo('eva@example.com')[0]!, SHELL_PATHS.emailConfirm).token;
    expect(smtp.mailsTo('eva@example.com')).toHaveLength(MAIL_LIMITS.emailMailsPerAccount);
    expect((await client.post(`${EMAIL}confirm/`, { token: older })).json().error_id).toBe('link_invalid');
    expect((await client.post(`${EMAIL}confirm/`, { token: newest })).statusCode).toBe(200);
  });
});

describe('changing the address', () => {
  it('needs the current password, tells both addresses, and changes only once the new one is confirmed', async () => {
    const client = await loggedIn('emma');
    const wrong = await client.post(`${EMAIL}change/`, { email: 'emma.new@example.com', password: 'nope' });
    expect(wrong.json().error_id).toBe('invalid_credentials');
    expect(smtp.mailsTo('emma.new@example.com')).toHaveLength(0);

    const asked = await client.post(
      `${EMAIL}change/`,
      { email: 'Emma.New@example.com', password: 'password1' },
      { headers: { 'accept-language': 'en-GB,en' } },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const token = await confirmToken('emma.new@example.com');
    const notice = smtp.mailsTo('emma@example.com').at(-1);
    expect(notice?.subject).toBe('Your Lumen email address is being changed');
    expect(notice?.text).toContain('emma.new@example.com');
    expect(await statusOf(client)).toEqual({
      email: 'emma@example.com',
      confirmed: false,
      pending_email: 'emma.new@example.com',
    });

    expect((await client.post(`${EMAIL}confirm/`, { token })).statusCode).toBe(200);
    expect(await statusOf(client)).toEqual({ email: 'emma.new@example.com', confirmed: true, pending_email: null });
    // Login by email takes the new address, not the old one.
    expect(
      (
        await new TestClient(server.app).post('/api/v1/web/accounts/login/ajax/', {
          username: 'emma.new@example.com',
          password: 'password1',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await new TestClient(server.app).post('/api/v1/web/accounts/login/ajax/', {
          username: 'emma@example.com',
          password: 'password1',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses an address another account has, before and at confirmation', async () => {
    const client = await loggedIn('eli');
    const taken = await client.post(`${EMAIL}change/`, { email: 'eva@example.com', password: 'password1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error_id).toBe('email_unavailable');

    await client.post(`${EMAIL}change/`, { email: 'shared@example.com', password: 'password1' });
    const token = await confirmToken('shared@example.com');
    await server.deps.db
      .updateTable('users')
      .set({ email_lower: 'shared@example.com' })
      .where('username', '=', 'eva')
      .execute();
    const late = await client.post(`${EMAIL}confirm/`, { token });
    expect(late.json().error_id).toBe('email_unavailable');
    expect((await statusOf(client)).email).toBe('eli@example.com');
  });
});
