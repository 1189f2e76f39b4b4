import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionListSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeUser } from '../../test-support/fixtures.js';
import { connectRealtime } from '../../test-support/realtime-client.js';
import { CLOSE_CODES } from '../../realtime/realtime-socket.js';
import { SESSION_TOUCH_INTERVAL_MS } from '../../http/session.js';
import { PASSWORD_CHANGE_ATTEMPTS } from './sessions-routes.js';
import { SESSIONS_LISTED } from '../../domain/accounts/sessions.js';

// Changing the password and where you're logged in (docs/behaviour/accounts.md#changing-the-password,
// docs/behaviour/accounts.md#where-youre-logged-in).

const LOGIN = '/api/v1/web/accounts/login/ajax/';
const SESSIONS = '/api/v1/accounts/sessions/';
const CHANGE = '/api/v1/accounts/password/change/';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await createTestServer();
  for (const name of ['sara', 'sam', 'pia', 'pat', 'ola']) await makeUser(server.deps.db, name);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server?.close());

/** A new browser logged in as `username` with a user agent. */
async function browser(username: string, userAgent: string, password = 'password1'): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.get('/api/v1/web/data/shared_data/');
  const answer = await client.post(LOGIN, { username, password }, { headers: { 'user-agent': userAgent } });
  expect(answer.statusCode, answer.body).toBe(200);
  return client;
}

async function sessionsOf(client: TestClient) {
  const answer = await client.get(SESSIONS);
  expect(answer.statusCode, answer.body).toBe(200);
  return SessionListSchema.parse(answer.json()).sessions;
}

const cookieOf = (client: TestClient) => `sessionid=${client.cookie('sessionid')}`;

describe('where you are logged in', () => {
  it('lists at most SESSIONS_LISTED sessions, the most recently used, this one among them', async () => {
    const here = await browser('ola', FIREFOX_LINUX);
    const owner = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'ola')
      .executeTakeFirstOrThrow();
    const long = Date.now() - 24 * 60 * 60 * 1000;
    await server.deps.db
      .insertInto('sessions')
      .values(
        Array.from({ length: SESSIONS_LISTED + 5 }, (_, i) => ({
          token_hash: `old-session-${i}`,
          user_id: owner.id,
          created_at: long + i,
          expires_at: Date.now() + 60_000,
        })),
      )
      .execute();
    const sessions = await sessionsOf(here);
    expect(sessions).toHaveLength(SESSIONS_LISTED);
    expect(sessions[0]!.current).toBe(true);
    await server.deps.db.deleteFrom('sessions').where('token_hash', 'like', 'old-session-%').execute();
  });

  it('lists the account’s sessions, this one first and marked, with a device and no token or hash', async () => {
    const laptop = await browser('sara', FIREFOX_LINUX);
    const phone = await browser('sara', CHROME_MAC);
    await browser('sam', CHROME_MAC);
    const sessions = await sessionsOf(laptop);
    expect(sessions.map((s) => [s.current, s.browser, s.os])).toEqual([
      [true, 'Firefox', 'Linux'],
      [false, 'Chrome', 'macOS'],
    ]);
    const stored = await server.deps.db.selectFrom('sessions').select('token_hash').execute();
    const body = JSON.stringify(sessions);
    for (const { token_hash } of stored) expect(body).not.toContain(token_hash);
    expect(body).not.toContain(laptop.cookie('sessionid'));
    expect(body).not.toContain(phone.cookie('sessionid'));
  });

  it('needs a session', async () => {
    expect((await new TestClient(server.app).get(SESSIONS)).statusCode).toBe(401);
  });

  it('records the last use at most once per interval, with the user agent of that use', async () => {
    const client = await browser('ola', FIREFOX_LINUX);
    const { db } = server.deps;
    const old = Date.now() - SESSION_TOUCH_INTERVAL_MS - 1000;
    await db.updateTable('sessions').set({ last_used_at: old }).where('user_agent', '=', FIREFOX_LINUX).execute();
    await client.get('/api/v1/web/data/shared_data/', { 'user-agent': CHROME_MAC });
    const [touched] = await sessionsOf(client);
    expect(touched!.last_used_at).toBeGreaterThan(old);
    expect(touched!.browser).toBe('Chrome');
    // Within the interval nothing is written: an older time set by hand stays.
    const recent = Date.now() - 1000;
    await db.updateTable('sessions').set({ last_used_at: recent, user_agent: FIREFOX_LINUX }).execute();
    await client.get('/api/v1/web/data/shared_data/', { 'user-agent': CHROME_MAC });
    const row = await db.selectFrom('sessions').selectAll().where('last_used_at', '=', recent).executeTakeFirst();
    expect(row?.user_agent).toBe(FIREFOX_LINUX);
  });

  it('ends one session by its id: its sockets close at once and its next call is 401', async () => {
    const laptop = await browser('pia', FIREFOX_LINUX);
    const phone = await browser('pia', CHROME_MAC);
    const phoneSocket = await connectRealtime(base, cookieOf(phone));
    const laptopSocket = await connectRealtime(base, cookieOf(laptop));
    const other = (await sessionsOf(laptop)).find((s) => !s.current)!;
    const answer = await laptop.post(`${SESSIONS}${other.id}/logout/`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await phoneSocket.closed).code).toBe(CLOSE_CODES.loggedOut);
    expect((await phone.get(SESSIONS)).statusCode).toBe(401);
    await laptopSocket.roundTrip();
    laptopSocket.close();
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);
    // Ending it again, or another account's session, or a made-up id: 404.
    expect((await laptop.post(`${SESSIONS}${other.id}/logout/`)).statusCode).toBe(404);
    const sam = await browser('sam', FIREFOX_LINUX);
    const samSession = (await sessionsOf(sam))[0]!;
    expect((await laptop.post(`${SESSIONS}${samSession.id}/logout/`)).statusCode).toBe(404);
    expect((await sessionsOf(sam)).length).toBeGreaterThan(0);
    expect((await laptop.post(`${SESSIONS}not%20an%20id/logout/`)).statusCode).toBe(404);
  });

  it('ends every other session and keeps this one', async () => {
    const here = await browser('pat', FIREFOX_LINUX);
    const others = [await browser('pat', CHROME_MAC), await browser('pat', CHROME_MAC)];
    const answer = await here.post(`${SESSIONS}logout_others/`);
    expect(answer.statusCode, answer.body).toBe(200);
    for (const other of others) expect((await other.get(SESSIONS)).statusCode).toBe(401);
    expect((await sessionsOf(here)).map((s) => s.current)).toEqual([true]);
  });
});

