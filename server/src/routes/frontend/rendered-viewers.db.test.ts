import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID, VISITOR_LIMITS } from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import { SESSION_COOKIE } from '../../http/session.js';
import type { TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makeUser } from '../../test-support/fixtures.js';
import { makePostWithOwnFiles } from '../../test-support/media-fixtures.js';
import { createRenderingTestServer, navProfileHref, pageRoot } from '../../test-support/rendered-pages.js';
import { freshVisitorBrowser, reportImpressions } from '../../test-support/visitor-browsers.js';

// Pages rendered on the server follow the API's rules for each viewer: private accounts, blocks
// either way, the visitor limits, and no page rendered for one session reaches another
// (docs/performance.md#the-first-screen-is-rendered-on-the-server, docs/behaviour/logged-out.md#what-the-server-withholds).

type Name = 'owner' | 'follower' | 'stranger' | 'author' | 'blockedbyauthor' | 'blocksauthor' | 'reader_a' | 'reader_b';
let server: TestServer;
let users: Record<Name, UserRow>;
/** Each post: its shortcode, caption and photo's path. */
type Planted = { code: string; caption: string; photo: string };
let posts: { secret: Planted; open: Planted; forA: Planted; forB: Planted };
let openPlace: number;

/** A photo post with files of its own; its caption is `caption` and then `hashtag`, if any. */
async function plant(owner: UserRow, caption: string, hashtag = ''): Promise<Planted> {
  const { db, storage } = server.deps;
  const made = await makePostWithOwnFiles(db, storage, owner.id, 'photo', hashtag ? `${caption} #${hashtag}` : caption);
  return { code: made.post.code, caption, photo: made.urls[0] ?? '' };
}

beforeAll(async () => {
  server = await createRenderingTestServer();
  const { db } = server.deps;
  users = {
    owner: await makeUser(db, 'hidden_owner', { isPrivate: true }),
    follower: await makeUser(db, 'approved_follower'),
    stranger: await makeUser(db, 'stranger'),
    author: await makeUser(db, 'open_author'),
    blockedbyauthor: await makeUser(db, 'blocked_by_author'),
    blocksauthor: await makeUser(db, 'blocks_author'),
    // Private readers following private accounts: neither's feed can suggest the other's posts.
    reader_a: await makeUser(db, 'reader_a', { isPrivate: true }),
    reader_b: await makeUser(db, 'reader_b', { isPrivate: true }),
  };
  const writerA = await makeUser(db, 'writer_a', { isPrivate: true });
  const writerB = await makeUser(db, 'writer_b', { isPrivate: true });
  await makeFollow(db, users.follower.id, users.owner.id);
  for (const user of [users.blockedbyauthor, users.blocksauthor]) await makeFollow(db, user.id, users.author.id);
  await makeBlock(db, users.author.id, users.blockedbyauthor.id);
  await makeBlock(db, users.blocksauthor.id, users.author.id);
  // Each reader in a language and appearance of their own: a page in the other's would show it.
  await db.updateTable('users').set({ locale: 'en', appearance: 'dark' }).where('id', '=', users.reader_a.id).execute();
  await db
    .updateTable('users')
    .set({ locale: 'zh-CN', appearance: 'light' })
    .where('id', '=', users.reader_b.id)
    .execute();
  await makeFollow(db, users.reader_a.id, writerA.id);
  await makeFollow(db, users.reader_b.id, writerB.id);
  posts = {
    secret: await plant(users.owner, 'zq only for approved followers'),
    open: await plant(users.author, 'zq open to everyone', 'zqopentag'),
    forA: await plant(writerA, 'zq in reader a feed'),
    forB: await plant(writerB, 'zq in reader b feed'),
  };
  openPlace = await placeOf(posts.open.code);
}, 60_000);
afterAll(() => server?.close());

