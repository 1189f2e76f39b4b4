import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makeUser } from '../../test-support/fixtures.js';
import { createAccount } from '../../domain/accounts/sign-up.js';
import { editProfile } from '../../domain/users/profile-edit.js';
import { CANDIDATE_LIMIT } from '../../domain/search/text-index.js';

let server: TestServer;
let viewer: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.deps;
  // More accounts starting with "lin" than one index lookup returns, all sorting (and created)
  // before the one the viewer follows.
  for (let i = 0; i <= CANDIDATE_LIMIT + 10; i++) await makeUser(db, `lin${String(i).padStart(4, '0')}`);
  const friend = await makeUser(db, 'linzz_friend');
  const me = await makeUser(db, 'rankviewer');
  await makeFollow(db, me.id, friend.id);
  // Names with capitals outside ASCII, written by the app's own writers (sign-up, profile edit).
  await createAccount(db, {
    username: 'elodie_d',
    email: 'e@example.com',
    fullName: 'Élodie Dupont',
    password: 'x1234567',
  });
  await createAccount(db, {
    username: 'maria_i',
    email: 'm@example.com',
    fullName: 'Мария Иванова',
    password: 'x1234567',
  });
  const wide = await makeUser(db, 'wide_fan');
  await editProfile(db, wide, { full_name: 'ＬＵＭＥＮ Ｆａｎ' });
  viewer = new TestClient(server.app);
  await viewer.login('rankviewer', 'password1');
});
afterAll(() => server.close());

const usernames = async (client: TestClient, query: string) =>
  (
    (await client.get(`/api/v1/web/search/topsearch/?query=${encodeURIComponent(query)}`)).json().users as Array<{
      user: { username: string };
    }>
  ).map((u) => u.user.username);

describe('ranking people (docs/behaviour/search.md#ranking-people)', () => {
  it('considers an account the viewer follows even when more others match than one index lookup returns', async () => {
    const found = await usernames(viewer, 'lin');
    expect(found[0]).toBe('linzz_friend');
    expect(found).toHaveLength(20);
    // Someone who does not follow it gets the first prefixes instead.
    expect(await usernames(new TestClient(server.app), 'lin')).not.toContain('linzz_friend');
  });

  it('keeps each account’s follower count from the follows table, through follows and unfollows', async () => {
    const { db } = server.deps;
    const target = await makeUser(db, 'countme');
    const fans = await Promise.all(['fan_a', 'fan_b', 'fan_c'].map((name) => makeUser(db, name)));
    for (const fan of fans) await makeFollow(db, fan.id, target.id);
    await db.deleteFrom('follows').where('follower_id', '=', fans[0]!.id).execute();
    const mismatched = await sql<{ id: number }>`select id from users
      where follower_count <> (select count(*) from follows where followee_id = users.id)`.execute(db);
    expect(mismatched.rows).toEqual([]);
    const answer = (await viewer.get('/api/v1/web/search/topsearch/?query=countme')).json();
    expect(answer.users[0].user).toMatchObject({ username: 'countme', follower_count: 2 });
  });
});

describe('case outside ASCII (docs/behaviour/search.md#indexes)', () => {
  it('finds full names by prefix and by substring whatever their case, on both databases', async () => {
    const visitor = new TestClient(server.app);
    // One and two characters use the prefix index; three or more the substring one too.
    expect(await usernames(visitor, 'é')).toContain('elodie_d');
    expect(await usernames(visitor, 'ÉL')).toContain('elodie_d');
    expect(await usernames(visitor, 'dupont')).toContain('elodie_d');
    expect(await usernames(visitor, 'ма')).toContain('maria_i');
    expect(await usernames(visitor, 'ИВАН')).toContain('maria_i');
    expect(await usernames(visitor, 'ｌｕ')).toContain('wide_fan');
    expect(await usernames(visitor, 'ｆａｎ')).toContain('wide_fan');
  });
});
