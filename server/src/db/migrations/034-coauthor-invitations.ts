import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 26, collaborator invitations (docs/behaviour/creation.md#collaborators): a post's owner
 * invites people as collaborators; an invitation is pending until its invitee accepts (then they
 * are a collaborator, shown on the post and on their profile's grid) or declines (the row goes).
 * Rows written before this were collaborators already (the demo seed's): they stay accepted.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('media_coauthors')
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // A profile's grid reads the posts its account collaborates on.
  await db.schema
    .createIndex('media_coauthors_user_idx')
    .on('media_coauthors')
    .columns(['user_id', 'pending', 'media_id'])
    .execute();
}
