import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';
import { visitorHighlightCoverKeys } from '../domain/stories/highlights.js';
import { storyAudienceOf, storyIsCurrent } from './stories.js';

/**
 * Who may fetch a story's file (docs/behaviour/media.md#who-may-fetch-a-file): null when the file
 * belongs to no story; otherwise `private` for someone who may see the story now (its owner, its
 * audience while it is current or kept in a highlight; for a logged-out visitor, the cover of a
 * highlight their tray shows), `hidden` for anyone else. Never `public`:
 * a story's audience changes with time (expiry), so no shared cache may keep its files.
 */
export async function storyFileAccess(
  db: Kysely<DB>,
  key: string,
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
  if (!who) return (await isVisitorHighlightCover(db, key, prefixes)) ? 'private' : 'hidden';
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

/**
 * Whether a file is the cover a logged-out visitor is shown of one of an account's highlights: a
 * public account's story for everyone, one of the newest highlights as the visitor's tray presents
 * them, and exactly the rendition the tray shows (docs/behaviour/logged-out.md#highlights). Every
 * other file of a story stays hidden, its larger renditions and its video included.
 */
async function isVisitorHighlightCover(db: Kysely<DB>, key: string, prefixes: string[]): Promise<boolean> {
  const stories = await db
    .selectFrom('stories')
    .select('stories.owner_id')
    .where('stories.image_key', 'in', prefixes)
    .where(storyAudienceOf(null))
    .limit(prefixes.length)
    .execute();
  for (const owner of new Set(stories.map((story) => story.owner_id))) {
    if ((await visitorHighlightCoverKeys(db, owner)).has(key)) return true;
  }
  return false;
}
