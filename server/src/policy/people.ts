import { expressionBuilder, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';

// Who a viewer may see named (docs/behaviour/relationships.md#what-a-block-does): a block hides
// each account from the other everywhere (as a co-author, a tagged person, a liker in a
// facepile, a sponsor, a commenter, a suggestion, a follower, a search result), and an account
// awaiting deletion is hidden from everyone (docs/behaviour/own-data.md#during-the-grace-period).
// Written once, as SQL on a person's id; the one-person check runs the same condition.

/**
 * SQL condition on a column holding a person's id (`users.id`, `comments.user_id`...): `viewerId`
 * may see them named. A logged-out visitor (null) sees everyone not awaiting deletion; a viewer
 * always sees themselves.
 */
export function personIdVisibleTo(viewerId: number | null, idColumn: string): RawBuilder<SqlBool> {
  const id = sql.ref(idColumn);
  const present = sql<SqlBool>`not exists (select 1 from users person_leaving
    where person_leaving.id = ${id} and person_leaving.deletion_requested_at is not null)`;
  if (viewerId === null) return sql<SqlBool>`(${present})`;
  return sql<SqlBool>`(${id} = ${viewerId} or (${present}
    and not exists (select 1 from blocks person_block where person_block.blocker_id = ${viewerId}
      and person_block.blocked_id = ${id})
    and not exists (select 1 from blocks person_block where person_block.blocker_id = ${id}
      and person_block.blocked_id = ${viewerId})))`;
}

/**
 * The same condition on a `users` row joined as `alias`, reading its own deletion column (no
 * lookup): `viewerId` may see this person named.
 */
export function personVisibleTo(viewerId: number | null, alias = 'users'): RawBuilder<SqlBool> {
  const id = sql.ref(`${alias}.id`);
  const present = sql<SqlBool>`${sql.ref(`${alias}.deletion_requested_at`)} is null`;
  if (viewerId === null) return sql<SqlBool>`(${present})`;
  return sql<SqlBool>`(${id} = ${viewerId} or (${present}
    and not exists (select 1 from blocks person_block where person_block.blocker_id = ${viewerId}
      and person_block.blocked_id = ${id})
    and not exists (select 1 from blocks person_block where person_block.blocker_id = ${id}
      and person_block.blocked_id = ${viewerId})))`;
}

/** Whether `viewerId` may see one person named: the same condition, on their row. */
export async function canSeePerson(db: Kysely<DB>, viewerId: number | null, personId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '=', personId)
    .where(personVisibleTo(viewerId))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Ids of accounts awaiting deletion, as a subquery for `not in` conditions where a whole list is
 * filtered by one column (almost always empty, and indexed).
 */
export function accountsAwaitingDeletion() {
  return expressionBuilder<DB, never>()
    .selectFrom('users as leaving')
    .select('leaving.id')
    .where('leaving.deletion_requested_at', 'is not', null);
}

/** Whether an account asked to be deleted (and is hidden from everyone meanwhile). */
export function isAwaitingDeletion(user: Pick<UserRow, 'deletion_requested_at'>): boolean {
  return user.deletion_requested_at !== null;
}

/** Whether either user blocks the other. */
export async function isBlockedEitherWay(db: Kysely<DB>, a: number, b: number): Promise<boolean> {
  return (await blockedAmong(db, a, [b])).length > 0;
}

/** Ids among `userIds` with whom `userId` has a block either way. */
export async function blockedAmong(db: Kysely<DB>, userId: number, userIds: readonly number[]): Promise<number[]> {
  const others = userIds.filter((id) => id !== userId);
  if (others.length === 0) return [];
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', userId), eb('blocked_id', 'in', others)]),
        eb.and([eb('blocked_id', '=', userId), eb('blocker_id', 'in', others)]),
      ]),
    )
    .execute();
  return [...new Set(rows.map((r) => (r.blocker_id === userId ? r.blocked_id : r.blocker_id)))];
}

/**
 * Ids among `userIds` whom `viewerId` blocks, one direction only: what the viewer is told of their
 * own blocks (the group warning, docs/behaviour/direct.md#the-group-warning).
 */
export async function blockedBy(db: Kysely<DB>, viewerId: number, userIds: readonly number[]): Promise<number[]> {
  const others = userIds.filter((id) => id !== viewerId);
  if (others.length === 0) return [];
  const rows = await db
    .selectFrom('blocks')
    .select('blocked_id')
    .where('blocker_id', '=', viewerId)
    .where('blocked_id', 'in', others)
    .execute();
  return rows.map((r) => r.blocked_id);
}

/**
 * SQL condition: either of two people blocks the other, each an SQL expression holding their id (a
 * parameter or a column). For rules whose viewer is a column too (presence: one subject, many
 * viewers).
 */
export function inBlockEitherWay(a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(exists (select 1 from blocks either_block
      where either_block.blocker_id = ${a} and either_block.blocked_id = ${b})
    or exists (select 1 from blocks either_block
      where either_block.blocker_id = ${b} and either_block.blocked_id = ${a}))`;
}
