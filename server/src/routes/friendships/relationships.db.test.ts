import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { feedPage, labelOf } from '../../test-support/feed-client.js';
import { makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { addSupervision } from '../../domain/users/supervision.js';
import { assertCanMessage } from '../../policy/direct-writing.js';

let server: TestServer;
const ids: Record<string, number> = {};
const clients: Record<string, TestClient> = {};

const NAMES = ['me', 'closed', 'asker', 'asker2', 'pal', 'foe', 'parent', 'kid', 'noisy', 'rude', 'deep'] as const;
type Name = (typeof NAMES)[number];

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.deps;
  for (const name of NAMES)
    ids[name] = (await makeUser(db, name, { isPrivate: name === 'closed' || name === 'me' })).id;
  for (const name of NAMES) {
    clients[name] = new TestClient(server.app);
    await clients[name].login(name, 'password1');
  }
});
afterAll(() => server.close());

const c = (name: Name) => clients[name]!;
const id = (name: Name) => ids[name]!;

async function follow(who: Name, target: Name) {
  const response = await c(who).graphql(DOC_IDS.CreateFriendship, {
    input: { target_user_id: String(id(target)), container_module: 'profile', nav_chain: '' },
  });
  return response.json().data.xdt_create_friendship as { friendship_status: Record<string, boolean> };
}

async function statusOf(viewer: Name, target: Name) {
  const response = await c(viewer).get(`/api/v1/users/web_profile_info/?username=${target}`);
  return response.statusCode === 200 ? response.json().data.user : { statusCode: response.statusCode };
}

describe('follow requests', () => {
  it('a follow of a private account is a request the owner approves or declines', async () => {
    expect((await follow('asker', 'me')).friendship_status).toMatchObject({ following: false, outgoing_request: true });
    expect((await follow('asker2', 'me')).friendship_status).toMatchObject({ outgoing_request: true });
    // A pending request grants nothing yet.
    expect((await c('asker').get(`/api/v1/feed/user/${id('me')}/`)).statusCode).toBe(403);
    expect((await statusOf('me', 'me')).pending_follow_request_count).toBe(2);

    const pending = (await c('me').get('/api/v1/friendships/pending/')).json();
    expect(pending.users.map((u: { username: string }) => u.username)).toEqual(['asker2', 'asker']);
    expect(pending.users[0].friendship_status).toMatchObject({ incoming_request: true });

    const approved = await c('me').post(`/api/v1/friendships/approve/${id('asker')}/`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().friendship_status).toMatchObject({ followed_by: true, incoming_request: false });
    expect((await c('asker').get(`/api/v1/feed/user/${id('me')}/`)).statusCode).toBe(200);
    expect((await statusOf('asker', 'me')).friendship_status).toMatchObject({
      following: true,
      outgoing_request: false,
    });

    const declined = await c('me').post(`/api/v1/friendships/ignore/${id('asker2')}/`);
    expect(declined.json().friendship_status).toMatchObject({ followed_by: false, incoming_request: false });
    expect((await statusOf('asker2', 'me')).friendship_status).toMatchObject({
      following: false,
      outgoing_request: false,
    });
    expect((await c('me').get('/api/v1/friendships/pending/')).json().users).toEqual([]);

    // No request to answer: 404, and nothing is written.
    const again = await c('me').post(`/api/v1/friendships/approve/${id('asker2')}/`);
    expect(again.statusCode).toBe(404);
    expect((await statusOf('asker2', 'me')).friendship_status.following).toBe(false);
    expect((await new TestClient(server.app).post(`/api/v1/friendships/approve/${id('asker')}/`)).statusCode).toBe(401);
  });

  it('removes a follower', async () => {
    const removed = await c('me').post(`/api/v1/friendships/remove_follower/${id('asker')}/`);
    expect(removed.json().friendship_status.followed_by).toBe(false);
    expect((await c('asker').get(`/api/v1/feed/user/${id('me')}/`)).statusCode).toBe(403);
  });

  it('going public approves every pending request', async () => {
    await follow('asker2', 'closed');
    const edited = await c('closed').post('/api/v1/web/accounts/edit/', { is_private: 'false' });
    expect(edited.json().user).toMatchObject({ is_private: false, follower_count: 1 });
    expect((await statusOf('asker2', 'closed')).friendship_status).toMatchObject({ following: true });
  });
});

