import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_LIMITS, type StoryReel, type VisitorSurface } from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeUser } from '../../test-support/fixtures.js';
import { makeStory } from '../../test-support/story-fixtures.js';

// A logged-out visitor on a public profile sees its newest highlights, at most
// VISITOR_LIMITS.storyHighlights of them; a private account's never; the highlights themselves
// (their stories) need a login (docs/behaviour/logged-out.md#highlights).

let server: TestServer;
let nextAddress = 10;
const GOOGLEBOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
const TOTAL = VISITOR_LIMITS.storyHighlights + 2;

let author: UserRow;
let hidden: UserRow;
/** The author's highlight ids, oldest first; the newest holds only a close-friends story. */
let authorHighlights: number[];
let closeFriendsOnly: number;
let hiddenHighlight: number;

/** A story with its stored files (a large and a small rendition), so fetching them tells who may. */
async function storyWithFile(owner: UserRow, audience: 'everyone' | 'close_friends' = 'everyone'): Promise<number> {
  const id = await makeStory(server.deps.db, owner.id, { audience, widths: [720, 64] });
  const row = await server.deps.db
    .selectFrom('stories')
    .select('image_versions')
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
  for (const { key } of JSON.parse(row.image_versions) as { key: string }[])
    await server.deps.storage.put(key, Buffer.from(`story ${id}`));
  return Number(id);
}

async function makeHighlight(owner: UserRow, title: string, storyIds: number[]): Promise<number> {
  const { id } = await server.deps.db
    .insertInto('highlights')
    .values({ owner_id: owner.id, title, cover_story_id: storyIds[0]!, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.deps.db
    .insertInto('highlight_items')
    .values(storyIds.map((storyId) => ({ highlight_id: id, story_id: storyId, added_at: Date.now() })))
    .execute();
  return id;
}

/** A fresh browser with its CSRF cookie (its own address, so rate limits never interfere). */
async function freshBrowser(): Promise<TestClient> {
  nextAddress += 1;
  const client = new TestClient(server.app, { remoteAddress: `198.51.100.${nextAddress}` });
  await client.get('/api/v1/web/data/shared_data/');
  return client;
}

async function trayOf(client: TestClient, owner: UserRow, headers: Record<string, string> = {}) {
  const response = await client.get(`/api/v1/highlights/${owner.id}/highlights_tray/`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { tray: StoryReel[] }).tray;
}

const idsOf = (tray: StoryReel[]) => tray.map((reel) => reel.id);
const coverPath = (reel: StoryReel) => new URL(reel.cover_media!.cropped_image_version.url, 'http://x').pathname;
/** The cover story's large rendition, beside the small one the tray shows. */
const largePath = (reel: StoryReel) => coverPath(reel).replace(/\/64\.webp$/, '/720.webp');

beforeAll(async () => {
  server = await createTestServer();
  author = await makeUser(server.deps.db, 'hl_author');
  hidden = await makeUser(server.deps.db, 'hl_hidden', { isPrivate: true });
  await makeUser(server.deps.db, 'hl_viewer');
  authorHighlights = [];
  for (let i = 0; i < TOTAL; i += 1)
    authorHighlights.push(await makeHighlight(author, `h${i}`, [await storyWithFile(author)]));
  closeFriendsOnly = await makeHighlight(author, 'besties', [await storyWithFile(author, 'close_friends')]);
  hiddenHighlight = await makeHighlight(hidden, 'secret', [await storyWithFile(hidden)]);
});
afterAll(() => server.close());

describe("a visitor and a profile's highlights", () => {
  it('gets the newest 4 a visitor may see of a public account, and no more; a logged-in viewer gets all', async () => {
    const visitor = await freshBrowser();
    const newestFour = [...authorHighlights]
      .reverse()
      .slice(0, VISITOR_LIMITS.storyHighlights)
      .map((id) => `highlight:${id}`);
    // The close-friends-only highlight is the newest, but a visitor sees nothing of it, not even a place.
    expect(idsOf(await trayOf(visitor, author))).toEqual(newestFour);
    // A crawler cannot open highlights either: the same row.
    expect(idsOf(await trayOf(new TestClient(server.app), author, GOOGLEBOT))).toEqual(newestFour);
    const viewer = new TestClient(server.app);
    await viewer.login('hl_viewer', 'password1');
    expect(await trayOf(viewer, author)).toHaveLength(TOTAL);
  });

  it("never gets a private account's highlights, their covers or their stories", async () => {
    const visitor = await freshBrowser();
    expect(await trayOf(visitor, hidden)).toEqual([]);
    const owner = new TestClient(server.app);
    await owner.login('hl_hidden', 'password1');
    const [reel] = await trayOf(owner, hidden);
    expect(reel?.id).toBe(`highlight:${hiddenHighlight}`);
    expect((await owner.get(coverPath(reel!))).statusCode).toBe(200);
    expect((await visitor.get(coverPath(reel!))).statusCode).toBe(404);
    expect((await visitor.get(`/api/v1/feed/reels_media/?reel_ids=highlight:${hiddenHighlight}`)).statusCode).toBe(401);
  });

  it('cannot reach past the cap by calling the API: no fifth cover, no larger rendition, no stories', async () => {
    const visitor = await freshBrowser();
    const owner = new TestClient(server.app);
    await owner.login('hl_author', 'password1');
    const all = await trayOf(owner, author);
    const shown = new Set(idsOf(await trayOf(visitor, author)));
    for (const reel of all) {
      const status = (await visitor.get(coverPath(reel))).statusCode;
      expect(`${reel.id} ${status}`).toBe(`${reel.id} ${shown.has(reel.id) ? 200 : 404}`);
      // Only the rendition the tray shows: the cover story itself, full size, needs a login.
      expect(largePath(reel)).not.toBe(coverPath(reel));
      expect((await visitor.get(largePath(reel))).statusCode).toBe(404);
      expect((await owner.get(largePath(reel))).statusCode).toBe(200);
    }
    expect(all.map((reel) => reel.id)).toContain(`highlight:${closeFriendsOnly}`);
    // The stories of a highlight (the viewer's call) need a login, the first as the fifth.
    const fifth = [...authorHighlights].reverse()[VISITOR_LIMITS.storyHighlights]!;
    for (const id of [authorHighlights.at(-1)!, fifth]) {
      const items = await visitor.get(`/api/v1/feed/reels_media/?reel_ids=highlight:${id}`);
      expect(items.statusCode).toBe(401);
      expect(items.json().error_id).toBe('unauthenticated');
    }
  });

  it('is refused with the rest of the profile once the page limit is passed', async () => {
    const visitor = await freshBrowser();
    const report = (surface: VisitorSurface) => visitor.post('/api/v1/web/visitor/impressions/', { surface });
    for (let i = 0; i <= VISITOR_LIMITS.pageImpressions; i += 1) expect((await report('page')).statusCode).toBe(200);
    const refused = await visitor.get(`/api/v1/highlights/${author.id}/highlights_tray/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_id).toBe('visitor_limit_reached');
  });
});
