import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REELS_TAB_RANGE } from 'shared-contracts';
import { loadConfig } from '../../config.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makePost, makeUser } from '../../test-support/fixtures.js';

// A visitor's reels tab: the newest public reels, as many as configured (clamped to 1-8), and no
// more whatever the cursor (docs/behaviour/logged-out.md#the-reels-tab).

let server: TestServer;
const GOOGLEBOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
const URL = '/api/v1/clips/home/';

interface ClipsAnswer {
  items: { media: { pk: string } }[];
  paging_info: { max_id: string | null; more_available: boolean };
}

async function makeClip(ownerId: number, at: number, on: TestServer = server): Promise<string> {
  const post = await makePost(on.deps.db, on.deps.storage, ownerId, at);
  await on.deps.db
    .updateTable('media')
    .set({ media_type: 2, product_type: 'clips', processing: 'ready' })
    .where('id', '=', post.id)
    .execute();
  return String(post.id);
}

/** Every reel a client gets by following the cursor (at most 10 pages). */
async function pageThrough(client: TestClient, headers: Record<string, string> = {}): Promise<string[]> {
  const seen: string[] = [];
  let maxId: string | null = null;
  for (let page = 0; page < 10; page += 1) {
    const response = await client.get(`${URL}${maxId ? `?max_id=${maxId}` : ''}`, headers);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as ClipsAnswer;
    seen.push(...answer.items.map((item) => item.media.pk));
    maxId = answer.paging_info.max_id;
    if (!answer.paging_info.more_available) break;
  }
  return seen;
}

let publicClips: string[];
let privateClip: string;

beforeAll(async () => {
  server = await createTestServer();
  const maker = await makeUser(server.deps.db, 'reels_maker');
  const hidden = await makeUser(server.deps.db, 'reels_hidden', { isPrivate: true });
  publicClips = [];
  for (let i = 0; i < 14; i += 1) publicClips.push(await makeClip(maker.id, 1_700_000_000_000 + i * 1000));
  privateClip = await makeClip(hidden.id, 1_800_000_000_000);
});
afterAll(() => server.close());

describe("a visitor's reels tab", () => {
  it('holds the 8 newest public reels and ends there, whatever the cursor', async () => {
    const visitor = new TestClient(server.app);
    const seen = await pageThrough(visitor);
    expect(seen).toEqual([...publicClips].reverse().slice(0, REELS_TAB_RANGE.max));
    expect(seen).not.toContain(privateClip);
    // A cursor past the cap gives the same first reels, never the ones behind them.
    const older = (await visitor.get(`${URL}?max_id=${publicClips[3]}`)).json() as ClipsAnswer;
    expect(older.items.map((item) => item.media.pk)).toEqual(seen);
    expect(older.paging_info).toEqual({ max_id: null, more_available: false });
  });

  it('is not capped for an allowlisted crawler or a logged-in viewer', async () => {
    expect(await pageThrough(new TestClient(server.app), GOOGLEBOT)).toHaveLength(publicClips.length);
    await makeUser(server.deps.db, 'reels_viewer');
    const viewer = new TestClient(server.app);
    await viewer.login('reels_viewer', 'password1');
    expect(await pageThrough(viewer)).toHaveLength(publicClips.length);
  });

  it('takes its size from VISITOR_REELS_TAB, clamped to 1-8', async () => {
    const sizeOf = (value: string | undefined) => loadConfig({ VISITOR_REELS_TAB: value }).visitorReelsTab;
    expect([sizeOf(undefined), sizeOf('3'), sizeOf('0'), sizeOf('-4'), sizeOf('99'), sizeOf('abc')]).toEqual([
      8, 3, 1, 1, 8, 1,
    ]);
    const small = await createTestServer({ VISITOR_REELS_TAB: '3' });
    try {
      const maker = await makeUser(small.deps.db, 'small_maker');
      for (let i = 0; i < 5; i += 1) await makeClip(maker.id, 1_700_000_000_000 + i * 1000, small);
      const answer = (await new TestClient(small.app).get(URL)).json() as ClipsAnswer;
      expect(answer.items).toHaveLength(3);
      expect(answer.paging_info.more_available).toBe(false);
    } finally {
      await small.close();
    }
  });
});