/** Puts a post at a catalogue place of its own; answers the place's id. */
async function placeOf(code: string): Promise<number> {
  const { db } = server.deps;
  const place = await db
    .insertInto('locations')
    .values({ name: 'Open Square', address: '', lat: 1, lng: 1, country_code: 'ZZ', country_name: 'Zed', city: 'Zed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('media').set({ location_id: place.id }).where('code', '=', code).execute();
  return place.id;
}

async function loggedIn(name: Name): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.login(users[name].username, 'password1');
  return client;
}

const freshBrowser = () => freshVisitorBrowser(server.app);

/** Whether a page's root, as rendered on the server, draws a post: its photo and caption. */
function draws(markup: string, post: Planted): boolean {
  return markup.includes(`srcSet="${post.photo} `) && markup.includes(post.caption);
}

/** Whether a page mentions a post anywhere: markup, first-screen data, preload or headers. */
function mentions(response: { body: string; headers: object }, post: Planted): boolean {
  const text = `${JSON.stringify(response.headers)}${response.body}`;
  return [post.code, post.caption, post.photo].some((part) => text.includes(part));
}

describe('a private account', () => {
  it('is drawn, photo, caption and grid, for its approved follower', async () => {
    const follower = await loggedIn('follower');
    const postPage = pageRoot(await follower.get(`/p/${posts.secret.code}/`));
    expect(postPage.rendered).toBe(true);
    expect(draws(postPage.markup, posts.secret)).toBe(true);
    const profile = pageRoot(await follower.get('/hidden_owner/'));
    expect(profile.markup).toContain(`href="/p/${posts.secret.code}/"`);
    expect(profile.markup).toContain(`srcSet="${posts.secret.photo} `);
  });

  it.each([['visitor'], ['stranger']] as const)('reaches no page of a %s, rendered or not', async (who) => {
    const client = who === 'visitor' ? await freshBrowser() : await loggedIn(who);
    for (const url of [`/p/${posts.secret.code}/`, '/hidden_owner/', '/']) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      // A visitor's home is the login form, left to the browser; every other page is rendered.
      expect(pageRoot(response).rendered, url).toBe(who === 'stranger' || url !== '/');
      expect(mentions(response, posts.secret), url).toBe(false);
    }
  });
});

describe('a block, either way', () => {
  it('draws the author’s post and profile for anyone else', async () => {
    const stranger = await loggedIn('stranger');
    expect(draws(pageRoot(await stranger.get(`/p/${posts.open.code}/`)).markup, posts.open)).toBe(true);
    expect(pageRoot(await stranger.get('/open_author/')).markup).toContain(`srcSet="${posts.open.photo} `);
  });

  it.each([['blockedbyauthor'], ['blocksauthor']] as const)('shows %s none of the author’s content', async (who) => {
    const client = await loggedIn(who);
    for (const url of [`/p/${posts.open.code}/`, '/open_author/', '/', '/reels/', '/explore/']) {
      const response = await client.get(url);
      expect(pageRoot(response).rendered, url).toBe(true);
      expect(mentions(response, posts.open), url).toBe(false);
    }
  });
});

describe('a visitor past a limit', () => {
  it('gets a post’s page without the post once past the post limit', async () => {
    const browser = await freshBrowser();
    await reportImpressions(browser, 'post', VISITOR_LIMITS.posts);
    // At the limit, the post is still drawn.
    expect(draws(pageRoot(await browser.get(`/p/${posts.open.code}/`)).markup, posts.open)).toBe(true);
    await reportImpressions(browser, 'post', 1);
    const response = await browser.get(`/p/${posts.open.code}/`);
    expect(response.statusCode).toBe(200);
    expect(pageRoot(response).rendered).toBe(true);
    expect(response.body).not.toContain(FIRST_SCREEN_ELEMENT_ID);
    expect(response.body).not.toContain(posts.open.caption);
    expect(response.body).not.toContain(posts.open.photo);
  });

  it('gets a profile’s, a tag’s and a place’s page without their posts once past the page limit', async () => {
    const pages = ['/open_author/', '/explore/tags/zqopentag/', `/explore/locations/${openPlace}/`];
    const browser = await freshBrowser();
    await reportImpressions(browser, 'page', VISITOR_LIMITS.pageImpressions);
    for (const url of pages)
      expect(pageRoot(await browser.get(url)).markup, url).toContain(`srcSet="${posts.open.photo} `);
    await reportImpressions(browser, 'page', 1);
    for (const url of pages) {
      const response = await browser.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(pageRoot(response).rendered, url).toBe(true);
      expect(mentions(response, posts.open), url).toBe(false);
    }
  });
});

