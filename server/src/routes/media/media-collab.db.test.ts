import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS, type ActivityPage, type Media } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { jpeg, makeBlock, makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { postJson, uploadAll } from '../../test-support/upload-test-kit.js';

// docs/behaviour/creation.md#collaborators: inviting at publish and in the editor, answering,
// who sees what, the grid, and the notifications that go with it, on both databases.

let server: TestServer;
const ids: Record<string, number> = {};
const clients: Record<string, TestClient> = {};
const NAMES = ['ann', 'ben', 'cat', 'dan', 'eve', 'shy', 'foe', 'stranger'] as const;
type Name = (typeof NAMES)[number];
const c = (name: Name) => clients[name]!;
const id = (name: Name) => String(ids[name]!);

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.deps;
  for (const name of NAMES) ids[name] = (await makeUser(db, name, { isPrivate: name === 'shy' })).id;
  for (const name of NAMES) {
    clients[name] = new TestClient(server.app);
    await clients[name].login(name, 'password1');
  }
  await makeBlock(db, ids.foe!, ids.ann!);
});
afterAll(() => server.close());

let uploads = 0;
/** ann publishes a photo with the collaborator field as given; answers the response. */
async function publish(coauthors?: string) {
  const uploadId = `${Date.now()}${(uploads += 1)}`;
  await uploadAll(c('ann'), uploadId, await jpeg(64, 64));
  const form: Record<string, string> = { upload_id: uploadId, caption: 'together' };
  if (coauthors !== undefined) form.invite_coauthor_user_ids_string = coauthors;
  return c('ann').post('/api/v1/media/configure/', form);
}

