import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { readWholeFeed } from '../test-support/feed-client.js';
import { EXPLORE_PAGE } from '../domain/discover/explore-grid.js';
import { DEMO_PEOPLE } from './people.js';
import { DEMO_PASSWORD, seedDemoData } from './seed.js';

// What a newcomer logged in as demo first sees (docs/behaviour/search.md#the-demo-data): demo
// follows some of the seeded people and not others, so its Explore and its suggestions are full.

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, 240_000);
afterAll(() => server.close());

describe('the demo account’s first look', () => {
  it('finds a full Explore grid and suggestions among the seeded people', { timeout: 240_000 }, async () => {
    // All the people, fewer posts than a real start (300) and no feed demo, to keep the test quick.
    await seedDemoData(server.deps, { size: { people: DEMO_PEOPLE.length, posts: 100 }, extras: false });
    const demo = new TestClient(server.app);
    await demo.login('demo', DEMO_PASSWORD);
    const seeded = new Set(DEMO_PEOPLE.map((p) => p.username));
    const followed = new Set(
      (
        await server.deps.db
          .selectFrom('follows')
          .innerJoin('users as demo', 'demo.id', 'follows.follower_id')
          .innerJoin('users as followee', 'followee.id', 'follows.followee_id')
          .select('followee.username')
          .where('demo.username', '=', 'demo')
          .execute()
      ).map((r) => r.username),
    );

    const grid = (await demo.get('/api/v1/discover/web/explore_grid/')).json() as {
      items: Array<{ user: { username: string } }>;
      more_available: boolean;
    };
    expect(grid.items).toHaveLength(EXPLORE_PAGE);
    expect(grid.more_available).toBe(true);
    const authors = new Set(grid.items.map((item) => item.user.username));
    for (const author of authors) expect(followed.has(author)).toBe(false);
    // The seeded people's posts, not only the feed demo's test accounts.
    expect([...authors].filter((author) => seeded.has(author)).length).toBeGreaterThanOrEqual(5);

    const { nodes } = await readWholeFeed(demo, 'home', 20);
    const suggested = nodes.flatMap((n) => n.users?.map((u) => u.user.username) ?? []);
    expect(suggested.filter((name) => seeded.has(name)).length).toBeGreaterThanOrEqual(5);
  });
});
