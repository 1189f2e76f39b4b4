import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { DOC_IDS } from 'shared-contracts';
import { createTestServer, freshPostgresDatabase, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { feedPage, readWholeFeed } from '../test-support/feed-client.js';
import { openDatabase } from '../db/database.js';
import { DEMO_PASSWORD, seedDemoData } from './seed.js';
import { videoTools } from '../media/ffmpeg-locator.js';
import { SEED_CLIPS } from './seed-videos.js';
import { storedFile } from '../test-support/upload-test-kit.js';

let server: TestServer;
const SIZE = { people: 8, posts: 12 };
const NOW = Date.UTC(2026, 10, 20, 12);
// The located ffmpeg: the system's, else the bundled one, so CI without ffmpeg seeds video too.
const withVideo = (await videoTools()).ok;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Table = 'users' | 'media' | 'follows' | 'likes' | 'comments' | 'direct_threads' | 'ads' | 'media_children';
const count = async (table: Table) =>
  Number(
    (
      await server.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function demoClient(): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.login('demo', DEMO_PASSWORD);
  return client;
}

describe('demo seed', () => {
  it('seeds people, posts with real varied images, follows, likes, comments and threads, once', async () => {
    const first = await seedDemoData(server.deps, { size: SIZE, now: NOW, extras: false });
    expect(first.seeded).toBe(true);
    expect(await count('users')).toBe(8);
    expect(await count('media')).toBe(12);
    expect(await count('follows')).toBeGreaterThan(8);
    expect(await count('likes')).toBeGreaterThan(0);
    expect(await count('direct_threads')).toBeGreaterThan(0);

    const post = await server.deps.db.selectFrom('media').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const versions = JSON.parse(post.image_versions) as Array<{ width: number; key: string }>;
    expect(versions.map((v) => v.width)).toEqual([1080, 640, 320, 150]);
    const stats = await sharp(await storedFile(server.deps.storage, versions[0]!.key)).stats();
    // A real picture, not one flat colour.
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(10);
    expect(post.caption).toMatch(/#\S+/);

    // Posts with a place link to the catalogue's page for it (not a per-post id that leads nowhere).
    const located = await server.deps.db
      .selectFrom('media')
      .leftJoin('locations', 'locations.id', 'media.location_id')
      .select(['media.location_name', 'locations.name as catalogue_name'])
      .where('media.location_name', 'is not', null)
      .execute();
    expect(located.length).toBeGreaterThan(0);
    for (const row of located) expect(row.catalogue_name).toBe(row.location_name);

    const second = await seedDemoData(server.deps, { size: SIZE, now: NOW, extras: false });
    expect(second.seeded).toBe(false);
    expect(await count('media')).toBe(12);
  });

  it('gives the demo account activity for what the seed did to it, once', async () => {
    const demo = await demoClient();
    const page = (await demo.get('/api/v1/activity/')).json() as { rows: Array<{ kind: string }> };
    const kinds = new Set(page.rows.map((row) => row.kind));
    expect(kinds.has('follow')).toBe(true);
    expect(kinds.has('like') || kinds.has('comment')).toBe(true);
    const rowsBefore = await server.deps.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await seedDemoData(server.deps, { size: SIZE, now: NOW, extras: false });
    const rowsAfter = await server.deps.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rowsAfter.n)).toBe(Number(rowsBefore.n));
  });

  it('gives the demo account believable conversations: groups, a request, reactions, a photo, a share', async () => {
    const demo = await demoClient();
    const inbox = (await demo.get('/api/v1/direct_v2/inbox/')).json();
    const threads = inbox.inbox.threads as Array<Record<string, unknown> & { items: unknown[] }>;
    expect(threads.length).toBeGreaterThanOrEqual(4);
    expect(inbox.inbox.unseen_count).toBeGreaterThan(0);
    const named = threads.find((t) => t.thread_title === '周末徒步小队');
    expect(named).toMatchObject({ is_group: true });
    expect((named?.admin_user_ids as string[]).length).toBe(2);
    const items = [];
    for (const t of threads)
      items.push(...(await demo.get(`/api/v1/direct_v2/threads/${String(t.thread_id)}/`)).json().thread.items);
    const kinds = new Set(items.map((i: { item_type: string }) => i.item_type));
    for (const kind of ['text', 'media', 'media_share', 'link']) expect(kinds).toContain(kind);
    expect(items.some((i: { reactions?: unknown }) => i.reactions)).toBe(true);
    expect(items.some((i: { replied_to_message?: unknown }) => i.replied_to_message)).toBe(true);
    const requests = (await demo.get('/api/v1/direct_v2/pending_inbox/')).json();
    expect(requests.inbox.threads).toHaveLength(1);
  });

  // Seeds real images on top of a seeded network: about a minute alone, more than two beside CI's
  // browser tests on two cores (one CI run timed out at 120 s).
  it('adds the feed demo to a network seeded before it existed, once', { timeout: 300_000 }, async () => {
    const upgrade = await seedDemoData(server.deps, { size: SIZE, now: NOW });
    expect(upgrade.seeded).toBe(true);
    expect(await count('users')).toBe(8 + 6);
    const { db } = server.deps;
    const carousels = await db
      .selectFrom('media')
      .innerJoin('media_children', 'media_children.media_id', 'media.id')
      .select(['media.id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('media.id')
      .execute();
    expect(carousels).toHaveLength(4);
    for (const c of carousels) expect(Number(c.n)).toBeGreaterThanOrEqual(2);
    for (const c of carousels) expect(Number(c.n)).toBeLessThanOrEqual(5);
    expect(await count('ads')).toBe(3);
    const single = async (table: 'mutes' | 'blocks' | 'restricts' | 'follow_requests') =>
      (await db.selectFrom(table).selectAll().execute()).length;
    expect([
      await single('mutes'),
      await single('blocks'),
      await single('restricts'),
      await single('follow_requests'),
    ]).toEqual([1, 1, 1, 1]);
    const favourites = await db.selectFrom('follows').select('followee_id').where('is_feed_favorite', '=', 1).execute();
    expect(favourites.length).toBe(3);
    expect(
      (await db.selectFrom('comments').select('id').where('parent_comment_id', 'is not', null).execute()).length,
    ).toBeGreaterThan(5);
    expect((await db.selectFrom('comment_likes').select('user_id').execute()).length).toBeGreaterThan(5);
    expect((await db.selectFrom('comments').select('id').where('is_covered', '=', 1).execute()).length).toBe(1);
    expect((await db.selectFrom('usertags').select('id').execute()).length).toBeGreaterThan(5);
    expect((await db.selectFrom('media_coauthors').select('media_id').execute()).length).toBeGreaterThanOrEqual(2);
    expect((await db.selectFrom('media_sponsors').select('media_id').execute()).length).toBe(1);
    const overlays = await db
      .selectFrom('media')
      .select('overlay_type')
      .where('overlay_type', 'is not', null)
      .execute();
    expect(overlays.map((o) => o.overlay_type).sort()).toEqual(['misinformation', 'sensitive', 'sensitive']);
    expect(
      (await db.selectFrom('media').select('id').where('transparency_label', 'is not', null).execute()).length,
    ).toBe(1);
    // Counters match their rows after seeding.
    const drift = await db
      .selectFrom('media')
      .select('id')
      .where((eb) =>
        eb(
          'like_count',
          '!=',
          eb
            .selectFrom('likes')
            .select((l) => l.fn.countAll<number>().as('n'))
            .whereRef('likes.media_id', '=', 'media.id'),
        ),
      )
      .execute();
    expect(drift).toEqual([]);
    expect((await seedDemoData(server.deps, { size: SIZE, now: NOW })).seeded).toBe(false);
  });

  it.skipIf(!withVideo)('transcodes the demo videos to HLS with two renditions and a poster', async () => {
    const videos = await server.deps.db
      .selectFrom('media')
      .selectAll()
      .where('media_type', '=', 2)
      .orderBy('id')
      .execute();
    expect(videos).toHaveLength(SEED_CLIPS.length);
    for (const video of videos) {
      const master = (await storedFile(server.deps.storage, video.video_hls_key!)).toString('utf8');
      expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(2);
      expect(JSON.parse(video.video_versions!)).toHaveLength(2);
      expect(video.video_duration).toBeGreaterThan(3);
      expect(JSON.parse(video.image_versions).length).toBeGreaterThan(0);
    }
    expect(videos.filter((v) => v.has_audio === 1)).toHaveLength(2);
  });

  it('never shows the muted or the blocked account to the demo account, anywhere', async () => {
    const demo = await demoClient();
    const hidden = ['muted.max', 'blocked.ben'];
    for (const variant of ['home', 'following', 'favorites', 'past_posts'] as const) {
      const { nodes } = await readWholeFeed(demo, variant, 20);
      const authors = nodes.flatMap((n) => [n.media?.user.username, n.ad?.media.user.username]);
      const suggested = nodes.flatMap((n) => n.users?.map((u) => u.user.username) ?? []);
      for (const name of hidden) expect([...authors, ...suggested]).not.toContain(name);
    }
    const first = (await feedPage(demo, { variant: 'following', first: 1 })).edges[0]!.node.media!;
    const chain = (await demo.graphql(DOC_IDS.PostChain, { shortcode: first.code, first: 20 })).json().data.post_chain
      .items as Array<{ user: { username: string } }>;
    for (const name of hidden) expect(chain.map((m) => m.user.username)).not.toContain(name);
    const threaded = await server.deps.db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      .select('comments.media_id')
      .where('users.username', '=', 'blocked.ben')
      .executeTakeFirstOrThrow();
    const comments = (await demo.get(`/api/v1/media/${threaded.media_id}/comments/`)).json().comments as Array<{
      user: { username: string };
    }>;
    expect(comments.length).toBeGreaterThan(0);
    expect(comments.map((c) => c.user.username)).not.toContain('blocked.ben');
  });

  it('seeds the same network again from the same clock (deterministic)', { timeout: 300_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-seed-again-'));
    const databaseUrl = server.dialect === 'postgres' ? await freshPostgresDatabase() : null;
    const again = await openDatabase({ databaseUrl, dataDir });
    try {
      // Same storage: the cached pictures and videos make this quick; rows are drawn afresh.
      await seedDemoData({ db: again.db, storage: server.deps.storage }, { size: SIZE, now: NOW, extras: false });
      await seedDemoData({ db: again.db, storage: server.deps.storage }, { size: SIZE, now: NOW });
      const dump = async (db: typeof again.db) => [
        await db.selectFrom('users').select(['id', 'username', 'avatar_key']).orderBy('id').execute(),
        await db
          .selectFrom('media')
          .select([
            'id',
            'code',
            'owner_id',
            'media_type',
            'caption',
            'taken_at',
            'like_count',
            'comment_count',
            'overlay_type',
          ])
          .orderBy('id')
          .execute(),
        await db
          .selectFrom('comments')
          .select(['id', 'media_id', 'user_id', 'text', 'parent_comment_id'])
          .orderBy('id')
          .execute(),
        await db.selectFrom('usertags').selectAll().orderBy('id').execute(),
      ];
      expect(await dump(again.db)).toEqual(await dump(server.deps.db));
    } finally {
      await again.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('lets the demo account log in with the documented password', async () => {
    const client = new TestClient(server.app);
    await client.login('demo', DEMO_PASSWORD);
    expect((await client.get('/api/v1/web/data/shared_data/')).json().config.viewer.username).toBe('demo');
  });
});
