import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makePost, makeRichPost, makeUser } from '../../test-support/fixtures.js';
import { person, type Person } from '../../test-support/direct-kit.js';
import { postJson } from '../../test-support/upload-test-kit.js';
import { feedPage } from '../../test-support/feed-client.js';
import { seedLocations } from '../../domain/locations/location-catalog.js';
import { POST_EDITS_PER_MINUTE } from '../../domain/media/edit-post.js';

// Editing one's own post (docs/behaviour/media.md#editing-a-post), on both databases: only the
// author may (as for deleting), the caption's tags, the tag pages and counts follow, alt texts,
// people tags and the place are replaced, and a refused edit writes nothing.

let server: TestServer;
let author: Person;
let fan: Person;
let stranger: TestClient;
let friendId: number;

beforeAll(async () => {
  server = await createTestServer();
  await seedLocations(server.deps.db);
  author = await person(server, 'editor', { isPrivate: true });
  fan = await person(server, 'editfan');
  friendId = (await makeUser(server.deps.db, 'editfriend')).id;
  await makeUser(server.deps.db, 'editstranger');
  await makeFollow(server.deps.db, fan.id, author.id);
  stranger = new TestClient(server.app);
  await stranger.login('editstranger', 'password1');
});
afterAll(() => server.close());

const edit = (client: TestClient, id: number | string, body: unknown) =>
  postJson(client, `/api/v1/media/${id}/edit/`, body);
const tagCount = async (tag: string) =>
  Number(
    (await server.deps.db.selectFrom('hashtags').select('public_media_count').where('tag', '=', tag).executeTakeFirst())
      ?.public_media_count ?? 0,
  );
const tagPage = async (client: TestClient, tag: string) =>
  ((await client.get(`/api/v1/tags/${tag}/sections/?tab=recent`)).json().items as Array<{ pk: string }>).map(
    (m) => m.pk,
  );