describe('block', () => {
  it('removes follows and requests both ways, hides both profiles, and unblocks', async () => {
    const { db } = server.deps;
    await makeFollow(db, id('pal'), id('foe'));
    await makeFollow(db, id('foe'), id('pal'));
    await db.updateTable('follows').set({ is_bestie: 1 }).where('follower_id', '=', id('pal')).execute();
    await follow('foe', 'me');
    const blocked = await c('pal').post(`/api/v1/friendships/block/${id('foe')}/`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().friendship_status).toMatchObject({ blocking: true, following: false, followed_by: false });
    const left = await db
      .selectFrom('follows')
      .selectAll()
      .where((eb) => eb.or([eb('follower_id', '=', id('foe')), eb('followee_id', '=', id('foe'))]))
      .execute();
    expect(left).toEqual([]);
    // foe's request to `me` is untouched: only the pair's own rows go.
    expect(
      (await c('me').get('/api/v1/friendships/pending/')).json().users.map((u: { username: string }) => u.username),
    ).toEqual(['foe']);
    await c('me').post(`/api/v1/friendships/block/${id('foe')}/`);
    expect((await c('me').get('/api/v1/friendships/pending/')).json().users).toEqual([]);

    expect((await statusOf('foe', 'pal')).statusCode).toBe(404);
    // The blocker still gets the header, where Unblock is.
    expect((await statusOf('pal', 'foe')).friendship_status).toMatchObject({ blocking: true, following: false });
    // Following a blocked account fails like a missing one.
    const refused = await c('foe').graphql(DOC_IDS.CreateFriendship, {
      input: { target_user_id: String(id('pal')), container_module: 'profile', nav_chain: '' },
    });
    expect(refused.json().errors[0].extensions.error_id).toBe('not_found');
    await expect(assertCanMessage(db, id('foe'), [id('pal')])).rejects.toMatchObject({ statusCode: 403 });
    await expect(assertCanMessage(db, id('pal'), [id('foe')])).rejects.toMatchObject({ statusCode: 403 });
    await expect(assertCanMessage(db, id('pal'), [id('me')])).resolves.toBeUndefined();

    expect((await c('pal').post(`/api/v1/friendships/block/${id('pal')}/`)).statusCode).toBe(400);
    const unblocked = await c('pal').post(`/api/v1/friendships/unblock/${id('foe')}/`);
    expect(unblocked.json().friendship_status).toMatchObject({ blocking: false, following: false });
    expect((await statusOf('foe', 'pal')).username).toBe('pal');
    await c('me').post(`/api/v1/friendships/unblock/${id('foe')}/`);
  });

  it('is refused between a supervisor and the account they supervise, changing nothing', async () => {
    const { db } = server.deps;
    await addSupervision(db, id('parent'), id('kid'));
    await makeFollow(db, id('kid'), id('parent'));
    expect((await statusOf('parent', 'kid')).supervision_info).toEqual({
      is_guardian_of_viewer: false,
      is_supervised_by_viewer: true,
    });
    expect((await statusOf('kid', 'parent')).supervision_info).toEqual({
      is_guardian_of_viewer: true,
      is_supervised_by_viewer: false,
    });
    for (const [who, target] of [
      ['parent', 'kid'],
      ['kid', 'parent'],
    ] as const) {
      const response = await c(who).post(`/api/v1/friendships/block/${id(target)}/`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: 'fail',
        error_id: 'forbidden',
        message: 'To block them you must first remove supervision.',
      });
    }
    expect(
      await db
        .selectFrom('blocks')
        .selectAll()
        .where('blocker_id', 'in', [id('parent'), id('kid')])
        .execute(),
    ).toEqual([]);
    expect((await statusOf('kid', 'parent')).friendship_status.following).toBe(true);
  });
});

