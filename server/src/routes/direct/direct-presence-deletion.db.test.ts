import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeFollow } from '../../test-support/fixtures.js';
import { TestClient } from '../../test-support/test-client.js';
import { DIRECT, person, sent, type Person } from '../../test-support/direct-kit.js';

// get_presence leaves out an account awaiting deletion, hidden from everyone until its owner logs
// in again (docs/behaviour/direct.md#presence-on-the-server,
// docs/behaviour/own-data.md#during-the-grace-period).
let server: TestServer;
let ann: Person;
let ben: Person;
beforeAll(async () => {
  server = await createTestServer();
  [ann, ben] = [await person(server, 'presann'), await person(server, 'presben')];
  await makeFollow(server.deps.db, ben.id, ann.id);
  await makeFollow(server.deps.db, ann.id, ben.id);
  const { threadId } = await sent(ann, { users: [ben.idText] }, 'hello');
  await sent(ben, { threads: [threadId] }, 'hello back');
});
afterAll(() => server.close());

async function presenceSeenBy(viewer: TestClient) {
  const response = await viewer.get(`${DIRECT}/get_presence/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().user_presence as Record<string, { is_active: boolean; last_activity_at_ms: number }>;
}

describe('get_presence and an account awaiting deletion', () => {
  it('lists the account before, leaves it out while it awaits deletion, and lists it again once it logs in', async () => {
    expect((await presenceSeenBy(ann.client))[ben.idText]).toMatchObject({ is_active: true });

    const asked = await ben.client.post('/api/v1/web/accounts/request_deletion/', { password: 'password1' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await presenceSeenBy(ann.client))[ben.idText]).toBeUndefined();

    // Logging in cancels the deletion: the account is back, and so is its presence.
    const back = new TestClient(server.app);
    await back.login(ben.username, 'password1');
    expect((await presenceSeenBy(ann.client))[ben.idText]).toBeDefined();
  });
});
