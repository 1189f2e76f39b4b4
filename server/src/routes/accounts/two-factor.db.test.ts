import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import {
  LoginResultSchema,
  TwoFactorRecoveryCodesSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeUser } from '../../test-support/fixtures.js';
import { TWO_FACTOR_CHALLENGE_TRIES } from '../../domain/accounts/two-factor/challenges.js';
import { TWO_FACTOR_ACCOUNT_BACKOFF } from '../../domain/accounts/two-factor/code-throttle.js';
import { suspend } from '../../domain/moderation/suspension.js';

// Two-factor authentication (docs/behaviour/accounts.md#two-factor-authentication).

const LOGIN = '/api/v1/web/accounts/login/ajax/';
const CHECKPOINT = '/api/v1/accounts/login/two_factor/';
const TF = '/api/v1/accounts/two_factor/';
const STEP_MS = 30_000;

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
  for (const name of ['tina', 'tom', 'tess', 'toby', 'tara', 'tyra', 'tilda']) await makeUser(server.deps.db, name);
});
afterAll(() => server?.close());

/** The code of the step `offset` steps from now (the server accepts -1, 0 and +1). */
const codeAt = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offset * STEP_MS });

async function loggedIn(username: string, remoteAddress?: string): Promise<TestClient> {
  const client = new TestClient(server.app, remoteAddress ? { remoteAddress } : {});
  await client.login(username, 'password1');
  return client;
}

async function statusOf(client: TestClient) {
  return TwoFactorStatusSchema.parse((await client.get(TF)).json());
}

/** Sets up and enables two-factor for a logged-in account; its secret and recovery codes. */
async function enable(client: TestClient): Promise<{ secret: string; codes: string[] }> {
  const setup = await client.post(`${TF}setup/`, { password: 'password1' });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = TwoFactorSetupSchema.parse(setup.json());
  const enabled = await client.post(`${TF}enable/`, { code: codeAt(secret) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, codes: TwoFactorRecoveryCodesSchema.parse(enabled.json()).recovery_codes };
}

/** The password step in a new browser: the checkpoint's challenge (and no session). */
async function passwordStep(
  username: string,
  remoteAddress?: string,
): Promise<{ client: TestClient; challenge: string }> {
  const client = new TestClient(server.app, remoteAddress ? { remoteAddress } : {});
  const answer = await client.post(LOGIN, { username, password: 'password1' });
  expect(answer.statusCode, answer.body).toBe(200);
  const result = LoginResultSchema.parse(answer.json());
  expect(result).toMatchObject({ authenticated: false, two_factor_required: true });
  expect(client.cookie('sessionid')).toBeUndefined();
  return { client, challenge: result.two_factor_challenge! };
}

describe('enrolment', () => {
  it('asks for the password, shows the secret once as URI, text and SVG, and turns on only after a right code', async () => {
    const client = await loggedIn('tina');
    const wrong = await client.post(`${TF}setup/`, { password: 'not-it' });
    expect(wrong.json()).toMatchObject({ error_id: 'invalid_credentials' });

    const setup = TwoFactorSetupSchema.parse((await client.post(`${TF}setup/`, { password: 'password1' })).json());
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauth_uri).toContain('issuer=Lumen');
    expect(setup.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Pending: logging in still needs only the password; the stored secret is not the secret.
    expect(await statusOf(client)).toMatchObject({ enabled: false });
    const stored = await server.deps.db.selectFrom('two_factor').selectAll().executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).not.toContain(setup.secret);
    await new TestClient(server.app).login('tina', 'password1');

    const bad = await client.post(`${TF}enable/`, { code: codeAt(setup.secret, 5) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error_id: 'two_factor_code_invalid' });
    expect(await statusOf(client)).toMatchObject({ enabled: false });

    const good = await client.post(`${TF}enable/`, { code: codeAt(setup.secret) });
    const { recovery_codes } = TwoFactorRecoveryCodesSchema.parse(good.json());
    expect(new Set(recovery_codes).size).toBe(10);
    expect(await statusOf(client)).toEqual({ enabled: true, recovery_codes_left: 10, status: 'ok' });
    const hashes = await server.deps.db.selectFrom('two_factor_recovery_codes').select('code_hash').execute();
    expect(hashes.map((row) => row.code_hash)).not.toContain(recovery_codes[0]);
    expect((await client.post(`${TF}setup/`, { password: 'password1' })).json()).toMatchObject({
      error_id: 'two_factor_already_enabled',
    });
  });
});

