import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { feedPage } from '../../test-support/feed-client.js';
import { addAd, listAds, setAdActive } from './ads-admin.js';

let server: TestServer;
const codes: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const viewer = await makeUser(db, 'viewer');
  const friend = await makeUser(db, 'friend');
  const brand = await makeUser(db, 'brand');
  const hidden = await makeUser(db, 'hidden', { isPrivate: true });
  await makeFollow(db, viewer.id, friend.id);
  for (let i = 0; i < 5; i += 1) await makePost(db, storage, friend.id, Date.now() - (i + 1) * 60_000, `p${i}`);
  codes.brand = (await makePost(db, storage, brand.id, Date.now() - 86_400_000, 'brand post')).code;
  codes.hidden = (await makePost(db, storage, hidden.id, Date.now(), 'hidden')).code;
});
afterAll(() => server.close());

describe('operator ads', () => {
  it('adds an ad for a public post, refusing private posts, unknown posts and bad links', async () => {
    const { db } = server.deps;
    await expect(
      addAd(db, {
        shortcode: codes.hidden!,
        adTitle: 't',
        linkText: 'Go',
        linkUrl: 'https://x.example',
        disclaimers: [],
      }),
    ).rejects.toThrow(/private/);
    await expect(
      addAd(db, { shortcode: 'nope', adTitle: 't', linkText: 'Go', linkUrl: 'https://x.example', disclaimers: [] }),
    ).rejects.toThrow(/No post/);
    await expect(
      addAd(db, {
        shortcode: codes.brand!,
        adTitle: 't',
        linkText: 'Go',
        linkUrl: 'javascript:alert(1)',
        disclaimers: [],
      }),
    ).rejects.toThrow(/http/);
    const id = await addAd(db, {
      shortcode: codes.brand!,
      adTitle: 'Big sale',
      linkText: 'Shop now',
      linkUrl: 'https://shop.example',
      disclaimers: ['Paid', ' '],
    });
    expect(await listAds(db)).toEqual([
      { id, shortcode: codes.brand, advertiser: 'brand', adTitle: 'Big sale', active: true },
    ]);
  });

  it('shows an active ad at position 4 of a fresh home feed, and never once it is stopped', async () => {
    const viewer = new TestClient(server.app);
    await viewer.login('viewer', 'password1');
    const before = await feedPage(viewer, { variant: 'home', first: 10 });
    expect(before.edges[3]?.node.ad).toMatchObject({
      ad_title: 'Big sale',
      link_text: 'Shop now',
      disclaimers: ['Paid'],
    });
    const [ad] = await listAds(server.deps.db);
    expect(await setAdActive(server.deps.db, ad!.id, false)).toBe(true);
    expect(await setAdActive(server.deps.db, 999_999, false)).toBe(false);
    // Even the snapshot ranked while it ran no longer shows it.
    const after = await feedPage(viewer, { variant: 'home', first: 10 });
    expect(after.edges.some((e) => e.node.kind === 'ad')).toBe(false);
  });
});