describe('changing the password', () => {
  it('needs the current password; a weak or mismatched new one is refused by field', async () => {
    const client = await browser('sara', FIREFOX_LINUX);
    const wrong = await client.post(CHANGE, {
      old_password: 'nope',
      new_password1: 'a new pass',
      new_password2: 'a new pass',
    });
    expect([wrong.statusCode, wrong.json().error_id]).toEqual([400, 'invalid_credentials']);
    const short = await client.post(CHANGE, {
      old_password: 'password1',
      new_password1: 'short',
      new_password2: 'short',
    });
    expect([short.statusCode, Object.keys(short.json().fields)]).toEqual([400, ['new_password1']]);
    const mismatch = await client.post(CHANGE, {
      old_password: 'password1',
      new_password1: 'a new pass',
      new_password2: 'another pass',
    });
    expect([mismatch.statusCode, Object.keys(mismatch.json().fields)]).toEqual([400, ['new_password2']]);
    const still = await new TestClient(server.app).post(LOGIN, { username: 'sara', password: 'password1' });
    expect(still.statusCode).toBe(200);
  });

  it('sets the new password and ends every other session, not this one', async () => {
    const here = await browser('sam', FIREFOX_LINUX);
    const other = await browser('sam', CHROME_MAC);
    const otherSocket = await connectRealtime(base, cookieOf(other));
    const answer = await here.post(CHANGE, {
      old_password: 'password1',
      new_password1: 'a brand new one',
      new_password2: 'a brand new one',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await otherSocket.closed).code).toBe(CLOSE_CODES.loggedOut);
    expect((await other.get(SESSIONS)).statusCode).toBe(401);
    expect((await sessionsOf(here)).length).toBe(1);
    const old = await new TestClient(server.app).post(LOGIN, { username: 'sam', password: 'password1' });
    expect(old.json().error_id).toBe('invalid_credentials');
    await browser('sam', CHROME_MAC, 'a brand new one');
  });

  it('is limited per account: after the attempts, even the right password waits', async () => {
    const client = await browser('ola', FIREFOX_LINUX);
    const form = { old_password: 'wrong', new_password1: 'a new pass', new_password2: 'a new pass' };
    for (let i = 0; i < PASSWORD_CHANGE_ATTEMPTS; i += 1) {
      expect((await client.post(CHANGE, form)).statusCode).toBe(400);
    }
    // Another session of the same account is held back too.
    const other = await browser('ola', CHROME_MAC);
    const refused = await other.post(CHANGE, { ...form, old_password: 'password1' });
    expect([refused.statusCode, refused.json().error_id]).toEqual([429, 'rate_limited']);
  });
});
