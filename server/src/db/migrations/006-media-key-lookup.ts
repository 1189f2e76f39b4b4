import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 10, private media: every request for a stored file looks up the post it belongs to by the
 * stored prefix (docs/behaviour/media.md#who-may-fetch-a-file), of a post or of a carousel item.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex('media_image_key_idx').on('media').column('image_key').execute();
  await db.schema.createIndex('media_children_image_key_idx').on('media_children').column('image_key').execute();
}