describe('mute', () => {
  it('mutes posts and story separately; muted posts leave the home feed', async () => {
    const { db, storage } = server.deps;
    await makeFollow(db, id('deep'), id('noisy'));
    await makePost(db, storage, id('noisy'), Date.now() - 1000, 'noisy says hi');
    const captions = async () =>
      (await feedPage(c('deep'), { variant: 'following', first: 10 })).edges.map((e) => labelOf(e.node));
    expect(await captions()).toContain('noisy says hi');

    const mute = (path: string, form: Record<string, string>) =>
      c('deep').post(`/api/v1/friendships/${path}/`, { user_id: String(id('noisy')), ...form });
    const storyOnly = await mute('mute_posts_or_story_from_follow', { posts: 'false', story: 'true' });
    expect(storyOnly.json()).toMatchObject({
      mute_options: { posts: false, story: true },
      friendship_status: { muting: true },
    });
    expect(await captions()).toContain('noisy says hi');

    const posts = await mute('mute_posts_or_story_from_follow', { posts: 'true', story: 'false' });
    expect(posts.json().mute_options).toEqual({ posts: true, story: true });
    expect(await captions()).not.toContain('noisy says hi');
    expect((await statusOf('deep', 'noisy')).mute_options).toEqual({ posts: true, story: true });
    // The profile itself still shows the posts.
    expect((await c('deep').get(`/api/v1/feed/user/${id('noisy')}/`)).json().items).toHaveLength(1);

    const unmuteStory = await mute('unmute_posts_or_story_from_follow', { posts: 'false', story: 'true' });
    expect(unmuteStory.json().mute_options).toEqual({ posts: true, story: false });
    const unmutePosts = await mute('unmute_posts_or_story_from_follow', { posts: 'true' });
    expect(unmutePosts.json()).toMatchObject({
      mute_options: { posts: false, story: false },
      friendship_status: { muting: false },
    });
    expect(await captions()).toContain('noisy says hi');
    expect(await db.selectFrom('mutes').selectAll().where('user_id', '=', id('deep')).execute()).toEqual([]);

    const nothing = await mute('mute_posts_or_story_from_follow', { posts: 'false', story: 'false' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error_id).toBe('validation_failed');
  });
});

describe('restrict', () => {
  it('covers the restricted user’s new comments until the post owner approves them', async () => {
    const { db, storage } = server.deps;
    const post = await makePost(db, storage, id('pal'), Date.now(), 'pal post');
    const restricted = await c('pal').post(`/api/v1/friendships/restrict/${id('rude')}/`);
    expect(restricted.json().friendship_status.is_restricted).toBe(true);

    const added = await c('rude').post(`/api/v1/web/comments/${post.id}/add/`, { comment_text: 'hmm' });
    expect(added.json().comment).toMatchObject({ is_covered: true });
    const commentId = added.json().id as string;
    const textsFor = async (who: Name) =>
      (await c(who).get(`/api/v1/media/${post.id}/comments/`)).json().comments.map((x: { text: string }) => x.text);
    expect(await textsFor('deep')).toEqual([]);
    expect(await textsFor('pal')).toEqual(['hmm']);
    expect(await textsFor('rude')).toEqual(['hmm']);
    const countOf = async () =>
      (await db.selectFrom('media').select('comment_count').where('id', '=', post.id).executeTakeFirstOrThrow())
        .comment_count;
    expect(await countOf()).toBe(0);

    // Only the post owner approves.
    expect((await c('rude').post(`/api/v1/web/comments/${post.id}/approve/${commentId}/`)).statusCode).toBe(404);
    expect((await c('deep').post(`/api/v1/web/comments/${post.id}/approve/${commentId}/`)).statusCode).toBe(404);
    const approved = await c('pal').post(`/api/v1/web/comments/${post.id}/approve/${commentId}/`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().comment).toMatchObject({ text: 'hmm', is_covered: false });
    expect(await textsFor('deep')).toEqual(['hmm']);
    expect(await countOf()).toBe(1);
    await c('pal').post(`/api/v1/web/comments/${post.id}/approve/${commentId}/`);
    expect(await countOf()).toBe(1);

    const unrestricted = await c('pal').post(`/api/v1/friendships/unrestrict/${id('rude')}/`);
    expect(unrestricted.json().friendship_status.is_restricted).toBe(false);
    const later = await c('rude').post(`/api/v1/web/comments/${post.id}/add/`, { comment_text: 'ok then' });
    expect(later.json().comment.is_covered).toBe(false);
  });

  it('hides the restricter’s read status from the restricted user in the inbox', async () => {
    const { db } = server.deps;
    await c('pal').post(`/api/v1/friendships/restrict/${id('rude')}/`);
    const thread = await db
      .insertInto('direct_threads')
      .values({ title: '', is_group: 0, created_by: id('pal'), created_at: 1000, last_activity_at: 5000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('direct_thread_members')
      .values(
        [id('pal'), id('rude')].map((user) => ({
          thread_id: thread.id,
          user_id: user,
          folder: 0,
          pending: 0,
          is_admin: 0,
          last_seen_at: 5000,
        })),
      )
      .execute();
    const rudeView = (await c('rude').get('/api/v1/direct_v2/inbox/')).json().inbox.threads[0];
    expect(rudeView.presence_hidden_user_ids).toEqual([String(id('pal'))]);
    expect(Object.keys(rudeView.last_seen_at)).toEqual([String(id('rude'))]);
    const palView = (await c('pal').get('/api/v1/direct_v2/inbox/')).json().inbox.threads[0];
    expect(palView.presence_hidden_user_ids).toEqual([]);
    expect(Object.keys(palView.last_seen_at).sort()).toEqual([String(id('pal')), String(id('rude'))].sort());
  });
});

describe('close friends and favourites', () => {
  it('need a follow, and are listed', async () => {
    const refused = await c('deep').post(`/api/v1/friendships/add_bestie/${id('pal')}/`);
    expect(refused.statusCode).toBe(400);
    await follow('deep', 'pal');
    const bestie = await c('deep').post(`/api/v1/friendships/add_bestie/${id('pal')}/`);
    expect(bestie.json().friendship_status).toMatchObject({
      following: true,
      is_bestie: true,
      is_feed_favorite: false,
    });
    const favourite = await c('deep').post(`/api/v1/friendships/add_favorite/${id('noisy')}/`);
    expect(favourite.json().friendship_status.is_feed_favorite).toBe(true);
    const besties = (await c('deep').get('/api/v1/friendships/besties/')).json().users;
    expect(besties.map((u: { username: string }) => u.username)).toEqual(['pal']);
    const favourites = (await c('deep').get('/api/v1/friendships/favorites/')).json().users;
    expect(favourites.map((u: { username: string }) => u.username)).toEqual(['noisy']);
    await c('deep').post(`/api/v1/friendships/remove_bestie/${id('pal')}/`);
    expect((await c('deep').get('/api/v1/friendships/besties/')).json().users).toEqual([]);
    expect((await c('deep').post(`/api/v1/friendships/remove_favorite/${id('asker')}/`)).statusCode).toBe(200);
  });
});

describe('profile chaining', () => {
  it('suggests accounts around the one just followed, never connected or blocked ones', async () => {
    const { db } = server.deps;
    // pal follows kid and parent; asker blocks parent, so only kid may be suggested.
    await makeFollow(db, id('pal'), id('kid'));
    await makeFollow(db, id('pal'), id('parent'));
    await makeFollow(db, id('noisy'), id('pal'));
    await c('asker').post(`/api/v1/friendships/block/${id('parent')}/`);
    const chained = (await c('asker').get(`/api/v1/discover/chaining/?target_id=${id('pal')}`)).json().users;
    const names = chained.map((u: { username: string }) => u.username);
    expect(names).toContain('kid');
    expect(names).not.toContain('parent');
    expect(names).not.toContain('asker');
    expect(names).not.toContain('pal');
    expect(chained[0].social_context).toBeTruthy();
  });
});
