import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { storyAudienceOf, storyIsCurrent } from './story-audience.js';

/**
 * Who may fetch a story's file (docs/behaviour/media.md#who-may-fetch-a-file): null when the file
 * belongs to no story; otherwise `private` for someone who may see the story now (its owner, its
 * audience while it is current or kept in a highlight), `hidden` for anyone else. Never `public`:
 * a story's audience changes with time (expiry), so no shared cache may keep its files.
 */
export async function storyFileAccess(
  db: Kysely<DB>,
  prefixes: string[],
  viewer: () => Promise<UserRow | null>,
  now = Date.now(),
): Promise<'private' | 'hidden' | null> {
  const story = await db
    .selectFrom('stories')
    .select('id')
    .where('image_key', 'in', prefixes)
    .limit(1)
    .executeTakeFirst();
  if (!story) return null;
  const who = await viewer();
  if (!who) return 'hidden';
  const visible = await db
    .selectFrom('stories')
    .select('stories.id')
    .where('stories.image_key', 'in', prefixes)
    .where(storyAudienceOf(who.id))
    .where((eb) =>
      eb.or([
        eb('stories.owner_id', '=', who.id),
        storyIsCurrent(now)(eb),
        eb.exists(
          eb
            .selectFrom('highlight_items')
            .select('highlight_items.story_id')
            .whereRef('highlight_items.story_id', '=', 'stories.id'),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return visible ? 'private' : 'hidden';
}
