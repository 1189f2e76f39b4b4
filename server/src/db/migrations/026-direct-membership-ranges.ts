import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 24, direct membership as a time range (docs/behaviour/direct.md#who-sees-a-thread):
 * - `joined_after_item_id`: a member reads only messages after the one that was last when they
 *   joined (0 for the people a thread starts with, and for every membership made before this);
 * - `direct_member_gaps`: the messages a member missed while away, when they left or were removed
 *   and were later added back; they never read those;
 * - `left_title` and `left_disappearing_ttl_sec`: the group's name and timer at the moment a member
 *   left or was removed, so a former member's copy of the thread stays as it was then. Former
 *   members of today take the present values: nothing older was kept.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('direct_thread_members')
    .addColumn('joined_after_item_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('direct_thread_members').addColumn('left_title', 'text').execute();
  await db.schema.alterTable('direct_thread_members').addColumn('left_disappearing_ttl_sec', 'integer').execute();
  await sql`update direct_thread_members
    set left_title = (select title from direct_threads where direct_threads.id = direct_thread_members.thread_id),
        left_disappearing_ttl_sec = (select disappearing_ttl_sec from direct_threads
          where direct_threads.id = direct_thread_members.thread_id)
    where left_at is not null`.execute(db);

  await db.schema
    .createTable('direct_member_gaps')
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('direct_threads.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('after_item_id', 'integer', (c) => c.notNull())
    .addColumn('through_item_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('direct_member_gaps_pk', ['thread_id', 'user_id', 'after_item_id'])
    .execute();
}
