import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_TTL_MS } from '../../policy/stories.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makeUser } from '../../test-support/fixtures.js';
import { makeStory } from '../../test-support/story-fixtures.js';

// The viewers list of a story is its owner's alone; to anyone else every story id answers exactly
// like an id no story has, so trying ids reveals nothing (docs/behaviour/stories.md#viewer).
let server: TestServer;
let asker: TestClient;
let ownerClient: TestClient;
const stories: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.deps;
  const [me, open, closed, blocker] = [
    await makeUser(db, 'vasker'),
    await makeUser(db, 'vopen'),
    await makeUser(db, 'vclosed', { isPrivate: true }),
    await makeUser(db, 'vblocker'),
  ];
  await makeFollow(db, me.id, open.id);
  await makeFollow(db, me.id, blocker.id);
  stories.privateAccount = await makeStory(db, closed.id);
  stories.closeFriends = await makeStory(db, open.id, { audience: 'close_friends' });
  stories.expired = await makeStory(db, open.id, { ageMs: STORY_TTL_MS * 2 });
  stories.blocked = await makeStory(db, blocker.id);
  await makeBlock(db, blocker.id, me.id);
  // One the asker may watch: still not theirs to list.
  stories.watchable = await makeStory(db, open.id);
  asker = new TestClient(server.app);
  await asker.login('vasker', 'password1');
  ownerClient = new TestClient(server.app);
  await ownerClient.login('vopen', 'password1');
});
afterAll(() => server.close());

const viewersOf = (client: TestClient, id: string) => client.get(`/api/v1/media/${id}/list_reel_media_viewer/`);

describe('list_reel_media_viewer for a story that is not the caller\u2019s', () => {
  it('answers every hidden story exactly like an id no story has', async () => {
    const { n } = await server.deps.db
      .selectFrom('stories')
      .select((eb) => eb.fn.max('id').as('n'))
      .executeTakeFirstOrThrow();
    const unknown = await viewersOf(asker, String(Number(n) + 1000));
    expect(unknown.statusCode).toBe(404);
    expect((await viewersOf(asker, 'not-an-id')).body).toBe(unknown.body);
    for (const [kind, id] of Object.entries(stories)) {
      const answer = await viewersOf(asker, id);
      expect({ kind, status: answer.statusCode, body: answer.body }).toEqual({
        kind,
        status: unknown.statusCode,
        body: unknown.body,
      });
    }
  });

  it('still answers the owner, for a current and an expired story', async () => {
    for (const id of [stories.watchable!, stories.expired!, stories.closeFriends!]) {
      const answer = await viewersOf(ownerClient, id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ users: [], user_count: 0, status: 'ok' });
    }
  });
});
