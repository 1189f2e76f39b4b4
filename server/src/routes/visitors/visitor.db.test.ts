import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_LIMITS } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makePost, makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const URL = '/api/v1/web/visitor/impressions/';

interface ReelsPage {
  items: { pk: string }[];
  more_available: boolean;
  next_max_id: string | null;
}

/** A fresh browser that has loaded a page (so it holds its CSRF cookie). */
async function freshBrowser(remoteAddress?: string): Promise<TestClient> {
  const client = new TestClient(server.app, remoteAddress ? { remoteAddress } : {});
  await client.get('/api/v1/web/data/shared_data/');
  return client;
}

describe('visitor impressions', () => {
  it('walls the page after the limit, per browser, whatever the browser forgets of its own count', async () => {
    const browser = await freshBrowser();
    const answers = [];
    for (let i = 0; i < VISITOR_LIMITS.pageImpressions + 1; i += 1) {
      answers.push((await browser.post(URL, { surface: 'page' })).json());
    }
    expect(answers.map((a) => a.walled)).toEqual([false, false, false, false, true]);
    expect(answers.at(-1)).toMatchObject({ surface: 'page', seen: 5, limit: 4 });
    // The count is the server's: a browser that cleared its storage (same cookies) stays walled.
    expect((await browser.post(URL, { surface: 'page' })).json().walled).toBe(true);
    // Posts are counted apart from pages.
    expect((await browser.post(URL, { surface: 'post' })).json()).toMatchObject({ seen: 1, walled: false });
    // Another browser starts from nothing.
    expect((await (await freshBrowser()).post(URL, { surface: 'page' })).json()).toMatchObject({ seen: 1 });
  });

  it('walls posts past their own limit', async () => {
    const browser = await freshBrowser();
    let last = { walled: false, seen: 0 };
    for (let i = 0; i < VISITOR_LIMITS.posts + 1; i += 1) {
      const answer = (await browser.post(URL, { surface: 'post' })).json();
      if (i < VISITOR_LIMITS.posts) expect(answer.walled).toBe(false);
      last = answer;
    }
    expect(last).toMatchObject({ seen: 18, walled: true });
  });

  it('walls the eighth post chained from a post page, counted apart from pages and posts', async () => {
    const browser = await freshBrowser();
    const answers = [];
    for (let i = 0; i < VISITOR_LIMITS.postChaining + 1; i += 1) {
      answers.push((await browser.post(URL, { surface: 'chain' })).json());
    }
    expect(answers.map((a) => a.walled)).toEqual([false, false, false, false, false, false, false, true]);
    expect(answers.at(-1)).toMatchObject({ surface: 'chain', seen: 8, limit: 7 });
    expect((await browser.post(URL, { surface: 'post' })).json()).toMatchObject({ seen: 1, walled: false });
  });

  it("gives a visitor no more than the first 36 items of a profile's reels tab, whatever the cursor", async () => {
    const owner = await makeUser(server.deps.db, 'visitor_reels_owner');
    const ids: number[] = [];
    for (let i = 0; i < VISITOR_LIMITS.profileReelsTab + 4; i += 1) {
      ids.push(
        Number((await makePost(server.deps.db, server.deps.storage, owner.id, 1_700_000_000_000 + i * 1000)).id),
      );
    }
    await server.deps.db.updateTable('media').set({ media_type: 2 }).where('id', 'in', ids).execute();
    const tab = `/api/v1/clips/user/${owner.id}/`;
    const visitor = await freshBrowser();
    const seen: string[] = [];
    let maxId: string | null = null;
    for (let page = 0; page < 6; page += 1) {
      const answer: ReelsPage = (
        await visitor.get(`${tab}?count=10${maxId ? `&max_id=${encodeURIComponent(maxId)}` : ''}`)
      ).json();
      seen.push(...answer.items.map((item) => item.pk));
      maxId = answer.next_max_id;
      if (!answer.more_available) break;
    }
    expect(seen).toHaveLength(VISITOR_LIMITS.profileReelsTab);
    expect(maxId).toBeNull();
    // A logged-in viewer pages through all 40.
    await makeUser(server.deps.db, 'visitor_reels_viewer');
    const viewer = await freshBrowser();
    await viewer.login('visitor_reels_viewer', 'password1');
    const all = (await viewer.get(`${tab}?count=50`)).json();
    expect(all.items).toHaveLength(VISITOR_LIMITS.profileReelsTab + 4);
    // An allowlisted crawler is not capped either.
    const crawler = await freshBrowser();
    const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
    expect((await crawler.get(`${tab}?count=50`, bot)).json().items).toHaveLength(40);
  });

  it('never walls or counts a logged-in viewer or an allowlisted crawler', async () => {
    const crawler = await freshBrowser();
    const googlebot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    for (let i = 0; i < VISITOR_LIMITS.pageImpressions + 2; i += 1) {
      const answer = (await crawler.post(URL, { surface: 'page' }, { headers: googlebot })).json();
      expect(answer).toMatchObject({ seen: 0, walled: false });
    }
    // Its count was never touched: the same browser without the crawler's name starts at 1.
    expect((await crawler.post(URL, { surface: 'page' })).json().seen).toBe(1);

    await makeUser(server.deps.db, 'visitor_limits_viewer');
    const viewer = await freshBrowser();
    await viewer.login('visitor_limits_viewer', 'password1');
    for (let i = 0; i < VISITOR_LIMITS.pageImpressions + 2; i += 1) {
      expect((await viewer.post(URL, { surface: 'page' })).json()).toMatchObject({ seen: 0, walled: false });
    }
  });

  it('refuses an unknown surface with validation_failed and counts nothing', async () => {
    const browser = await freshBrowser();
    const refused = await browser.post(URL, { surface: 'everything' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_id).toBe('validation_failed');
    expect((await browser.post(URL, { surface: 'page' })).json().seen).toBe(1);
  });

  it('needs the CSRF cookie, as every mutation does', async () => {
    const response = await new TestClient(server.app).post(URL, { surface: 'page' }, { csrf: false });
    expect(response.statusCode).toBe(403);
  });

  it('limits how often one address may report', async () => {
    const browser = await freshBrowser('203.0.113.77');
    let status = 200;
    for (let i = 0; i < 130 && status === 200; i += 1) {
      status = (await browser.post(URL, { surface: 'post' })).statusCode;
    }
    expect(status).toBe(429);
  });
});
