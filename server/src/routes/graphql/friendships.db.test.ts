import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
let me: TestClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.deps;
  const viewer = await makeUser(db, 'me');
  const open = await makeUser(db, 'open');
  const closed = await makeUser(db, 'closed', { isPrivate: true });
  const fan = await makeUser(db, 'fan');
  const blocker = await makeUser(db, 'blocker');
  await makeFollow(db, open.id, viewer.id);
  await makeBlock(db, blocker.id, viewer.id);
  Object.assign(ids, { viewer: viewer.id, open: open.id, closed: closed.id, fan: fan.id, blocker: blocker.id });
  me = new TestClient(server.app);
  await me.login('me', 'password1');
});
afterAll(() => server.close());

type Change = { id: string; username: string; friendship_status: Record<string, boolean> };

async function mutate(name: 'CreateFriendship' | 'DestroyFriendship', userId: number | string) {
  const response = await me.graphql(DOC_IDS[name], {
    input: { target_user_id: String(userId), container_module: 'profile', nav_chain: '', client_mutation_id: '1' },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as {
    data: { xdt_create_friendship?: Change; xdt_destroy_friendship?: Change } | null;
    errors?: Array<{ extensions: { error_id: string } }>;
  };
  return {
    change: body.data?.xdt_create_friendship ?? body.data?.xdt_destroy_friendship ?? null,
    errors: (body.errors ?? []).map((e) => e.extensions.error_id),
  };
}

describe('follow and unfollow', () => {
  it('follows a public account (idempotently) and answers the friendship status', async () => {
    for (let i = 0; i < 2; i += 1) {
      const { change } = await mutate('CreateFriendship', ids.open!);
      expect(change).toEqual({
        id: String(ids.open),
        username: 'open',
        friendship_status: { following: true, outgoing_request: false, followed_by: true, is_bestie: false },
      });
    }
    const follows = await server.deps.db
      .selectFrom('follows')
      .selectAll()
      .where('follower_id', '=', ids.viewer!)
      .execute();
    expect(follows).toHaveLength(1);
    const { change } = await mutate('DestroyFriendship', ids.open!);
    expect(change?.friendship_status).toMatchObject({ following: false, followed_by: true });
  });

  it('asks to follow a private account, and unfollow withdraws the request', async () => {
    const { change } = await mutate('CreateFriendship', ids.closed!);
    expect(change?.friendship_status).toMatchObject({ following: false, outgoing_request: true });
    const profile = (await me.get('/api/v1/users/web_profile_info/?username=closed')).json().data.user;
    expect(profile.friendship_status).toMatchObject({ following: false, outgoing_request: true });
    const undone = await mutate('DestroyFriendship', ids.closed!);
    expect(undone.change?.friendship_status).toMatchObject({ following: false, outgoing_request: false });
    expect(await server.deps.db.selectFrom('follow_requests').selectAll().execute()).toEqual([]);
  });

  it('refuses unknown users, users hidden by a block, oneself, and logged-out callers', async () => {
    expect((await mutate('CreateFriendship', 999999)).errors).toEqual(['not_found']);
    expect((await mutate('CreateFriendship', ids.blocker!)).errors).toEqual(['not_found']);
    expect((await mutate('CreateFriendship', ids.viewer!)).errors).toEqual(['bad_request']);
    const anonymous = await new TestClient(server.app).graphql(DOC_IDS.CreateFriendship, {
      input: { target_user_id: String(ids.open), container_module: 'profile' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