describe('one viewer’s page never carries another’s', () => {
  const readers = ['reader_a', 'reader_b'] as const;
  const own = { reader_a: () => posts.forA, reader_b: () => posts.forB };
  const other = { reader_a: 'reader_b', reader_b: 'reader_a' } as const;
  /** Each reader's language, appearance and the nav's Home label in that language (shell/src/i18n). */
  const settings = {
    reader_a: { locale: 'en', appearance: 'dark', home: 'Home' },
    reader_b: { locale: 'zh-CN', appearance: 'light', home: '首页' },
  } as const;

  /**
   * What is wrong with a home page rendered for `reader`: rendered for, or carrying the feed of,
   * the other reader. (The other may still be named as a suggestion: private accounts' names are public.)
   */
  function problemsOf(reader: (typeof readers)[number], response: { body: string; headers: object }): string[] {
    const root = pageRoot(response.body);
    const problems: string[] = [];
    if (!root.rendered) problems.push(`${reader}: not rendered`);
    if (root.viewer !== String(users[reader].id)) problems.push(`${reader}: data-viewer=${root.viewer}`);
    if (navProfileHref(root.markup) !== `/${reader}/`) problems.push(`${reader}: nav ${navProfileHref(root.markup)}`);
    if (!draws(root.markup, own[reader]())) problems.push(`${reader}: own feed not drawn`);
    const { locale, appearance, home } = settings[reader];
    if (root.locale !== locale) problems.push(`${reader}: data-locale=${root.locale}`);
    if (!response.body.includes(`"appearance":"${appearance}"`)) problems.push(`${reader}: not ${appearance}`);
    if (!root.markup.includes(`aria-label="${home}" data-nav="home"`)) problems.push(`${reader}: nav not in ${locale}`);
    if (mentions(response, own[other[reader]]())) problems.push(`${reader}: carries ${other[reader]}'s feed`);
    return problems;
  }

  it('alternately and concurrently, each home page is its own viewer’s', async () => {
    const clients = { reader_a: await loggedIn('reader_a'), reader_b: await loggedIn('reader_b') };
    const order = Array.from({ length: 12 }, (_, i) => readers[i % 2] ?? 'reader_a');
    const problems: string[] = [];
    // One after the other, then all at once.
    for (const reader of order) problems.push(...problemsOf(reader, await clients[reader].get('/')));
    const pages = await Promise.all(order.map((reader) => clients[reader].get('/')));
    pages.forEach((page, i) => problems.push(...problemsOf(order[i] ?? 'reader_a', page)));
    expect(problems).toEqual([]);
  });

  it('a visitor’s page among the readers’ is rendered for nobody and carries neither feed', async () => {
    const clients = { reader_a: await loggedIn('reader_a'), reader_b: await loggedIn('reader_b') };
    const visitor = await freshBrowser();
    const order = Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? null : (readers[i % 3] ?? 'reader_a')));
    // A visitor's home is the login form, drawn by the browser: the visitor asks for the explore grid.
    const pages = await Promise.all(
      order.map((reader) => (reader ? clients[reader].get('/') : visitor.get('/explore/'))),
    );
    const problems: string[] = [];
    pages.forEach((page, i) => {
      const reader = order[i];
      if (reader) return problems.push(...problemsOf(reader, page));
      const root = pageRoot(page);
      if (!root.rendered || root.viewer !== '') problems.push(`visitor: data-viewer=${root.viewer}`);
      if (navProfileHref(root.markup) !== null) problems.push(`visitor: nav ${navProfileHref(root.markup)}`);
      if (mentions(page, posts.forA) || mentions(page, posts.forB)) problems.push('visitor: carries a feed');
      if (String(page.headers['set-cookie'] ?? '').includes(`${SESSION_COOKIE}=`))
        problems.push('visitor: given a session');
    });
    expect(problems).toEqual([]);
  });
});

describe('the response headers', () => {
  it('keep a rendered page with a viewer or data out of every cache', async () => {
    const follower = await loggedIn('follower');
    for (const url of ['/', '/explore/', '/direct/inbox/', `/p/${posts.secret.code}/`]) {
      const response = await follower.get(url);
      expect(pageRoot(response).rendered, url).toBe(true);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    // A visitor's page with the post's data.
    const visitor = await freshBrowser();
    const response = await visitor.get(`/p/${posts.open.code}/`);
    expect(pageRoot(response).rendered).toBe(true);
    expect(response.body).toContain(FIRST_SCREEN_ELEMENT_ID);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