describe('logging in', () => {
  it('asks for a code after the password; a right code logs in once, the same code again is refused', async () => {
    const { secret } = await enable(await loggedIn('tom'));
    const first = await passwordStep('tom');
    const code = codeAt(secret, 1);
    const answer = await first.client.post(CHECKPOINT, { challenge: first.challenge, code });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(LoginResultSchema.parse(answer.json())).toMatchObject({ authenticated: true, viewer: { username: 'tom' } });
    expect(first.client.cookie('sessionid')).toBeDefined();
    // The challenge is spent, and the code's step is used.
    expect((await first.client.post(CHECKPOINT, { challenge: first.challenge, code })).json()).toMatchObject({
      error_id: 'two_factor_challenge_expired',
    });
    const second = await passwordStep('tom');
    const reuse = await second.client.post(CHECKPOINT, { challenge: second.challenge, code });
    expect(reuse.json()).toMatchObject({ error_id: 'two_factor_code_invalid' });
    expect(second.client.cookie('sessionid')).toBeUndefined();
  });

  it('counts wrong codes: a wrong one changes nothing, and a challenge takes five', async () => {
    const { secret } = await enable(await loggedIn('tess'));
    const { client, challenge } = await passwordStep('tess');
    const wrong = await client.post(CHECKPOINT, { challenge, code: codeAt(secret, 10) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error_id: 'two_factor_code_invalid' });
    const right = await client.post(CHECKPOINT, { challenge, code: codeAt(secret, 1) });
    expect(right.statusCode, right.body).toBe(200);

    const next = await passwordStep('tess');
    for (let i = 0; i < TWO_FACTOR_CHALLENGE_TRIES; i += 1) {
      const answer = await next.client.post(CHECKPOINT, { challenge: next.challenge, code: '000000' });
      expect(answer.json()).toMatchObject({ error_id: 'two_factor_code_invalid' });
    }
    const sixth = await next.client.post(CHECKPOINT, { challenge: next.challenge, code: codeAt(secret, 1) });
    expect(sixth.json()).toMatchObject({ error_id: 'two_factor_challenge_expired' });
    expect(next.client.cookie('sessionid')).toBeUndefined();
  });

  it('takes a recovery code once, in any case and with or without its dash', async () => {
    const owner = await loggedIn('toby');
    const { codes } = await enable(owner);
    const code = codes[3]!;
    const first = await passwordStep('toby');
    const used = await first.client.post(CHECKPOINT, { challenge: first.challenge, code: code.toUpperCase() });
    expect(used.statusCode, used.body).toBe(200);
    expect(await statusOf(owner)).toMatchObject({ recovery_codes_left: 9 });
    const again = await passwordStep('toby');
    const reused = await again.client.post(CHECKPOINT, { challenge: again.challenge, code: code.replace('-', '') });
    expect(reused.json()).toMatchObject({ error_id: 'two_factor_code_invalid' });
  });

  it('refuses an account suspended between the password and the code, even with a right code', async () => {
    const { secret } = await enable(await loggedIn('tilda'));
    const { client, challenge } = await passwordStep('tilda');
    const tilda = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'tilda')
      .executeTakeFirstOrThrow();
    await suspend(server.deps.db, tilda.id, null, Date.now());
    const answer = await client.post(CHECKPOINT, { challenge, code: codeAt(secret, 1) });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error_id: 'account_suspended' });
    expect(client.cookie('sessionid')).toBeUndefined();
  });

  it('refuses a forged or malformed challenge', async () => {
    const client = new TestClient(server.app);
    const forged = await client.post(CHECKPOINT, { challenge: 'A'.repeat(43), code: '123456' });
    expect(forged.json()).toMatchObject({ error_id: 'two_factor_challenge_expired' });
    const malformed = await client.post(CHECKPOINT, { challenge: 'x', code: '123456' });
    expect(malformed.json()).toMatchObject({ error_id: 'validation_failed' });
  });

  it('slows down guessing one account over many challenges and addresses, the right code too while it waits', async () => {
    const { secret } = await enable(await loggedIn('tara'));
    let refused = null;
    // Two challenges hold the free failures; the next wrong code after them waits.
    for (let i = 0; i <= TWO_FACTOR_ACCOUNT_BACKOFF.freeFailures && !refused; i += 1) {
      const { client, challenge } = await passwordStep('tara', '10.0.0.9');
      for (let j = 0; j < TWO_FACTOR_CHALLENGE_TRIES; j += 1) {
        const answer = await client.post(CHECKPOINT, { challenge, code: '000000' });
        if (answer.statusCode === 429) {
          refused = answer;
          break;
        }
      }
    }
    expect(refused?.json()).toMatchObject({ error_id: 'rate_limited' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right code waits: the limit is on the account, from any address.
    const owner = await passwordStep('tara', '10.0.0.10');
    const blocked = await owner.client.post(CHECKPOINT, { challenge: owner.challenge, code: codeAt(secret, 1) });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('turning it off and new recovery codes', () => {
  it('needs the password and a code; new recovery codes replace the old ones', async () => {
    const client = await loggedIn('tyra');
    const { secret, codes } = await enable(client);
    const renewed = await client.post(`${TF}recovery_codes/`, { password: 'password1' });
    const fresh = TwoFactorRecoveryCodesSchema.parse(renewed.json()).recovery_codes;
    expect(fresh).not.toContain(codes[0]);

    const noCode = await client.post(`${TF}disable/`, { password: 'password1', code: codes[0]! });
    expect(noCode.json()).toMatchObject({ error_id: 'two_factor_code_invalid' });
    const wrongPassword = await client.post(`${TF}disable/`, { password: 'nope', code: codeAt(secret, 1) });
    expect(wrongPassword.json()).toMatchObject({ error_id: 'invalid_credentials' });
    expect(await statusOf(client)).toMatchObject({ enabled: true });

    const off = await client.post(`${TF}disable/`, { password: 'password1', code: codeAt(secret, 1) });
    expect(off.statusCode, off.body).toBe(200);
    expect(await statusOf(client)).toEqual({ enabled: false, recovery_codes_left: 0, status: 'ok' });
    const tyra = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'tyra')
      .executeTakeFirstOrThrow();
    for (const table of ['two_factor', 'two_factor_recovery_codes'] as const) {
      expect(await server.deps.db.selectFrom(table).selectAll().where('user_id', '=', tyra.id).execute()).toEqual([]);
    }
    await new TestClient(server.app).login('tyra', 'password1');
    expect((await client.post(`${TF}recovery_codes/`, { password: 'password1' })).json()).toMatchObject({
      error_id: 'two_factor_not_enabled',
    });
  });
});
