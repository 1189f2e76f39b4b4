import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { createSharedByteBudget } from './shared-byte-budget.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('createSharedByteBudget', () => {
  it('spends per key what fits, refuses without spending what does not, and starts over with the window', async () => {
    const one = createSharedByteBudget(server.deps.db, 1000, 10_000);
    const other = createSharedByteBudget(server.deps.db, 1000, 10_000);
    expect(await one.spend('bytes-k', 600, 100_000)).toBe(0);
    expect(await other.spend('bytes-k', 300, 101_000)).toBe(0);
    // 900 spent: 200 more do not fit (refused, nothing spent), 100 still do.
    expect(await one.spend('bytes-k', 200, 102_000)).toBe(8000);
    expect(await other.spend('bytes-k', 100, 102_000)).toBe(0);
    expect(await one.spend('bytes-k', 1, 103_000)).toBe(7000);
    expect(await one.spend('bytes-other', 1000, 103_000)).toBe(0);
    // More than a whole budget never fits, not even in a fresh window.
    expect(await one.spend('bytes-fresh', 1001, 103_000)).toBe(10_000);
    expect(
      await server.deps.db
        .selectFrom('rate_limit_windows')
        .where('limit_key', '=', 'bytes-fresh')
        .selectAll()
        .execute(),
    ).toEqual([]);
    // The window ends 10 s after its first spending: the budget is whole again.
    expect(await other.spend('bytes-k', 1000, 110_000)).toBe(0);
    expect(await one.spend('bytes-k', 1, 110_500)).toBe(9500);
  });

  it('lets no two spenders at once overdraw a budget', async () => {
    const budget = createSharedByteBudget(server.deps.db, 1000, 60_000);
    const now = Date.now();
    const answers = await Promise.all(Array.from({ length: 30 }, () => budget.spend('bytes-race', 100, now)));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(10);
    const row = await server.deps.db
      .selectFrom('rate_limit_windows')
      .select('attempts')
      .where('limit_key', '=', 'bytes-race')
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(1000);
  });
});
