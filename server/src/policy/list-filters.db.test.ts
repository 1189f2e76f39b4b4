import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, type RawBuilder, type SqlBool } from 'kysely';
import type { UserRow } from '../db/schema.js';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { makeBlock, makeFollow, makeUser } from '../test-support/fixtures.js';
import { accountContentVisibleTo } from './accounts.js';
import { personVisibleTo } from './people.js';
import {
  accountForFollowersOnly,
  accountIdOpenTo,
  accountOpenTo,
  isPublicAccount,
  noBlockWith,
  notAwaitingDeletion,
  peopleBlockedWith,
  personListedTo,
  publicAccounts,
} from './list-filters.js';

// The list shapes of the account and people rules (list-filters.ts) keep the plans of the large
// lists that use them; they must still say what the rules say (docs/security.md#one-policy-per-resource).
// Over every combination of public, followed, blocked either way and awaiting deletion, each is
// checked against the rule it stands for, run as a filter on the same accounts.

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

/** Ids of the accounts a condition on `users` keeps. */
async function kept(condition: RawBuilder<SqlBool>): Promise<Set<number>> {
  const rows = await server.deps.db.selectFrom('users').select('users.id').where(condition).execute();
  return new Set(rows.map((r) => Number(r.id)));
}

const label = (c: Case) => JSON.stringify({ ...c, user: c.user.username });

describe('accounts open without a follow (explore, posts brought into the home feed, the trending chain)', () => {
  it('are the accounts whose content the rule shows the viewer, public ones only', async () => {
    const rule = await kept(accountContentVisibleTo(viewer.id, 'users.id'));
    const shapes = {
      'per-row': await kept(accountOpenTo(viewer.id, 'users', 'per-row')),
      listed: await kept(accountOpenTo(viewer.id, 'users', 'listed')),
      'by id': await kept(accountIdOpenTo(viewer.id, 'users.id')),
    };
    for (const c of [...cases, { user: viewer, isPublic: true } as Case])
      for (const [shape, open] of Object.entries(shapes))
        expect(open.has(c.user.id), `${shape} ${label(c)}`).toBe(rule.has(c.user.id) && c.isPublic);
  });

  it('for a logged-out visitor, are the accounts the rule shows a visitor', async () => {
    const rule = await kept(accountContentVisibleTo(null, 'users.id'));
    const open = await kept(accountOpenTo(null, 'users'));
    const byId = await kept(accountIdOpenTo(null, 'users.id'));
    for (const c of cases) {
      expect(open.has(c.user.id), label(c)).toBe(rule.has(c.user.id));
      expect(byId.has(c.user.id), label(c)).toBe(rule.has(c.user.id));
    }
  });

  it('public accounts are the ones with no followers-only content', async () => {
    const { db } = server.deps;
    const listed = new Set(
      (await db.selectFrom('users').select('users.id').where('users.id', 'in', publicAccounts()).execute()).map((r) =>
        Number(r.id),
      ),
    );
    const forFollowers = await kept(accountForFollowersOnly('users'));
    const toVisitors = await kept(accountContentVisibleTo(null, 'users.id'));
    const toViewer = await kept(accountContentVisibleTo(viewer.id, 'users.id'));
    for (const c of cases) {
      const row = await db.selectFrom('users').selectAll().where('id', '=', c.user.id).executeTakeFirstOrThrow();
      expect(listed.has(c.user.id), label(c)).toBe(c.isPublic);
      expect(isPublicAccount(row), label(c)).toBe(c.isPublic);
      // What a follower sees and a visitor does not: the correction a viewer's tag counts add.
      if (c.followed && c.block === 'none')
        expect(forFollowers.has(c.user.id), label(c)).toBe(toViewer.has(c.user.id) && !toVisitors.has(c.user.id));
    }
  });
});

describe('accounts open without a follow, as SQLite plans them', () => {
  // SQLite plans without statistics: a list of the newest posts that let it start from the
  // deletion index read every account's posts before sorting them (docs/behaviour/search.md#indexes).
  it.skipIf(process.env.TEST_DB === 'postgres')('never start a list from the deletion index', async () => {
    const { db } = server.deps;
    for (const viewerId of [viewer.id, null]) {
      const query = db
        .selectFrom('media')
        .innerJoin('users as owner', 'owner.id', 'media.owner_id')
        .select('media.id')
        .where(accountOpenTo(viewerId, 'owner', 'per-row'))
        .orderBy('media.id', 'desc')
        .limit(24)
        .compile();
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      const detail = plan.rows.map((r) => r.detail).join('\n');
      expect(detail).not.toContain('users_deletion_requested_idx');
      expect(detail.split('\n')[0]).toMatch(/^SCAN media/);
    }
  });
});

describe('people in lists (suggestions, recent searches)', () => {
  it('are the people the viewer may see named, the viewer aside', async () => {
    for (const viewerId of [viewer.id, null]) {
      const rule = await kept(personVisibleTo(viewerId));
      const listed = await kept(personListedTo(viewerId));
      for (const c of cases) expect(listed.has(c.user.id), `${viewerId} ${label(c)}`).toBe(rule.has(c.user.id));
    }
  });

  it('read blocks and deletion the same in every shape', async () => {
    const { db } = server.deps;
    const blocked = await peopleBlockedWith(db, viewer.id);
    const perRow = await kept(noBlockWith(viewer.id, 'users.id', 'per-row'));
    const listed = await kept(noBlockWith(viewer.id, 'users.id', 'listed'));
    const present = await kept(notAwaitingDeletion('users'));
    const presentByRow = await kept(notAwaitingDeletion('users', { sqliteRowCheck: server.dialect === 'sqlite' }));
    for (const c of cases) {
      expect(blocked.has(c.user.id), label(c)).toBe(c.block !== 'none');
      expect(perRow.has(c.user.id), label(c)).toBe(c.block === 'none');
      expect(listed.has(c.user.id), label(c)).toBe(c.block === 'none');
      expect(present.has(c.user.id), label(c)).toBe(!c.leaving);
      expect(presentByRow.has(c.user.id), label(c)).toBe(!c.leaving);
    }
  });
});
