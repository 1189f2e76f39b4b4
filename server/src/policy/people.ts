import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema.js';

// Who a viewer may see named (docs/behaviour/relationships.md#what-a-block-does): a block hides
// each account from the other everywhere (as a co-author, a tagged person, a liker in a
// facepile, a sponsor, a commenter, a suggestion, a follower, a search result), and an account
// awaiting deletion is hidden from everyone (docs/behaviour/own-data.md#during-the-grace-period), as
// is a suspended one (docs/behaviour/moderation.md#suspending).
// Written once (personRule), as SQL on a person's id or on their joined row.

/** The rule, on a person's id and the condition that they are not awaiting deletion. */
function personRule(viewerId: number | null, id: RawBuilder<unknown>, present: RawBuilder<SqlBool>) {
  if (viewerId === null) return sql<SqlBool>`(${present})`;
  return sql<SqlBool>`(${id} = ${viewerId} or (${present}
    and not exists (select 1 from blocks person_block where person_block.blocker_id = ${viewerId}
      and person_block.blocked_id = ${id})
    and not exists (select 1 from blocks person_block where person_block.blocker_id = ${id}
      and person_block.blocked_id = ${viewerId})))`;
}

/**
 * SQL condition on a column holding a person's id (`users.id`, `comments.user_id`...): `viewerId`
 * may see them named. A logged-out visitor (null) sees everyone not awaiting deletion; a viewer
 * always sees themselves.
 */
export function personIdVisibleTo(viewerId: number | null, idColumn: string): RawBuilder<SqlBool> {
  const id = sql.ref(idColumn);
  return personRule(
    viewerId,
    id,
    sql<SqlBool>`not exists (select 1 from users person_leaving
      where person_leaving.id = ${id}
        and (person_leaving.deletion_requested_at is not null or person_leaving.suspended_at is not null))`,
  );
}

/**
 * The same rule on a `users` row joined as `alias`, reading its own deletion column (no lookup):
 * `viewerId` may see this person named.
 */
export function personVisibleTo(viewerId: number | null, alias = 'users'): RawBuilder<SqlBool> {
  return personRule(
    viewerId,
    sql.ref(`${alias}.id`),
    sql<SqlBool>`${sql.ref(`${alias}.deletion_requested_at`)} is null and ${sql.ref(`${alias}.suspended_at`)} is null`,
  );
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
