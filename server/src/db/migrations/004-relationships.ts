import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 5: supervision pairs (a supervisor and the account they supervise,
 * docs/behaviour/relationships.md#supervision) and the indexes the follower lists and request lists
 * page on. The other relationship tables (mutes, blocks, restricts, follow requests) came with 002.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('supervisions')
    .addColumn('supervisor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('supervised_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('supervisions_pk', ['supervisor_id', 'supervised_id'])
    .execute();
  await db.schema.createIndex('supervisions_supervised_idx').on('supervisions').column('supervised_id').execute();
  // Followers and following lists page newest first.
  await db.schema
    .createIndex('follows_followee_time_idx')
    .on('follows')
    .columns(['followee_id', 'created_at', 'follower_id'])
    .execute();
  await db.schema
    .createIndex('follows_follower_time_idx')
    .on('follows')
    .columns(['follower_id', 'created_at', 'followee_id'])
    .execute();
  await db.schema
    .createIndex('follow_requests_target_time_idx')
    .on('follow_requests')
    .columns(['target_id', 'created_at', 'requester_id'])
    .execute();
}