async function info(name: Name, pk: string): Promise<Media> {
  const response = await c(name).get(`/api/v1/media/${pk}/info/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items[0] as Media;
}

const usernames = (people: readonly { username: string }[] | null | undefined) => people?.map((p) => p.username);

async function invitations(name: Name) {
  const page = (await c(name).get('/api/v1/activity/')).json() as ActivityPage;
  return page.rows.filter((row) => row.kind === 'collab_invite' || row.kind === 'collab_accept');
}

const answer = (name: Name, pk: string, what: 'accept' | 'decline' | 'remove') =>
  c(name).post(`/api/v1/media/${pk}/collab/${what}/`);

async function grid(viewer: Name, owner: Name): Promise<string[]> {
  const response = await c(viewer).get(`/api/v1/feed/user/${id(owner)}/`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as Media[]).map((item) => item.pk);
}

describe('inviting when publishing', () => {
  it('invites, shows the invitees to the owner only, and notifies each invitee; a private invitee is fine', async () => {
    const heard: string[] = [];
    server.deps.realtime.subscribe(ids.ben!, (event) => heard.push(JSON.stringify(event)));
    const response = await publish(JSON.stringify([id('ben'), ids.shy]));
    // Told at once, once the post is committed (docs/behaviour/activity.md#the-badge).
    expect(heard).toContain(JSON.stringify({ type: 'activity-badge', count: 1 }));
    expect(response.statusCode, response.body).toBe(200);
    const media = response.json().media as Media;
    expect(media.coauthor_producers).toEqual([]);
    expect(usernames(media.invited_coauthor_producers)).toEqual(['ben', 'shy']);
    const seenByCat = await info('cat', media.pk);
    expect(seenByCat.coauthor_producers).toEqual([]);
    expect(seenByCat.invited_coauthor_producers).toBeUndefined();
    // The same through GraphQL (the feed and the post page, where the editor opens).
    const postPage = async (name: Name) => {
      const variables = JSON.stringify({ shortcode: media.code });
      const answer = await c(name).post('/web/wwwgraphql/ig/query/', { doc_id: DOC_IDS.PostPage, variables });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.post_page.items[0] as Media;
    };
    expect(usernames((await postPage('ann')).invited_coauthor_producers)).toEqual(['ben', 'shy']);
    expect((await postPage('cat')).invited_coauthor_producers).toBeNull();
    const [row] = await invitations('ben');
    expect(row).toMatchObject({ kind: 'collab_invite', media: { id: media.pk }, invitation: 'pending' });
    expect(row!.actors.map((a) => a.username)).toEqual(['ann']);
    expect((await invitations('shy')).map((r) => r.kind)).toEqual(['collab_invite']);
  });

  it('refuses more than three, yourself, unknown accounts and people in a block, leaving no post', async () => {
    const before = await server.deps.db.selectFrom('media').select('id').execute();
    for (const [field, message] of [
      [JSON.stringify([id('ben'), id('cat'), id('dan'), id('eve')]), /at most 3/],
      [JSON.stringify([id('ann')]), /yourself/],
      [JSON.stringify(['99999']), /cannot be invited/],
      [JSON.stringify([id('foe')]), /cannot be invited/],
      ['ben', /list of user ids/],
    ] as const) {
      const response = await publish(field);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields.invite_coauthor_user_ids_string).toMatch(message);
    }
    expect(await server.deps.db.selectFrom('media').select('id').execute()).toHaveLength(before.length);
    expect(await invitations('foe')).toEqual([]);
  });
});

describe('answering', () => {
  it('only the invitee answers; accepting shows them on the post and their grid and tells the owner', async () => {
    const media = (await publish(JSON.stringify([id('ben')]))).json().media as Media;
    for (const name of ['cat', 'ann', 'foe'] as const)
      expect((await answer(name, media.pk, 'accept')).statusCode, name).toBe(404);
    expect(await grid('cat', 'ben')).not.toContain(media.pk);

    expect((await answer('ben', media.pk, 'accept')).statusCode).toBe(200);
    expect((await answer('ben', media.pk, 'accept')).statusCode).toBe(200);
    expect(usernames((await info('cat', media.pk)).coauthor_producers)).toEqual(['ben']);
    const owners = await info('ann', media.pk);
    expect(usernames(owners.coauthor_producers)).toEqual(['ben']);
    expect(owners.invited_coauthor_producers).toEqual([]);
    // The invitation's row stays, saying it was accepted; the owner hears of it once.
    const answered = (await invitations('ben')).filter((row) => row.media?.id === media.pk);
    expect(answered.map((row) => [row.kind, row.invitation])).toEqual([['collab_invite', 'accepted']]);
    const told = (await invitations('ann')).filter((row) => row.media?.id === media.pk);
    expect(told.map((row) => [row.kind, row.actors[0]?.username])).toEqual([['collab_accept', 'ben']]);
    // On the collaborator's grid, for those who may see the post.
    expect(await grid('cat', 'ben')).toContain(media.pk);
    expect(await grid('ben', 'ben')).toContain(media.pk);

    // Removing themselves later takes them off the post, the grid and the owner's activity.
    expect((await answer('ben', media.pk, 'remove')).statusCode).toBe(200);
    expect((await info('cat', media.pk)).coauthor_producers).toEqual([]);
    expect(await grid('cat', 'ben')).not.toContain(media.pk);
    expect((await invitations('ann')).filter((row) => row.media?.id === media.pk)).toEqual([]);
    expect((await invitations('ben')).filter((row) => row.media?.id === media.pk)).toEqual([]);
    expect((await answer('ben', media.pk, 'remove')).statusCode).toBe(404);
  });

  it('declining takes the invitation and its notification away', async () => {
    const media = (await publish(JSON.stringify([id('cat')]))).json().media as Media;
    expect((await answer('cat', media.pk, 'decline')).statusCode).toBe(200);
    expect((await invitations('cat')).filter((row) => row.media?.id === media.pk)).toEqual([]);
    expect((await info('ann', media.pk)).invited_coauthor_producers).toEqual([]);
    expect((await answer('cat', media.pk, 'accept')).statusCode).toBe(404);
  });

  it("a collab post of a private account is on the collaborator's grid only for those who may see it", async () => {
    const { db, storage } = server.deps;
    const post = await makePost(db, storage, ids.shy!, Date.now(), 'private together');
    await makeFollow(db, ids.dan!, ids.shy!);
    await db.insertInto('media_coauthors').values({ media_id: post.id, user_id: ids.dan!, pending: 0 }).execute();
    expect(await grid('dan', 'dan')).toContain(String(post.id));
    expect(await grid('stranger', 'dan')).not.toContain(String(post.id));
  });
});

/** The pks of the viewer's Following feed (newest first; the whole of it in these tests). */
async function followingFeed(viewer: Name): Promise<string[]> {
  const response = await c(viewer).graphql(DOC_IDS.FeedTimeline, { variant: 'following', first: 50 });
  expect(response.statusCode, response.body).toBe(200);
  const edges = response.json().data.feed_timeline.edges as Array<{ node: { media?: Media | null } }>;
  return edges.flatMap((edge) => (edge.node.media ? [edge.node.media.pk] : []));
}

describe("the feeds of the collaborators' followers", () => {
  it("an accepted collab post reaches a collaborator's followers; a pending one or a private owner's does not", async () => {
    const { db, storage } = server.deps;
    await makeFollow(db, ids.eve!, ids.dan!);
    const pub = await makePost(db, storage, ids.cat!, Date.now(), 'public together');
    const pending = await makePost(db, storage, ids.cat!, Date.now(), 'asked, not answered');
    const hidden = await makePost(db, storage, ids.shy!, Date.now(), 'private together');
    await db
      .insertInto('media_coauthors')
      .values([
        { media_id: pub.id, user_id: ids.dan!, pending: 0 },
        { media_id: pending.id, user_id: ids.dan!, pending: 1 },
        { media_id: hidden.id, user_id: ids.dan!, pending: 0 },
      ])
      .execute();
    // eve follows dan only: dan's accepted collab with public cat is in her feed.
    const feed = await followingFeed('eve');
    expect(feed).toContain(String(pub.id));
    expect(feed).not.toContain(String(pending.id));
    // shy is private and eve does not follow shy: the post stays out of her feed.
    expect(feed).not.toContain(String(hidden.id));
    // Once she follows shy as well, it is there.
    await makeFollow(db, ids.eve!, ids.shy!);
    expect(await followingFeed('eve')).toContain(String(hidden.id));
  });
});

describe('who may be invited', () => {
  it('a private account invites only people who may see its posts: a follower, not a stranger', async () => {
    const { db, storage } = server.deps;
    const post = await makePost(db, storage, ids.shy!, Date.now(), 'close friends only');
    await makeFollow(db, ids.cat!, ids.shy!);
    const invite = (name: Name) =>
      postJson(c('shy'), `/api/v1/media/${post.id}/edit/`, {
        invite_coauthor_user_ids_string: JSON.stringify([id(name)]),
      });
    const refused = await invite('stranger');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.invite_coauthor_user_ids_string).toMatch(/cannot be invited/);
    const invited = await invite('cat');
    expect(invited.statusCode, invited.body).toBe(200);
    expect(usernames(invited.json().media.invited_coauthor_producers)).toEqual(['cat']);
  });
});

describe('the editor', () => {
  it('invites and removes; removing withdraws the invitation, deleting the post takes it away', async () => {
    const media = (await publish()).json().media as Media;
    const edit = (value: string[]) =>
      postJson(c('ann'), `/api/v1/media/${media.pk}/edit/`, { invite_coauthor_user_ids_string: JSON.stringify(value) });
    const edited = await edit([id('dan'), id('eve')]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(usernames(edited.json().media.invited_coauthor_producers)).toEqual(['dan', 'eve']);
    expect((await invitations('dan')).map((row) => row.media?.id)).toContain(media.pk);

    expect((await answer('eve', media.pk, 'accept')).statusCode).toBe(200);
    const after = (await edit([id('eve')])).json().media as Media;
    expect(usernames(after.coauthor_producers)).toEqual(['eve']);
    expect(after.invited_coauthor_producers).toEqual([]);
    expect((await invitations('dan')).map((row) => row.media?.id)).not.toContain(media.pk);
    // An edit without the field leaves the collaborators as they are.
    const untouched = (await postJson(c('ann'), `/api/v1/media/${media.pk}/edit/`, { caption_text: 'x' })).json();
    expect(usernames(untouched.media.coauthor_producers)).toEqual(['eve']);
    expect((await edit([id('foe')])).statusCode).toBe(400);
    expect(usernames((await info('ann', media.pk)).coauthor_producers)).toEqual(['eve']);

    await edit([id('eve'), id('dan')]);
    expect((await c('ann').post(`/api/v1/media/${media.pk}/delete/`)).statusCode).toBe(200);
    expect((await invitations('dan')).map((row) => row.media?.id)).not.toContain(media.pk);
    expect(await grid('eve', 'eve')).not.toContain(media.pk);
  });
});
