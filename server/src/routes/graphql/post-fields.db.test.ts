import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { DOC_IDS, type Media } from 'shared-contracts';
import { MediaSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makeLikes, makeRichPost, makeUser } from '../../test-support/fixtures.js';
import { loadFeedPage } from '../../domain/feed/feed-service.js';
import type { UserRow } from '../../db/schema.js';

const HOUR = 3_600_000;
let server: TestServer;
let me: TestClient;
let viewer: UserRow;
const codes: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  viewer = await makeUser(db, 'me');
  const author = await makeUser(db, 'author');
  const coauthor = await makeUser(db, 'coauthor');
  const sponsor = await makeUser(db, 'sponsor');
  const likers = [
    await makeUser(db, 'la'),
    await makeUser(db, 'lb'),
    await makeUser(db, 'lc'),
    await makeUser(db, 'ld'),
  ];
  const stranger = await makeUser(db, 'stranger');
  await makeFollow(db, viewer.id, author.id);
  for (const liker of likers) await makeFollow(db, viewer.id, liker.id);
  const now = Date.now();
  const carousel = await makeRichPost(db, storage, author.id, now - HOUR, {
    caption: 'carousel',
    children: 3,
    tags: [coauthor.id, stranger.id],
    coauthors: [coauthor.id],
    sponsor: sponsor.id,
    label: 'AI info',
  });
  await makeLikes(db, carousel.id, [stranger.id, ...likers.map((l) => l.id)], now - 30 * 60_000);
  codes.carousel = carousel.code;
  codes.video = (await makeRichPost(db, storage, author.id, now - 2 * HOUR, { caption: 'video', video: true })).code;
  codes.sensitive = (await makeRichPost(db, storage, author.id, now - 3 * HOUR, { overlay: 'sensitive' })).code;
  codes.misinformation = (
    await makeRichPost(db, storage, author.id, now - 4 * HOUR, { overlay: 'misinformation' })
  ).code;
  codes.photo = (await makeRichPost(db, storage, author.id, now - 5 * HOUR, { tags: [stranger.id] })).code;
  // Enough rich posts that a page of 12 differs from a page of 3 in everything it loads.
  for (let i = 0; i < 12; i += 1)
    await makeRichPost(db, storage, i % 2 ? author.id : coauthor.id, now - (6 + i) * HOUR, {
      children: i % 3 === 0 ? 2 : 0,
      tags: [likers[i % 4]!.id],
      coauthors: i % 4 === 0 ? [sponsor.id] : [],
      sponsor: i % 5 === 0 ? sponsor.id : undefined,
    });
  await makeFollow(db, viewer.id, coauthor.id);
  me = new TestClient(server.app);
  await me.login('me', 'password1');
});
afterAll(() => server.close());

async function post(code: string, client = me, headers: Record<string, string> = {}): Promise<Media> {
  const response = await client.post(
    '/web/wwwgraphql/ig/query/',
    { doc_id: DOC_IDS.PostPage, variables: JSON.stringify({ shortcode: code }) },
    { headers },
  );
  const items = response.json().data.post_page.items as Media[];
  expect(items).toHaveLength(1);
  expect(() => MediaSchema.parse(items[0])).not.toThrow();
  return items[0]!;
}

describe('post fields', () => {
  it('presents a carousel with its items, per-item alt text and usertags, coauthors, sponsor and label', async () => {
    const media = await post(codes.carousel!);
    expect(media.media_type).toBe(8);
    expect(media.carousel_media_count).toBe(3);
    expect(media.carousel_media!.map((c) => c.accessibility_caption)).toEqual(['item 1', 'item 2', 'item 3']);
    for (const item of media.carousel_media!) {
      expect(item.usertags!.in.map((t) => t.user.username)).toEqual(['coauthor', 'stranger']);
      for (const tag of item.usertags!.in) for (const v of tag.position) expect(v >= 0 && v <= 1).toBe(true);
    }
    expect(media.coauthor_producers.map((u) => u.username)).toEqual(['coauthor']);
    expect(media.is_paid_partnership).toBe(true);
    expect(media.sponsor_tags).toEqual([expect.objectContaining({ is_pending: false })]);
    expect(media.sponsor_tags[0]!.sponsor.username).toBe('sponsor');
    expect(media.transparency_label).toBe('AI info');
    expect(media.video_versions).toBeNull();
  });

  it('gives the three most recent likers the viewer follows as the facepile', async () => {
    const media = await post(codes.carousel!);
    expect(media.like_count).toBe(5);
    expect(media.facepile_top_likers.map((u) => u.username)).toEqual(['ld', 'lc', 'lb']);
    expect(media.top_likers).toEqual(['ld', 'lc', 'lb']);
    const anonymous = await post(codes.carousel!, new TestClient(server.app));
    expect(anonymous.facepile_top_likers).toEqual([]);
  });

  it('presents video fields: renditions widest first, the HLS playlist, duration and audio', async () => {
    const media = await post(codes.video!);
    expect(media.media_type).toBe(2);
    expect(media.video_versions!.map((v) => [v.type, v.width])).toEqual([
      [101, 480],
      [102, 240],
    ]);
    expect(media.video_hls_url).toBe('/media/v/test/master.m3u8');
    expect(media).toMatchObject({ number_of_qualities: 2, has_audio: true, video_duration: 3 });
    expect(media.image_versions2.candidates.length).toBeGreaterThan(0);
  });

  it('presents overlays in the request locale', async () => {
    const sensitive = await post(codes.sensitive!, me, { 'accept-language': 'en' });
    expect(sensitive.media_overlay_info).toMatchObject({
      overlay_type: 'sensitive',
      icon: 'eye_off',
      title: 'Sensitive content',
    });
    expect(sensitive.media_overlay_info!.buttons.map((b) => b.action)).toEqual(['reveal', 'see_why']);
    const misinformation = await post(codes.misinformation!, me, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(misinformation.media_overlay_info).toMatchObject({ overlay_type: 'misinformation', icon: 'news_off' });
    expect(misinformation.media_overlay_info!.title).toBe('虚假信息');
    expect(misinformation.media_overlay_info!.banner?.text).toBeTruthy();
    expect((await post(codes.photo!)).media_overlay_info).toBeNull();
  });

  it('loads a page of 12 rich posts with as many queries as a page of 3 (no N+1)', async () => {
    const count = async (first: number) => {
      let queries = 0;
      const plugin: KyselyPlugin = {
        transformQuery: (args) => args.node,
        // Called once per executed query (transformQuery also sees every subquery builder).
        transformResult: async (args) => {
          queries += 1;
          return args.result;
        },
      };
      const page = await loadFeedPage(
        server.deps.db.withPlugin(plugin),
        viewer,
        { variant: 'following', first },
        { urls: server.deps.urls },
      );
      expect(page.edges).toHaveLength(first);
      return queries;
    };
    const small = await count(3);
    const large = await count(12);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(8);
  });
});
