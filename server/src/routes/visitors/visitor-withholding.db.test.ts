import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS, FIRST_SCREEN_ELEMENT_ID, VISITOR_LIMITS, type VisitorSurface } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makePost, makeUser } from '../../test-support/fixtures.js';

// A logged-out browser past an impression limit gets no more content of that kind, from the API
// or in the page's first screen (docs/behaviour/logged-out.md#what-the-server-withholds).

let server: TestServer;
let frontendRoot: string;
let author: { id: number; username: string };
let post: { id: number; code: string };
const GOOGLEBOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
let nextAddress = 10;

beforeAll(async () => {
  frontendRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-visitor-withholding-'));
  fs.mkdirSync(path.join(frontendRoot, 'shell', 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(frontendRoot, 'shell', 'dist', 'index.html'),
    '<html><head><!--lumen-runtime-config--></head><body></body></html>',
  );
  server = await createTestServer({ SERVE_FRONTEND: 'true', FRONTEND_ROOT: frontendRoot });
  const user = await makeUser(server.deps.db, 'withheld_author');
  author = { id: Number(user.id), username: user.username };
  const made = await makePost(server.deps.db, server.deps.storage, user.id, Date.now(), 'a public post');
  post = { id: Number(made.id), code: made.code };
});
afterAll(async () => {
  await server.close();
  fs.rmSync(frontendRoot, { recursive: true, force: true });
});

/** A fresh browser (its own address, so the impressions' rate limit never interferes). */
async function freshBrowser(): Promise<TestClient> {
  nextAddress += 1;
  const client = new TestClient(server.app, { remoteAddress: `198.51.100.${nextAddress}` });
  await client.get('/api/v1/web/data/shared_data/');
  return client;
}

/** Reports `times` impressions of a surface, as the shell does on each counted page. */
async function report(browser: TestClient, surface: VisitorSurface, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    expect((await browser.post('/api/v1/web/visitor/impressions/', { surface })).statusCode).toBe(200);
  }
}

/** Each call of a page's content, with the status and error id it answered. */
async function pageCalls(browser: TestClient, headers: Record<string, string> = {}) {
  const urls = [
    `/api/v1/users/web_profile_info/?username=${author.username}`,
    `/api/v1/feed/user/${author.id}/`,
    `/api/v1/clips/user/${author.id}/`,
    `/api/v1/usertags/${author.id}/feed/`,
    `/api/v1/friendships/${author.id}/followers/`,
    `/api/v1/users/${author.id}/about_this_account/`,
    '/api/v1/tags/web_info/?tag_name=sunset',
    '/api/v1/tags/sunset/sections/',
  ];
  const answers: string[] = [];
  for (const url of urls) {
    const response = await browser.get(url, headers);
    answers.push(`${url} ${response.statusCode} ${response.statusCode === 403 ? response.json().error_id : ''}`.trim());
  }
  return answers;
}

function withheld(answers: string[]): string[] {
  return answers.filter((answer) => answer.endsWith('visitor_limit_reached'));
}

async function postPage(browser: TestClient) {
  return browser.graphql(DOC_IDS.PostPage, { shortcode: post.code });
}

describe('what the server withholds from a visitor past a limit', () => {
  it('refuses a profile, its tabs and lists, and tag pages once the page limit is passed', async () => {
    const browser = await freshBrowser();
    await report(browser, 'page', VISITOR_LIMITS.pageImpressions);
    // At the limit (the fourth page is still shown) everything answers.
    expect(withheld(await pageCalls(browser))).toEqual([]);
    await report(browser, 'page', 1);
    const after = await pageCalls(browser);
    expect(withheld(after)).toEqual(after);
    // A post over a grid is counted as a post, not as a page: it still comes.
    expect((await postPage(browser)).json().data.post_page.items).toHaveLength(1);
    // The page itself comes without its first screen: the profile's data is not in it.
    const html = (await browser.get(`/${author.username}/`)).body;
    expect(html).not.toContain(FIRST_SCREEN_ELEMENT_ID);
  });

  it('refuses posts, their comments and details once the post limit is passed; answers HTTP 403', async () => {
    const browser = await freshBrowser();
    await report(browser, 'post', VISITOR_LIMITS.posts);
    expect((await postPage(browser)).json().data.post_page.items).toHaveLength(1);
    expect((await browser.get(`/p/${post.code}/`)).body).toContain(FIRST_SCREEN_ELEMENT_ID);
    const before = await browser.get(`/api/v1/web/page_data/?path=${encodeURIComponent(`/p/${post.code}/`)}`);
    expect(before.json().first_screen).not.toBeNull();
    await report(browser, 'post', 1);
    const refused = await postPage(browser);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'fail', error_id: 'visitor_limit_reached' });
    expect((await browser.get(`/api/v1/media/${post.id}/comments/`)).json().error_id).toBe('visitor_limit_reached');
    expect((await browser.get(`/api/v1/media/${post.id}/info/`)).json().error_id).toBe('visitor_limit_reached');
    const page = await browser.get(`/p/${post.code}/`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(FIRST_SCREEN_ELEMENT_ID);
    // Nor does the page data stack mode's shell server asks for with the browser's cookies.
    const pageData = await browser.get(`/api/v1/web/page_data/?path=${encodeURIComponent(`/p/${post.code}/`)}`);
    expect(pageData.json()).toMatchObject({ page_status: 200, first_screen: null });
    // Pages are counted apart: the profile still comes.
    expect(withheld(await pageCalls(browser))).toEqual([]);
  });

  it('refuses the trending chain once the chaining limit is passed, and nothing else', async () => {
    const browser = await freshBrowser();
    const chain = () => browser.graphql(DOC_IDS.PostChain, { shortcode: post.code, first: 5 });
    await report(browser, 'chain', VISITOR_LIMITS.postChaining);
    expect((await chain()).statusCode).toBe(200);
    await report(browser, 'chain', 1);
    expect((await chain()).json()).toMatchObject({ error_id: 'visitor_limit_reached' });
    expect((await postPage(browser)).json().data.post_page.items).toHaveLength(1);
  });

  it('never withholds from an allowlisted crawler or a logged-in viewer, even with a walled browser’s cookies', async () => {
    const browser = await freshBrowser();
    await report(browser, 'page', VISITOR_LIMITS.pageImpressions + 1);
    await report(browser, 'post', VISITOR_LIMITS.posts + 1);
    expect(withheld(await pageCalls(browser, GOOGLEBOT))).toEqual([]);
    expect((await browser.get(`/p/${post.code}/`, GOOGLEBOT)).body).toContain(FIRST_SCREEN_ELEMENT_ID);
    await makeUser(server.deps.db, 'withheld_reader');
    await browser.login('withheld_reader', 'password1');
    expect(withheld(await pageCalls(browser))).toEqual([]);
    expect((await postPage(browser)).json().data.post_page.items).toHaveLength(1);
  });
});
