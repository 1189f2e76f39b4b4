import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS, type RealtimeServerEvent } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { jpeg, makePost, makeUser } from '../../test-support/fixtures.js';
import { uploadAll } from '../../test-support/upload-test-kit.js';
import { makeStory } from '../../test-support/story-fixtures.js';
import { connectRealtime, type RealtimeTestSocket } from '../../test-support/realtime-client.js';

// The activity badge over a real socket (docs/behaviour/activity.md#the-badge): an action announces
// the recipient's new count once it has committed; undoing it announces the lower count.

let server: TestServer;
let base: string;
let postId = 0;
const clients: Record<string, TestClient> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  for (const name of ['ab_owner', 'ab_fan', 'ab_closed']) {
    ids[name] = (await makeUser(db, name, { isPrivate: name === 'ab_closed' })).id;
    clients[name] = new TestClient(server.app);
    await clients[name].login(name, 'password1');
  }
  postId = (await makePost(db, storage, ids.ab_owner!, Date.now())).id;
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server.close());

async function socketOf(name: string): Promise<RealtimeTestSocket> {
  return connectRealtime(base, `sessionid=${clients[name]!.cookie('sessionid')}`);
}

const badge = (count: number) => (event: RealtimeServerEvent) =>
  event.type === 'activity-badge' && event.count === count;

describe('the activity badge in real time', () => {
  it('rises with a like and falls with the unlike, on the recipient only', async () => {
    const owner = await socketOf('ab_owner');
    const fan = await socketOf('ab_fan');
    await clients.ab_fan!.post(`/api/v1/web/likes/${postId}/like/`);
    expect(await owner.next(badge(1))).toEqual({ type: 'activity-badge', count: 1 });
    await clients.ab_fan!.post(`/api/v1/web/likes/${postId}/unlike/`);
    expect(await owner.next(badge(0))).toEqual({ type: 'activity-badge', count: 0 });
    await expect(fan.next((event) => event.type === 'activity-badge', 300)).rejects.toThrow();
    owner.close();
    fan.close();
  });

  it('announces a new post to the person its caption mentions, once the post is published', async () => {
    const fan = await socketOf('ab_fan');
    const { unread_count } = (await clients.ab_fan!.get('/api/v1/activity/badge/')).json();
    const uploadId = `${Date.now()}77`;
    await uploadAll(clients.ab_owner!, uploadId, await jpeg(64, 64));
    const published = await clients.ab_owner!.post('/api/v1/media/configure/', {
      upload_id: uploadId,
      caption: 'sunset with @ab_fan',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await fan.next(badge(unread_count + 1))).toEqual({ type: 'activity-badge', count: unread_count + 1 });
    await clients.ab_fan!.post('/api/v1/activity/seen/');
    fan.close();
  });

  it("announces a story reply to the story's owner, and its unsending", async () => {
    const owner = await socketOf('ab_owner');
    await clients.ab_owner!.post('/api/v1/activity/seen/');
    const storyId = await makeStory(server.deps.db, ids.ab_owner!);
    const reply = await clients.ab_fan!.post('/api/v1/direct_v2/threads/broadcast/reel_share/', {
      recipient_users: JSON.stringify([String(ids.ab_owner)]),
      client_context: `reply-${Date.now()}`,
      media_id: storyId,
      text: 'lovely',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await owner.next(badge(1))).toEqual({ type: 'activity-badge', count: 1 });
    const { thread_id: threadId, item } = reply.json().items[0];
    await clients.ab_fan!.post(`/api/v1/direct_v2/threads/${threadId}/items/${item.item_id}/delete/`);
    expect(await owner.next(badge(0))).toEqual({ type: 'activity-badge', count: 0 });
    owner.close();
  });

  it('announces a follow request from GraphQL, and its answer to the one who asked', async () => {
    const closed = await socketOf('ab_closed');
    const fan = await socketOf('ab_fan');
    const response = await clients.ab_fan!.graphql(DOC_IDS.CreateFriendship, {
      input: { target_user_id: String(ids.ab_closed), container_module: 'profile', nav_chain: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(await closed.next(badge(1))).toEqual({ type: 'activity-badge', count: 1 });
    await clients.ab_closed!.post(`/api/v1/friendships/approve/${ids.ab_fan}/`);
    // The request became a new follower: still one unread for the owner; the asker hears of it.
    expect(await fan.next((event) => event.type === 'activity-badge')).toEqual({ type: 'activity-badge', count: 1 });
    closed.close();
    fan.close();
  });
});

describe('seen', () => {
  it("clears the badge in the person's other browsers at once, also for a notification dated ahead", async () => {
    const other = await socketOf('ab_owner');
    await server.deps.db
      .insertInto('notifications')
      .values({
        recipient_id: ids.ab_owner!,
        actor_id: ids.ab_fan!,
        kind: 'follow',
        subject: '',
        media_id: null,
        comment_id: null,
        created_at: Date.now() + 60 * 60 * 1000,
        withdrawn_at: null,
      })
      .execute();
    expect((await clients.ab_owner!.get('/api/v1/activity/badge/')).json().unread_count).toBeGreaterThan(0);
    await clients.ab_owner!.post('/api/v1/activity/seen/');
    expect(await other.next(badge(0))).toEqual({ type: 'activity-badge', count: 0 });
    expect((await clients.ab_owner!.get('/api/v1/activity/badge/')).json().unread_count).toBe(0);
    other.close();
  });
});
