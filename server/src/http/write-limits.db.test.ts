import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { makeUser } from '../test-support/fixtures.js';
import { registeredRoutes } from '../test-support/registered-routes.js';
import { ANONYMOUS_WRITES_PER_MINUTE, WRITES_PER_MINUTE, writeKeyOf } from './write-limits.js';

// Every write has a ceiling (docs/security.md#limits-on-writes): past it, any write route answers
// 429 before its body is read, per account or, without a session, per source address.

let server: TestServer;
let writer: TestClient;
let writerId = 0;

beforeAll(async () => {
  server = await createTestServer();
  writerId = (await makeUser(server.deps.db, 'busy')).id;
  writer = new TestClient(server.app);
  await writer.login('busy', 'password1');
});
afterAll(() => server.close());

/** Sets a write window as if that many writes were just made. */
const setWindow = (key: string, attempts: number) =>
  server.deps.db
    .insertInto('rate_limit_windows')
    .values({ limit_key: key, window_start: Date.now(), attempts })
    .onConflict((oc) => oc.column('limit_key').doUpdateSet({ window_start: Date.now(), attempts }))
    .execute();

/** Every registered write route, its parameters filled in. */
const writeRoutes = () =>
  registeredRoutes(server.app)
    .filter((route) => route.method === 'POST')
    .map((route) => route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x'));

describe('the ceiling on writes', () => {
  it('an account past its writes of the minute is refused on every write route but logout', async () => {
    await setWindow(writeKeyOf({ id: writerId }, '127.0.0.1'), WRITES_PER_MINUTE);
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const passed: string[] = [];
    for (const url of routes) {
      if (url.includes('/logout/')) continue;
      const response = await writer.post(url, {});
      if (response.statusCode !== 429) passed.push(`${url} answered ${response.statusCode}`);
      else if (!(Number(response.headers['retry-after']) > 0)) passed.push(`${url} gave no Retry-After`);
    }
    expect(passed).toEqual([]);
    // Leaving always works.
    expect((await writer.post('/api/v1/web/accounts/logout/ajax/', {})).statusCode).toBe(200);
  });

  it('a source address without a session is refused past its own ceiling', async () => {
    await setWindow(writeKeyOf(null, '127.0.0.1'), ANONYMOUS_WRITES_PER_MINUTE);
    const visitor = new TestClient(server.app);
    const passed: string[] = [];
    for (const url of writeRoutes()) {
      if (url.includes('/logout/')) continue;
      const response = await visitor.post(url, {});
      if (response.statusCode !== 429) passed.push(`${url} answered ${response.statusCode}`);
    }
    expect(passed).toEqual([]);
  });

  it('counts each write once: the last allowed one passes, the next is refused', async () => {
    await setWindow(writeKeyOf(null, '127.0.0.1'), 0);
    const user = await makeUser(server.deps.db, 'steady');
    const client = new TestClient(server.app);
    await client.login('steady', 'password1');
    await setWindow(writeKeyOf(user, '127.0.0.1'), WRITES_PER_MINUTE - 1);
    const settings = { appearance: 'dark' };
    expect((await client.post('/api/v1/accounts/set_appearance/', settings)).statusCode).toBe(200);
    expect((await client.post('/api/v1/accounts/set_appearance/', settings)).statusCode).toBe(429);
    // Reading is not writing.
    expect((await client.get('/api/v1/accounts/preferences/')).statusCode).toBe(200);
  });
});
