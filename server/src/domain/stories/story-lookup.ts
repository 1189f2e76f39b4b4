import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import type { StoryRow } from '../../db/stories-schema.js';
import { AppError, fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import { storyAudienceOf, storyIsCurrent } from '../../policy/stories.js';

/**
 * A story the viewer may see now, or 404: current and in its audience, or kept in a highlight
 * (still in its audience). Expired, unknown and hidden stories answer alike
 * (docs/behaviour/stories.md#audience-and-privacy).
 */
export async function loadViewableStory(
  db: Kysely<DB>,
  viewer: UserRow,
  idText: string,
  now = Date.now(),
): Promise<StoryRow> {
  const id = parseRowId(idText);
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('stories')
          .selectAll('stories')
          .where('stories.id', '=', id)
          .where(storyAudienceOf(viewer.id))
          .where((eb) =>
            eb.or([
              storyIsCurrent(now)(eb),
              eb.exists(
                eb
                  .selectFrom('highlight_items')
                  .select('highlight_items.story_id')
                  .whereRef('highlight_items.story_id', '=', 'stories.id'),
              ),
            ]),
          )
          .executeTakeFirst();
  if (!row) throw fail.notFound('This story cannot be shown.');
  return row;
}

/** The story the viewer may see now, or null (for callers with a fallback). */
export async function findViewableStory(
  db: Kysely<DB>,
  viewer: UserRow,
  idText: string,
  now = Date.now(),
): Promise<StoryRow | null> {
  try {
    return await loadViewableStory(db, viewer, idText, now);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** One of the viewer's own stories (any age), or 404. */
export async function loadOwnStory(db: Kysely<DB>, viewer: UserRow, idText: string): Promise<StoryRow> {
  const id = parseRowId(idText);
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('stories')
          .selectAll()
          .where('id', '=', id)
          .where('owner_id', '=', viewer.id)
          .executeTakeFirst();
  if (!row) throw fail.notFound('This story cannot be shown.');
  return row;
}
