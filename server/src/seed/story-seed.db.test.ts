import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { DEMO_PASSWORD, seedDemoData } from './seed.js';

// The demo's stories (docs/behaviour/stories.md): about twenty accounts with current stories,
// some for close friends only; what demo must not see stays out of its tray.

let server: TestServer;
const NOW = Date.now();

beforeAll(async () => {
  server = await createTestServer();
}, 240_000);
afterAll(() => server.close());

describe('demo stories', () => {
  it(
    'give demo a tray of about twenty reels, close friends marked, hidden ones left out',
    { timeout: 240_000 },
    async () => {
      await seedDemoData(server.deps, { size: { people: 36, posts: 6 }, now: NOW, tools: null });
      const demo = new TestClient(server.app);
      await demo.login('demo', DEMO_PASSWORD);
      const tray = (await demo.get('/api/v1/feed/reels_tray/')).json().tray as Array<{
        user: { username: string };
        is_close_friends: boolean;
      }>;
      const names = tray.map((reel) => reel.user.username);
      expect(names[0]).toBe('demo');
      expect(names.length).toBeGreaterThanOrEqual(18);
      expect(names).toContain('he.jing');
      expect(names).not.toContain('zhang.hao');
      expect(names).not.toContain('huang.min');
      expect(tray.find((reel) => reel.user.username === 'sofia.garcia')?.is_close_friends).toBe(true);
      expect(tray.find((reel) => reel.user.username === 'chen_wei')?.is_close_friends).toBe(false);
      // demo's archive holds its expired stories, kept in its highlight.
      const highlights = await demo.get(
        `/api/v1/highlights/${(await demo.get('/api/v1/web/data/shared_data/')).json().config.viewer.id}/highlights_tray/`,
      );
      expect(highlights.json().tray.map((reel: { title: string }) => reel.title)).toEqual(['Weekend']);

      // A second start within the day adds nothing; a day later a fresh set is posted.
      expect((await seedDemoData(server.deps, { size: { people: 36, posts: 6 }, now: NOW, tools: null })).seeded).toBe(
        false,
      );
      const count = async () => (await server.deps.db.selectFrom('stories').select('id').execute()).length;
      const before = await count();
      await seedDemoData(server.deps, { size: { people: 36, posts: 6 }, now: NOW + 25 * 3600 * 1000, tools: null });
      expect(await count()).toBeGreaterThan(before);
    },
  );
});
