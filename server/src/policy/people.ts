import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema.js';

// Who a viewer may see named (docs/behaviour/relationships.md#what-a-block-does): a block hides
// each account from the other everywhere (as a co-author, a tagged person, a liker in a
// facepile, a sponsor, a commenter, a suggestion), and an account awaiting deletion is hidden
// from everyone (docs/behaviour/own-data.md#during-the-grace-period). Written once, as SQL on a
// `users` row; the one-person check runs the same condition on that row.

/**
 * SQL condition on a `users` row (joined as `alias`): `viewerId` may see this person named. A
 * logged-out visitor (null) sees everyone not awaiting deletion; a viewer always sees themselves.
 */
export function personVisibleTo(viewerId: number | null, alias = 'users'): RawBuilder<SqlBool> {
  const id = sql.ref(`${alias}.id`);
  const leaving = sql.ref(`${alias}.deletion_requested_at`);
  if (viewerId === null) return sql<SqlBool>`(${leaving} is null)`;
  return sql<SqlBool>`(${id} = ${viewerId} or (${leaving} is null
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
