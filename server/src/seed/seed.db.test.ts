import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import path from 'node:path';
import fs from 'node:fs';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { DEMO_PASSWORD, seedDemoData } from './seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const count = async (table: 'users' | 'media' | 'follows' | 'likes' | 'comments' | 'direct_threads') =>
  Number(
    (
      await server.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo seed', () => {
  it('seeds people, posts with real varied images, follows, likes, comments and threads, once', async () => {
    const first = await seedDemoData(server.deps, { size: { people: 8, posts: 12 } });
    expect(first.seeded).toBe(true);
    expect(await count('users')).toBe(8);
    expect(await count('media')).toBe(12);
    expect(await count('follows')).toBeGreaterThan(8);
    expect(await count('likes')).toBeGreaterThan(0);
    expect(await count('direct_threads')).toBeGreaterThan(0);

    const post = await server.deps.db.selectFrom('media').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const versions = JSON.parse(post.image_versions) as Array<{ width: number; key: string }>;
    expect(versions.map((v) => v.width)).toEqual([1080, 640, 320, 150]);
    const stats = await sharp(fs.readFileSync(path.join(server.deps.storage.root, versions[0]!.key))).stats();
    // A real picture, not one flat colour.
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(10);
    expect(post.caption).toMatch(/#\S+/);

    const second = await seedDemoData(server.deps, { size: { people: 8, posts: 12 } });
    expect(second.seeded).toBe(false);
    expect(await count('media')).toBe(12);
  });

  it('lets the demo account log in with the documented password', async () => {
    const client = new TestClient(server.app);
    await client.login('demo', DEMO_PASSWORD);
    expect((await client.get('/api/v1/web/data/shared_data/')).json().config.viewer.username).toBe('demo');
  });
});
