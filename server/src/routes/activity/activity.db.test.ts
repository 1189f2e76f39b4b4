import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS, type ActivityPage, type ActivityRow } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { postJson } from '../../test-support/upload-test-kit.js';
import { makeStory } from '../../test-support/story-fixtures.js';
import { ACTIVITY_PER_ACTOR_PER_HOUR } from '../../domain/activity/notify.js';

// docs/behaviour/activity.md: what is notified, grouped, kept consistent with the product's
// rules, and the badge, on both databases.

let server: TestServer;
const ids: Record<string, number> = {};
const clients: Record<string, TestClient> = {};
let post = 0; // owner's public post
let closedPost = 0; // closed's private post

const NAMES = ['owner', 'ann', 'ben', 'cat', 'dan', 'closed', 'stranger', 'foe'] as const;
type Name = (typeof NAMES)[number];
const c = (name: Name) => clients[name]!;
const id = (name: Name) => ids[name]!;

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  for (const name of NAMES) ids[name] = (await makeUser(db, name, { isPrivate: name === 'closed' })).id;
  for (const name of NAMES) {
    clients[name] = new TestClient(server.app);
    await clients[name].login(name, 'password1');
  }
  post = (await makePost(db, storage, id('owner'), Date.now())).id;
  closedPost = (await makePost(db, storage, id('closed'), Date.now())).id;
  await makeFollow(db, id('ann'), id('closed'));
});
afterAll(() => server.close());

async function activity(name: Name): Promise<ActivityRow[]> {
  const response = await c(name).get('/api/v1/activity/');
  expect(response.statusCode).toBe(200);
  return (response.json() as ActivityPage).rows;
}

async function badge(name: Name): Promise<number> {
  return (await c(name).get('/api/v1/activity/badge/')).json().unread_count as number;
}

function summary(rows: readonly ActivityRow[]) {
  return rows.map((row) => ({ kind: row.kind, actors: row.actors.map((a) => a.username), count: row.actor_count }));
}

async function seen(name: Name) {
  expect((await c(name).post('/api/v1/activity/seen/')).statusCode).toBe(200);
}

async function addComment(name: Name, mediaId: number, text: string, repliedTo?: string): Promise<string> {
  const body: Record<string, string> = { comment_text: text };
  if (repliedTo) body.replied_to_comment_id = repliedTo;
  const response = await c(name).post(`/api/v1/web/comments/${mediaId}/add/`, body);
  expect(response.statusCode).toBe(200);
  return response.json().id as string;
}

describe('likes', () => {
  it('notify the owner once, grouped, and go away when undone; like, unlike, like again is one notification', async () => {
    expect(await badge('owner')).toBe(0);
    await c('ann').post(`/api/v1/web/likes/${post}/like/`);
    const [first] = await activity('owner');
    expect(summary([first!])).toEqual([{ kind: 'like', actors: ['ann'], count: 1 }]);
    expect(first!.media?.id).toBe(String(post));
    expect(first!.unread).toBe(true);
    expect(await badge('owner')).toBe(1);

    await c('ann').post(`/api/v1/web/likes/${post}/unlike/`);
    expect(await activity('owner')).toEqual([]);
    expect(await badge('owner')).toBe(0);
    await c('ann').post(`/api/v1/web/likes/${post}/like/`);
    const [again] = await activity('owner');
    // The same row, with its first time: nothing new to announce.
    expect(again).toMatchObject({ id: first!.id, timestamp: first!.timestamp });
    const rows = await server.deps.db
      .selectFrom('notifications')
      .select('id')
      .where('recipient_id', '=', id('owner'))
      .execute();
    expect(rows).toHaveLength(1);

    await c('ben').post(`/api/v1/web/likes/${post}/like/`);
    await c('cat').post(`/api/v1/web/likes/${post}/like/`);
    expect(summary(await activity('owner'))).toEqual([{ kind: 'like', actors: ['cat', 'ben'], count: 3 }]);
    expect(await badge('owner')).toBe(3);
    await seen('owner');
    expect(await badge('owner')).toBe(0);
    expect((await activity('owner'))[0]!.unread).toBe(false);
  });

  it("of one's own post notify nobody", async () => {
    await c('owner').post(`/api/v1/web/likes/${post}/like/`);
    expect(summary(await activity('owner'))).toEqual([{ kind: 'like', actors: ['cat', 'ben'], count: 3 }]);
  });
});