const postRow = (id: number) =>
  server.deps.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('editing a post', () => {
  it('lets only the author edit: others get forbidden or not found, and the post stays as it was', async () => {
    const post = await makePost(server.deps.db, server.deps.storage, author.id, Date.now(), 'mine #kept');
    expect((await edit(new TestClient(server.app), post.id, { caption_text: 'x' })).statusCode).toBe(401);
    // The follower sees the post but is not its author: the refusal deleting gives.
    const refused = await edit(fan.client, post.id, { caption_text: 'hijacked #taken' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_id).toBe('forbidden');
    // A stranger may not see a private account's post: as missing as an unknown id.
    const hidden = await edit(stranger, post.id, { caption_text: 'hijacked' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error_id).toBe('not_found');
    expect((await edit(author.client, 999_999_999, { caption_text: 'x' })).json().error_id).toBe('not_found');
    const row = await postRow(post.id);
    expect([row.caption, row.caption_edited]).toEqual(['mine #kept', 0]);
    expect(await tagCount('taken')).toBe(0);
  });

  it('re-files the post under its new caption’s tags, marks it edited, and every view shows it', async () => {
    const { db, storage } = server.deps;
    const open = await person(server, 'editpublic');
    await makeFollow(db, fan.id, open.id);
    const post = await makePost(db, storage, open.id, Date.now(), 'sunset #oldtag #both');
    expect([await tagCount('oldtag'), await tagCount('both'), await tagCount('newtag')]).toEqual([1, 1, 0]);

    const answer = await edit(open.client, post.id, { caption_text: 'sunset with @editfan #NewTag #both' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { media } = answer.json();
    expect(media.caption.text).toBe('sunset with @editfan #NewTag #both');
    expect(media.caption_is_edited).toBe(true);
    expect([await tagCount('oldtag'), await tagCount('both'), await tagCount('newtag')]).toEqual([0, 1, 1]);
    expect(await tagPage(fan.client, 'newtag')).toEqual([String(post.id)]);
    expect(await tagPage(fan.client, 'oldtag')).toEqual([]);
    expect((await fan.client.get('/api/v1/tags/web_info/?tag_name=newtag')).json().data.media_count).toBe(1);
    // Search's tag suggestions follow the counts.
    const suggested = async (query: string) =>
      (
        (await fan.client.get(`/api/v1/web/search/topsearch/?query=${encodeURIComponent(query)}`)).json()
          .hashtags as Array<{ hashtag: { name: string; media_count: number } }>
      ).map((h) => [h.hashtag.name, h.hashtag.media_count]);
    expect(await suggested('#newtag')).toEqual([['newtag', 1]]);
    expect(await suggested('#oldtag')).toEqual([]);
    const info = (await fan.client.get(`/api/v1/media/${post.id}/info/`)).json().items[0];
    expect([info.caption.text, info.caption_is_edited]).toEqual(['sunset with @editfan #NewTag #both', true]);
    const home = (await feedPage(fan.client, { variant: 'home', first: 20 })).edges.map((e) => e.node.media);
    expect(home.find((m) => m?.pk === String(post.id))?.caption_is_edited).toBe(true);
  });

  it('replaces alt text, people tags and the place, and removes them; the caption is not marked edited', async () => {
    const { db, storage } = server.deps;
    const post = await makePost(db, storage, author.id, Date.now(), 'photo');
    const venue = (
      await author.client.get('/api/v1/location_search/?latitude=38.69&longitude=-9.21&rankToken=r')
    ).json().venues[0];
    const first = await edit(author.client, post.id, {
      caption_text: 'photo',
      custom_accessibility_caption: '  A red door  ',
      usertags: { in: [{ user_id: String(friendId), position: [0.2, 0.3] }] },
      location: { facebook_places_id: venue.external_id },
    });
    expect(first.statusCode, first.body).toBe(200);
    const media = first.json().media;
    expect(media.caption_is_edited).toBe(false);
    expect(media.accessibility_caption).toBe('A red door');
    expect(media.usertags.in).toEqual([
      { user: expect.objectContaining({ username: 'editfriend' }), position: [0.2, 0.3] },
    ]);
    expect(media.location).toMatchObject({ pk: venue.external_id, name: venue.name });

    const cleared = (
      await edit(author.client, post.id, { custom_accessibility_caption: '', usertags: [], location: null })
    ).json().media;
    expect([cleared.accessibility_caption, cleared.usertags, cleared.location]).toEqual([null, null, null]);
    expect(cleared.caption.text).toBe('photo');
  });

  it('edits each carousel item’s alt text and tags, and refuses an item of another post', async () => {
    const { db, storage } = server.deps;
    const carousel = await makeRichPost(db, storage, author.id, Date.now(), { caption: 'two', children: 2 });
    const other = await makeRichPost(db, storage, author.id, Date.now(), { caption: 'other', children: 2 });
    const items = (id: number) =>
      db.selectFrom('media_children').select('id').where('media_id', '=', id).orderBy('position').execute();
    const [one, two] = await items(carousel.id);
    const [foreign] = await items(other.id);
    const answer = await edit(author.client, carousel.id, {
      children_metadata: [
        { pk: String(one!.id), custom_accessibility_caption: 'First item' },
        { pk: String(two!.id), usertags: { in: [{ user_id: String(friendId), position: [0.5, 0.5] }] } },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const shown = answer.json().media.carousel_media as Array<{
      accessibility_caption: string | null;
      usertags: unknown;
    }>;
    expect(shown[0]!.accessibility_caption).toBe('First item');
    expect(shown[1]!.usertags).toEqual({ in: [expect.objectContaining({ position: [0.5, 0.5] })] });

    const refused = await edit(author.client, carousel.id, {
      caption_text: 'changed #never',
      children_metadata: [{ pk: String(foreign!.id), custom_accessibility_caption: 'not mine' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error_id: 'validation_failed',
      fields: { 'children_metadata.0.pk': expect.any(String) },
    });
    expect((await postRow(carousel.id)).caption).toBe('two');
  });

  it('refuses bad input with validation_failed and writes nothing', async () => {
    const { db, storage } = server.deps;
    const post = await makePost(db, storage, author.id, Date.now(), 'steady #steady');
    const tagsBefore = await db.selectFrom('usertags').select('id').where('media_id', '=', post.id).execute();
    const attempts: Array<[unknown, string]> = [
      [{ caption_text: 'x'.repeat(2201) }, 'caption_text'],
      [{ caption_text: 'ok #ghost', custom_accessibility_caption: 'y'.repeat(1001) }, 'custom_accessibility_caption'],
      [{ caption_text: 'ok #ghost', usertags: { in: [{ user_id: 'nobody' }] } }, 'usertags'],
      [{ caption_text: 'ok #ghost', location: { facebook_places_id: '999999' } }, 'location'],
      // A tagged account that does not exist is found in the transaction: it rolls back the caption.
      [{ caption_text: 'ok #ghost', usertags: { in: [{ user_id: '987654', position: [0.5, 0.5] }] } }, 'usertags'],
    ];
    for (const [body, field] of attempts) {
      const answer = await edit(author.client, post.id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error_id).toBe('validation_failed');
      expect(Object.keys(answer.json().fields)).toContain(field);
    }
    const row = await postRow(post.id);
    expect([row.caption, row.caption_edited, row.accessibility_caption, row.location_name]).toEqual([
      'steady #steady',
      0,
      null,
      null,
    ]);
    expect(await tagCount('ghost')).toBe(0);
    // The author is private (no public count): the post's own tag rows say it is still filed as before.
    expect(await db.selectFrom('media_hashtags').select('tag').where('media_id', '=', post.id).execute()).toEqual([
      { tag: 'steady' },
    ]);
    expect(await db.selectFrom('usertags').select('id').where('media_id', '=', post.id).execute()).toEqual(tagsBefore);
  });

  it('limits how many edits an account saves a minute, and a refused edit changes nothing', async () => {
    const tidy = await person(server, 'edittidy');
    const post = await makePost(server.deps.db, server.deps.storage, tidy.id, Date.now(), 'v0');
    for (let i = 1; i <= POST_EDITS_PER_MINUTE; i += 1)
      expect((await edit(tidy.client, post.id, { caption_text: `v${i}` })).statusCode).toBe(200);
    const refused = await edit(tidy.client, post.id, { caption_text: 'one too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_id).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postRow(post.id)).caption).toBe(`v${POST_EDITS_PER_MINUTE}`);
  });
});
