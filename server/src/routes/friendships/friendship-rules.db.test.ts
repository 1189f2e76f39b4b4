import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOC_IDS,
  statusAfterBlock,
  statusAfterFollowAnswer,
  type FollowAnswer,
  type FriendshipStatus,
} from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeUser } from '../../test-support/fixtures.js';

// The server builds statuses with the rules of shared-contracts, so what the clients predict with
// the same rules (optimistically) is what the server answers afterwards.

let server: TestServer;
const ids: Record<string, number> = {};
const clients: Record<string, TestClient> = {};
const NAMES = ['viewer', 'shy', 'open', 'closed', 'friend', 'suitor', 'idol'] as const;
type Name = (typeof NAMES)[number];

beforeAll(async () => {
  server = await createTestServer();
  for (const name of NAMES)
    ids[name] = (await makeUser(server.deps.db, name, { isPrivate: ['viewer', 'shy', 'closed'].includes(name) })).id;
  for (const name of NAMES) {
    clients[name] = new TestClient(server.app);
    await clients[name].login(name, 'password1');
  }
});
afterAll(() => server.close());

const c = (name: Name) => clients[name]!;

async function statusOf(viewer: Name, target: Name): Promise<FriendshipStatus> {
  const response = await c(viewer).get(`/api/v1/users/web_profile_info/?username=${target}`);
  expect(response.statusCode).toBe(200);
  return response.json().data.user.friendship_status;
}

async function act(viewer: Name, action: string, target: Name): Promise<FriendshipStatus> {
  const response = await c(viewer).post(`/api/v1/friendships/${action}/${ids[target]}/`);
  expect(response.statusCode).toBe(200);
  return response.json().friendship_status;
}

async function followCall(viewer: Name, target: Name, follow: boolean): Promise<FollowAnswer> {
  const response = await c(viewer).graphql(DOC_IDS[follow ? 'CreateFriendship' : 'DestroyFriendship'], {
    input: { target_user_id: String(ids[target]), container_module: 'profile', nav_chain: '' },
  });
  const data = response.json().data;
  return (data.xdt_create_friendship ?? data.xdt_destroy_friendship).friendship_status;
}

async function mute(viewer: Name, target: Name): Promise<void> {
  const response = await c(viewer).post('/api/v1/friendships/mute_posts_or_story_from_follow/', {
    user_id: String(ids[target]),
    posts: 'true',
    story: 'false',
  });
  expect(response.statusCode).toBe(200);
}

describe('the status after a block is statusAfterBlock(before)', () => {
  it('with follows both ways, favourite, close friend, mute and restrict', async () => {
    await followCall('viewer', 'friend', true);
    await followCall('friend', 'viewer', true);
    await act('viewer', 'approve', 'friend');
    await act('viewer', 'add_favorite', 'friend');
    await act('viewer', 'add_bestie', 'friend');
    await mute('viewer', 'friend');
    await act('viewer', 'restrict', 'friend');
    const before = await statusOf('viewer', 'friend');
    expect(before).toMatchObject({
      following: true,
      followed_by: true,
      is_feed_favorite: true,
      is_bestie: true,
      muting: true,
      is_restricted: true,
    });
    const after = await act('viewer', 'block', 'friend');
    expect(after).toEqual(statusAfterBlock(before));
    expect(await statusOf('viewer', 'friend')).toEqual(after);
  });

  it('with follow requests pending both ways', async () => {
    await followCall('viewer', 'shy', true);
    await followCall('shy', 'viewer', true);
    const before = await statusOf('viewer', 'shy');
    expect(before).toMatchObject({ outgoing_request: true, incoming_request: true, is_viewer_unconnected: false });
    const after = await act('viewer', 'block', 'shy');
    expect(after).toEqual(statusAfterBlock(before));
    expect(after.is_viewer_unconnected).toBe(true);
  });
});

describe('the status after a follow or unfollow is statusAfterFollowAnswer(before, answer)', () => {
  it('follows a public account that follows back', async () => {
    await followCall('open', 'viewer', true);
    await act('viewer', 'approve', 'open');
    await mute('viewer', 'open');
    const before = await statusOf('viewer', 'open');
    const answer = await followCall('viewer', 'open', true);
    expect(answer).toMatchObject({ following: true, followed_by: true });
    expect(await statusOf('viewer', 'open')).toEqual(statusAfterFollowAnswer(before, answer));
  });

  it('asks to follow a private account: a pending request is a connection', async () => {
    const before = await statusOf('viewer', 'closed');
    expect(before.is_viewer_unconnected).toBe(true);
    const answer = await followCall('viewer', 'closed', true);
    expect(answer).toMatchObject({ following: false, outgoing_request: true });
    const after = await statusOf('viewer', 'closed');
    expect(after).toEqual(statusAfterFollowAnswer(before, answer));
    expect(after.is_viewer_unconnected).toBe(false);
  });

  it('unfollows a favourite: the favourite and close-friend flags go with the follow', async () => {
    await followCall('viewer', 'idol', true);
    await act('viewer', 'add_favorite', 'idol');
    await act('viewer', 'add_bestie', 'idol');
    const before = await statusOf('viewer', 'idol');
    expect(before).toMatchObject({ following: true, is_feed_favorite: true, is_bestie: true });
    const answer = await followCall('viewer', 'idol', false);
    expect(await statusOf('viewer', 'idol')).toEqual(statusAfterFollowAnswer(before, answer));
  });

  it('lists a requester as connected to the account they asked', async () => {
    await followCall('suitor', 'viewer', true);
    const pending = (await c('viewer').get('/api/v1/friendships/pending/')).json();
    const suitor = pending.users.find((u: { username: string }) => u.username === 'suitor');
    expect(suitor.friendship_status).toMatchObject({ incoming_request: true, is_viewer_unconnected: false });
  });
});