describe('comments', () => {
  it('notify the owner, the replied-to author and the people mentioned who may see the post', async () => {
    await seen('owner');
    const top = await addComment('ben', post, 'Lovely light');
    expect(summary(await activity('owner'))[0]).toEqual({ kind: 'comment', actors: ['ben'], count: 1 });
    expect((await activity('owner'))[0]!.comment).toEqual({ id: top, text: 'Lovely light' });

    await addComment('cat', post, '@ben agreed, and @dan @DAN @nobody_here look', top);
    expect(summary(await activity('ben'))).toEqual([{ kind: 'reply', actors: ['cat'], count: 1 }]);
    // dan is mentioned twice and notified once; ben had the reply, not a mention as well.
    expect(summary(await activity('dan'))).toEqual([{ kind: 'mention', actors: ['cat'], count: 1 }]);
    expect(summary(await activity('owner')).slice(0, 2)).toEqual([
      { kind: 'comment', actors: ['cat'], count: 1 },
      { kind: 'comment', actors: ['ben'], count: 1 },
    ]);
  });

  it('mention nobody who may not see the post, and a deleted comment takes its notifications away', async () => {
    const comment = await addComment('ann', closedPost, 'look @stranger and @ann');
    expect(await activity('stranger')).toEqual([]);
    expect(summary(await activity('closed'))).toEqual([{ kind: 'comment', actors: ['ann'], count: 1 }]);
    const deleted = await c('ann').post(`/api/v1/web/comments/${closedPost}/delete/${comment}/`);
    expect(deleted.statusCode).toBe(200);
    expect(await activity('closed')).toEqual([]);
  });

  it('likes of a comment notify its author, grouped', async () => {
    const comment = await addComment('dan', post, 'nice one');
    await c('ann').post(`/api/v1/web/comments/like/${comment}/`);
    await c('ben').post(`/api/v1/web/comments/like/${comment}/`);
    expect(summary(await activity('dan'))[0]).toEqual({ kind: 'comment_like', actors: ['ben', 'ann'], count: 2 });
    await c('ben').post(`/api/v1/web/comments/unlike/${comment}/`);
    expect(summary(await activity('dan'))[0]).toEqual({ kind: 'comment_like', actors: ['ann'], count: 1 });
  });
});

async function follow(who: Name, target: Name, doc: 'CreateFriendship' | 'DestroyFriendship' = 'CreateFriendship') {
  const response = await c(who).graphql(DOC_IDS[doc], {
    input: { target_user_id: String(id(target)), container_module: 'profile', nav_chain: '' },
  });
  expect(response.statusCode).toBe(200);
}

describe('follows', () => {
  it('a follow notifies, grouped with other new followers, and an unfollow takes it away', async () => {
    await follow('ann', 'cat');
    await follow('ben', 'cat');
    const rows = summary(await activity('cat')).filter((row) => row.kind === 'follow');
    expect(rows).toEqual([{ kind: 'follow', actors: ['ben', 'ann'], count: 2 }]);
    await follow('ben', 'cat', 'DestroyFriendship');
    expect(summary(await activity('cat')).filter((row) => row.kind === 'follow')).toEqual([
      { kind: 'follow', actors: ['ann'], count: 1 },
    ]);
  });

  it('a request to a private account is a row until answered; accepted, both sides hear of it', async () => {
    await follow('ben', 'closed');
    await follow('cat', 'closed');
    expect(summary(await activity('closed')).slice(0, 2)).toEqual([
      { kind: 'follow_request', actors: ['cat'], count: 1 },
      { kind: 'follow_request', actors: ['ben'], count: 1 },
    ]);
    expect((await c('closed').post(`/api/v1/friendships/approve/${id('ben')}/`)).statusCode).toBe(200);
    expect((await c('closed').post(`/api/v1/friendships/ignore/${id('cat')}/`)).statusCode).toBe(200);
    expect(summary(await activity('closed'))).toEqual([{ kind: 'follow', actors: ['ben'], count: 1 }]);
    expect(summary(await activity('ben'))[0]).toEqual({ kind: 'follow_accept', actors: ['closed'], count: 1 });
    expect(summary(await activity('cat')).some((row) => row.actors.includes('closed'))).toBe(false);
  });

  it('a withdrawn request takes its row away', async () => {
    await follow('dan', 'closed');
    expect(summary(await activity('closed'))[0]).toEqual({ kind: 'follow_request', actors: ['dan'], count: 1 });
    await follow('dan', 'closed', 'DestroyFriendship');
    expect(summary(await activity('closed')).some((row) => row.kind === 'follow_request')).toBe(false);
  });
});

