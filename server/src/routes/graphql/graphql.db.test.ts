import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS, type Media } from 'shared-contracts';
import { MediaSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
let viewer: TestClient;
let stranger: TestClient;
const codes: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const me = await makeUser(db, 'me');
  const friend = await makeUser(db, 'friend');
  const other = await makeUser(db, 'other');
  const secret = await makeUser(db, 'secret', { isPrivate: true });
  await makeUser(db, 'strangerx');
  await makeFollow(db, me.id, friend.id);
  await makeFollow(db, me.id, secret.id);
  const base = Date.UTC(2026, 0, 1);
  // 25 posts by people I see (some with equal times to exercise the id tie-break), 5 I must not see.
  for (let i = 0; i < 25; i += 1)
    await makePost(db, storage, i % 3 === 0 ? me.id : friend.id, base + Math.floor(i / 2) * 1000);
  for (let i = 0; i < 5; i += 1) await makePost(db, storage, other.id, base + 100_000 + i);
  codes.secret = (await makePost(db, storage, secret.id, base + 50_000)).code;
  codes.public = (await makePost(db, storage, other.id, base + 60_000)).code;
  viewer = new TestClient(server.app);
  await viewer.login('me', 'password1');
  stranger = new TestClient(server.app);
  await stranger.login('strangerx', 'password1');
});
afterAll(() => server.close());

type FeedData = {
  feed_timeline: {
    edges: Array<{ cursor: string; node: { kind: string; media: Media } }>;
    page_info: {
      has_next_page: boolean;
      end_cursor: string | null;
      has_previous_page: boolean;
      start_cursor: string | null;
    };
  };
};

async function feedPage(variables: Record<string, unknown>): Promise<FeedData['feed_timeline']> {
  const response = await viewer.graphql(DOC_IDS.FeedTimeline, { variant: 'following', ...variables });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { data: FeedData; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data.feed_timeline;
}

describe('persisted GraphQL', () => {
  it('refuses unknown doc ids and arbitrary query text', async () => {
    const unknown = await viewer.post('/web/wwwgraphql/ig/query/', { doc_id: '123', variables: '{}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error_id).toBe('unknown_doc_id');
    const text = await viewer.post('/web/wwwgraphql/ig/query/', { query: '{ __schema { types { name } } }' });
    expect(text.statusCode).toBe(400);
  });

  it('answers 401 for the home feed without a session', async () => {
    const response = await new TestClient(server.app).graphql(DOC_IDS.FeedTimeline, { variant: 'home', first: 3 });
    expect(response.statusCode).toBe(401);
  });
});

// The chronological variant; the ranked home variant has its own tests (feed-home.db.test.ts).
describe('following feed', () => {
  it('pages forward through my and my followees posts (26), newest first, with no duplicates', async () => {
    const seen: Media[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await feedPage({ first: 7, after });
      seen.push(...page.edges.map((e) => e.node.media));
      after = page.page_info.end_cursor;
      pages += 1;
      if (!page.page_info.has_next_page) break;
    } while (pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(26);
    expect(new Set(seen.map((m) => m.pk)).size).toBe(26);
    expect(seen.every((m) => ['me', 'friend', 'secret'].includes(m.user.username))).toBe(true);
    const order = seen.map((m) => [m.taken_at, Number(m.pk)] as const);
    for (let i = 1; i < order.length; i += 1) {
      const [t0, id0] = order[i - 1]!;
      const [t1, id1] = order[i]!;
      expect(t0 > t1 || (t0 === t1 && id0 > id1)).toBe(true);
    }
    for (const media of seen) expect(() => MediaSchema.parse(media)).not.toThrow();
  });

  it('pages backward from a cursor to the same items', async () => {
    const first = await feedPage({ first: 10 });
    const cursorOfSixth = first.edges[5]!.cursor;
    const back = await feedPage({ last: 3, before: cursorOfSixth });
    expect(back.edges.map((e) => e.node.media.pk)).toEqual(first.edges.slice(2, 5).map((e) => e.node.media.pk));
    expect(back.page_info.has_previous_page).toBe(true);
  });

  it('includes a private account I follow (and never one I do not)', async () => {
    const all = await feedPage({ first: 50 });
    expect(all.edges.some((e) => e.node.media.user.username === 'secret')).toBe(true);
    expect(all.edges.some((e) => e.node.media.user.username === 'other')).toBe(false);
  });
});

describe('post page', () => {
  it('shows public posts to anyone, private ones only to followers', async () => {
    const anonymous = new TestClient(server.app);
    const items = async (client: TestClient, code: string) =>
      (await client.graphql(DOC_IDS.PostPage, { shortcode: code })).json().data.post_page.items as Media[];
    expect(await items(anonymous, codes.public!)).toHaveLength(1);
    expect(await items(anonymous, codes.secret!)).toHaveLength(0);
    expect(await items(stranger, codes.secret!)).toHaveLength(0);
    expect(await items(viewer, codes.secret!)).toHaveLength(1);
    expect(await items(viewer, 'doesnotexist')).toHaveLength(0);
  });

  it('serves candidates no wider than 1080 and decodable preview data', async () => {
    const [media] = (await viewer.graphql(DOC_IDS.PostPage, { shortcode: codes.public })).json().data.post_page
      .items as Media[];
    expect(media!.image_versions2.candidates.every((c) => c.width <= 1080)).toBe(true);
    const bytes = Buffer.from(media!.media_preview ?? '', 'base64');
    expect(bytes[0]).toBe(0);
    expect(bytes[1]).toBeLessThanOrEqual(42);
  });
});
