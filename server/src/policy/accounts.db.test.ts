import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { makeBlock, makeFollow, makeUser } from '../test-support/fixtures.js';
import { accountContentAllowed, accountContentVisibleTo, canViewContentOf } from './accounts.js';
import { loadViewerRelations } from './viewer-relations.js';

// The account rule is written once and read three ways (docs/security.md#one-policy-per-resource):
// as a list filter, as the check of one account, and from a viewer's relations loaded once (the
// feed). Over every combination of the facts, all three give the answer of the documented rule
// (docs/behaviour/relationships.md#profile-visibility).

interface Case {
  user: UserRow;
  isPublic: boolean;
  followed: boolean;
  block: 'none' | 'viewer blocks' | 'blocks viewer';
  leaving: boolean;
}

let server: TestServer;
let viewer: UserRow;
const cases: Case[] = [];

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.deps;
  viewer = await makeUser(db, 'viewer');
  let n = 0;
  for (const isPublic of [true, false])
    for (const followed of [true, false])
      for (const block of ['none', 'viewer blocks', 'blocks viewer'] as const)
        for (const leaving of [true, false]) {
          const user = await makeUser(db, `acct${(n += 1)}`, { isPrivate: !isPublic });
          // Follow rows from before a block stay possible in the data; the rule must still hide.
          if (followed) await makeFollow(db, viewer.id, user.id);
          if (block === 'viewer blocks') await makeBlock(db, viewer.id, user.id);
          if (block === 'blocks viewer') await makeBlock(db, user.id, viewer.id);
          if (leaving)
            await db
              .updateTable('users')
              .set({ deletion_requested_at: Date.now() })
              .where('id', '=', user.id)
              .execute();
          cases.push({ user, isPublic, followed, block, leaving });
        }
});
afterAll(() => server.close());

/** The documented rule, stated independently of the code under test. */
const expected = (c: Case, loggedIn: boolean) =>
  !c.leaving && (loggedIn ? c.block === 'none' && (c.isPublic || c.followed) : c.isPublic);

describe('the account rule reads the same as a filter, a check and from loaded relations', () => {
  it('for a logged-in viewer, over all 24 combinations and their own account', async () => {
    const { db } = server.deps;
    const listed = new Set(
      (
        await db.selectFrom('users').select('users.id').where(accountContentVisibleTo(viewer.id, 'users.id')).execute()
      ).map((r) => r.id),
    );
    const relations = await loadViewerRelations(db, viewer.id);
    for (const c of cases) {
      const label = JSON.stringify({ ...c, user: c.user.username });
      const want = expected(c, true);
      expect(listed.has(c.user.id), `filter ${label}`).toBe(want);
      expect(await canViewContentOf(db, viewer, c.user), `check ${label}`).toBe(want);
      expect(accountContentAllowed(relations, viewer.id, c.user), `loaded ${label}`).toBe(want);
    }
    expect(listed.has(viewer.id)).toBe(true);
    expect(await canViewContentOf(db, viewer, viewer)).toBe(true);
    expect(accountContentAllowed(relations, viewer.id, viewer)).toBe(true);
  });

  it('for a logged-out visitor', async () => {
    const { db } = server.deps;
    const listed = new Set(
      (await db.selectFrom('users').select('users.id').where(accountContentVisibleTo(null, 'users.id')).execute()).map(
        (r) => r.id,
      ),
    );
    for (const c of cases) {
      const label = JSON.stringify({ ...c, user: c.user.username });
      expect(listed.has(c.user.id), `filter ${label}`).toBe(expected(c, false));
      expect(await canViewContentOf(db, null, c.user), `check ${label}`).toBe(expected(c, false));
    }
  });
});