describe('blocks and access', () => {
  it('nothing from an account blocked either way, and back after an unblock', async () => {
    await c('foe').post(`/api/v1/web/likes/${post}/like/`);
    await seen('owner');
    expect((await activity('owner'))[0]!.actors.map((a) => a.username)).toContain('foe');
    expect((await c('owner').post(`/api/v1/friendships/block/${id('foe')}/`)).statusCode).toBe(200);
    expect((await activity('owner')).flatMap((row) => row.actors.map((a) => a.username))).not.toContain('foe');
    expect((await c('owner').post(`/api/v1/friendships/unblock/${id('foe')}/`)).statusCode).toBe(200);
    expect((await activity('owner'))[0]!.actors.map((a) => a.username)).toContain('foe');
  });

  it('needs a session: a visitor gets 401 for the list, the badge and seen', async () => {
    const visitor = new TestClient(server.app);
    expect((await visitor.get('/api/v1/activity/')).statusCode).toBe(401);
    expect((await visitor.get('/api/v1/activity/badge/')).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/activity/seen/')).statusCode).toBe(401);
  });

  it('pages by an opaque cursor and refuses a malformed one with 400', async () => {
    const response = await c('owner').get(`/api/v1/activity/?max_id=${'x'.repeat(65)}`);
    expect(response.statusCode).toBe(400);
    const page = (await c('owner').get('/api/v1/activity/')).json() as ActivityPage;
    expect(page.next_max_id).toBeNull();
  });
});

describe('settings', () => {
  it('a kind turned off is neither listed nor counted, and comes back when turned on', async () => {
    const initial = (await c('ann').get('/api/v1/activity/settings/')).json();
    expect(initial).toMatchObject({ paused_until: null, status: 'ok' });
    expect(Object.values(initial.kinds).every(Boolean)).toBe(true);
    const comment = await addComment('ben', post, 'hi @ann');
    expect(summary(await activity('ann')).some((row) => row.kind === 'mention')).toBe(true);
    const off = await c('ann').post('/api/v1/activity/settings/', { kind: 'mention', enabled: 'false' });
    expect(off.json().kinds.mention).toBe(false);
    expect(summary(await activity('ann')).some((row) => row.kind === 'mention')).toBe(false);
    await c('ann').post('/api/v1/activity/settings/', { kind: 'mention', enabled: 'true' });
    expect((await activity('ann')).find((row) => row.kind === 'mention')?.comment?.id).toBe(comment);
  });

  it('pauses for a chosen while and resumes', async () => {
    const before = Date.now();
    const paused = (await c('ann').post('/api/v1/activity/settings/', { pause: '15' })).json();
    expect(paused.paused_until).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect((await c('ann').get('/api/v1/activity/settings/')).json().paused_until).toBe(paused.paused_until);
    expect((await c('ann').post('/api/v1/activity/settings/', { pause: '0' })).json().paused_until).toBeNull();
  });

  it('refuses a change that is not one with 400, and changes nothing', async () => {
    const forms: Array<Record<string, string>> = [
      {},
      { kind: 'like' },
      { kind: 'poke', enabled: 'false' },
      { pause: '7' },
    ];
    for (const form of forms) {
      expect((await c('ann').post('/api/v1/activity/settings/', form)).statusCode).toBe(400);
    }
    expect(Object.values((await c('ann').get('/api/v1/activity/settings/')).json().kinds).every(Boolean)).toBe(true);
  });
});

describe('posts', () => {
  it('notify the people a caption mentions and the people tagged, and follow an edit', async () => {
    const { db, storage } = server.deps;
    const tagged = await makePost(db, storage, id('owner'), Date.now(), 'morning @dan and @stranger #sun');
    const mentioned = (name: Name) =>
      activity(name).then((rows) =>
        rows.filter((row) => row.kind === 'mention' && row.media?.id === String(tagged.id)),
      );
    expect(summary(await mentioned('dan'))).toEqual([{ kind: 'mention', actors: ['owner'], count: 1 }]);
    expect(await mentioned('stranger')).toHaveLength(1);

    const edited = await postJson(c('owner'), `/api/v1/media/${tagged.id}/edit/`, {
      caption_text: 'morning @stranger',
      usertags: { in: [{ user_id: String(id('ann')), position: [0.5, 0.5] }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await mentioned('dan')).toEqual([]);
    expect(await mentioned('stranger')).toHaveLength(1);
    const tags = (await activity('ann')).filter((row) => row.kind === 'tag');
    expect(tags.map((row) => [row.media?.id, row.actors[0]?.username])).toEqual([[String(tagged.id), 'owner']]);
  });

  it('of a private account mention nobody who may not see them', async () => {
    const { db, storage } = server.deps;
    await makePost(db, storage, id('closed'), Date.now(), 'hello @stranger and @ann');
    expect((await activity('stranger')).filter((row) => row.actors[0]?.username === 'closed')).toEqual([]);
    expect(
      (await activity('ann')).filter((row) => row.kind === 'mention' && row.actors[0]?.username === 'closed'),
    ).toHaveLength(1);
  });
});

describe('limits', () => {
  it('one account causes another at most ACTIVITY_PER_ACTOR_PER_HOUR new notifications an hour; the action still happens', async () => {
    const { db, storage } = server.deps;
    const target = await makeUser(db, 'flooded');
    const flooder = await makeUser(db, 'flooder');
    const client = new TestClient(server.app);
    await client.login('flooder', 'password1');
    const now = Date.now();
    // An hour's worth already caused (synthetic subjects: only the count matters).
    await db
      .insertInto('notifications')
      .values(
        Array.from({ length: ACTIVITY_PER_ACTOR_PER_HOUR }, (_, index) => ({
          recipient_id: target.id,
          actor_id: flooder.id,
          kind: 'like',
          subject: `flood${index}`,
          media_id: null,
          comment_id: null,
          created_at: now - 1000 - index,
          withdrawn_at: null,
        })),
      )
      .execute();
    const fresh = await makePost(db, storage, target.id, now);
    const liked = await client.post(`/api/v1/web/likes/${fresh.id}/like/`);
    expect(liked.json()).toMatchObject({ like_count: 1, has_liked: true });
    const about = await db.selectFrom('notifications').select('id').where('media_id', '=', fresh.id).execute();
    expect(about).toEqual([]);
    // An hour later there is room again.
    await db
      .updateTable('notifications')
      .set({ created_at: now - 2 * 60 * 60 * 1000 })
      .where('actor_id', '=', flooder.id)
      .execute();
    await client.post(`/api/v1/web/likes/${fresh.id}/unlike/`);
    await client.post(`/api/v1/web/likes/${fresh.id}/like/`);
    expect(await db.selectFrom('notifications').select('id').where('media_id', '=', fresh.id).execute()).toHaveLength(
      1,
    );
  });
});

describe('stories', () => {
  it("a like of a story tells its owner, with the story's picture, grouped; unliking takes it away", async () => {
    const storyId = await makeStory(server.deps.db, id('cat'));
    for (const name of ['ann', 'ben'] as const) {
      expect((await c(name).post(`/api/v1/media/${storyId}/story_like/`)).statusCode).toBe(200);
    }
    const [row] = (await activity('cat')).filter((r) => r.kind === 'story_like');
    expect(summary([row!])).toEqual([{ kind: 'story_like', actors: ['ben', 'ann'], count: 2 }]);
    expect(row!.story).toMatchObject({ id: storyId.split('_')[0], username: 'cat' });
    expect(row!.story!.image_versions2.candidates.length).toBeGreaterThan(0);
    await c('ben').post(`/api/v1/media/${storyId}/story_unlike/`);
    await c('ann').post(`/api/v1/media/${storyId}/story_unlike/`);
    expect((await activity('cat')).filter((r) => r.kind === 'story_like')).toEqual([]);
  });

  it('a reply or reaction to a story tells its owner, with its words and conversation; unsending takes it away', async () => {
    const storyId = await makeStory(server.deps.db, id('cat'));
    const send = (kind: 'reel_share' | 'reel_react', fields: Record<string, string>) =>
      c('dan').post(`/api/v1/direct_v2/threads/broadcast/${kind}/`, {
        recipient_users: JSON.stringify([String(id('cat'))]),
        client_context: `story-${kind}-${Date.now()}`,
        media_id: storyId,
        ...fields,
      });
    const reply = await send('reel_share', { text: 'what a view' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await send('reel_react', { reaction_emoji: '🔥' })).statusCode).toBe(200);
    const { thread_id: threadId, item } = reply.json().items[0];
    const rows = (await activity('cat')).filter((r) => r.kind === 'story_reply');
    expect(rows.map((r) => [r.actors.map((a) => a.username), r.story_reply])).toEqual([
      [['dan'], { thread_id: threadId, text: '🔥' }],
      [['dan'], { thread_id: threadId, text: 'what a view' }],
    ]);
    expect(rows[0]!.story).toMatchObject({ id: storyId.split('_')[0], username: 'cat' });

    const unsent = await c('dan').post(`/api/v1/direct_v2/threads/${threadId}/items/${item.item_id}/delete/`);
    expect(unsent.statusCode, unsent.body).toBe(200);
    expect((await activity('cat')).filter((r) => r.kind === 'story_reply').map((r) => r.story_reply?.text)).toEqual([
      '🔥',
    ]);
  });

  it('a reply about a post (what older clients sent) tells nobody', async () => {
    const before = (await activity('owner')).length;
    const reply = await c('dan').post('/api/v1/direct_v2/threads/broadcast/reel_share/', {
      recipient_users: JSON.stringify([String(id('owner'))]),
      client_context: `post-reply-${Date.now()}`,
      media_id: String(post),
      text: 'nice',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await activity('owner')).length).toBe(before);
  });
});
