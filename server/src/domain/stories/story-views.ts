import type { Kysely } from 'kysely';
import type { StoryArchivePage, StoryViewersPage } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import type { MediaUrls } from '../media-urls.js';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from '../users/user-presenter.js';
import { loadOwnStory, loadViewableStory } from './story-lookup.js';
import { presentStoryItems } from './story-presenter.js';
import { storyAudienceOf, storyIsCurrent } from '../../policy/stories.js';
import { recordActivity, withdrawActivity } from '../activity/notify.js';
import type { ActivityNotices } from '../activity/activity-notices.js';
import { personVisibleTo } from '../../policy/people.js';

/** Ids per seen call, and rows per viewers or archive page (docs/behaviour/stories.md#limits). */
export const SEEN_MAX_IDS = 50;
export const STORY_PAGE = 50;

/**
 * Records current stories as seen by the viewer (seen state per viewer and story). Ids the viewer
 * may not see, their own stories and repeats are ignored; answers how many were newly recorded.
 */
export async function markStoriesSeen(
  db: Kysely<DB>,
  viewer: UserRow,
  mediaIds: readonly string[],
  now = Date.now(),
): Promise<number> {
  if (mediaIds.length > SEEN_MAX_IDS) throw fail.validation({ media_ids: `At most ${SEEN_MAX_IDS} ids.` });
  const ids = [...new Set(mediaIds.map((id) => parseRowId(id)).filter((id): id is number => id !== null))];
  if (ids.length === 0) return 0;
  const visible = await db
    .selectFrom('stories')
    .select('stories.id')
    .where('stories.id', 'in', ids)
    .where('stories.owner_id', '!=', viewer.id)
    .where(storyIsCurrent(now))
    .where(storyAudienceOf(viewer.id))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('story_views')
            .select('story_views.story_id')
            .whereRef('story_views.story_id', '=', 'stories.id')
            .where('story_views.viewer_id', '=', viewer.id),
        ),
      ),
    )
    .execute();
  if (visible.length === 0) return 0;
  await db
    .insertInto('story_views')
    .values(visible.map((row) => ({ story_id: row.id, viewer_id: viewer.id, seen_at: now })))
    .onConflict((oc) => oc.columns(['story_id', 'viewer_id']).doNothing())
    .execute();
  return visible.length;
}

/** A viewers-list cursor: the last row's seen time and viewer id. */
function decodeCursor(text: string | undefined): { seenAt: number; viewerId: number } | null {
  const match = text ? /^(\d{1,15})_(\d{1,10})$/.exec(text) : null;
  return match ? { seenAt: Number(match[1]), viewerId: Number(match[2]) } : null;
}

/**
 * Who saw one of the viewer's own stories (any age), newest first. Anyone else's story answers
 * 404 exactly like an unknown id, so ids tried one after another reveal no story's existence
 * (docs/behaviour/stories.md#viewer).
 */
export async function listStoryViewers(
  db: Kysely<DB>,
  viewer: UserRow,
  mediaId: string,
  maxId: string | undefined,
  urls: MediaUrls,
): Promise<StoryViewersPage> {
  const story = await loadOwnStory(db, viewer, mediaId);
  const cursor = decodeCursor(maxId);
  let query = db
    .selectFrom('story_views')
    .innerJoin('users', 'users.id', 'story_views.viewer_id')
    .select(USER_SUMMARY_COLUMNS.map((c) => `users.${c}` as const))
    .select(['story_views.seen_at', 'story_views.viewer_id'])
    .where('story_views.story_id', '=', story.id)
    // Viewers awaiting deletion are hidden as from everyone (docs/behaviour/own-data.md#during-the-grace-period).
    .where(personVisibleTo(null, 'users'));
  if (cursor)
    query = query.where((eb) =>
      eb.or([
        eb('story_views.seen_at', '<', cursor.seenAt),
        eb.and([eb('story_views.seen_at', '=', cursor.seenAt), eb('story_views.viewer_id', '<', cursor.viewerId)]),
      ]),
    );
  const rows = await query
    .orderBy('story_views.seen_at', 'desc')
    .orderBy('story_views.viewer_id', 'desc')
    .limit(STORY_PAGE + 1)
    .execute();
  const page = rows.slice(0, STORY_PAGE);
  const likers = new Set(
    page.length === 0
      ? []
      : (
          await db
            .selectFrom('story_likes')
            .select('user_id')
            .where('story_id', '=', story.id)
            .where(
              'user_id',
              'in',
              page.map((row) => row.viewer_id),
            )
            .execute()
        ).map((row) => row.user_id),
  );
  const { n } = await db
    .selectFrom('story_views')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('story_id', '=', story.id)
    .executeTakeFirstOrThrow();
  const last = page[page.length - 1];
  const more = rows.length > STORY_PAGE;
  return {
    users: page.map((row) => ({
      user: presentUserSummary(row, urls),
      seen_at: Math.floor(row.seen_at / 1000),
      has_liked: likers.has(row.viewer_id),
    })),
    user_count: Number(n),
    next_max_id: more && last ? `${last.seen_at}_${last.viewer_id}` : null,
    more_available: more,
    status: 'ok',
  };
}

/** Likes or unlikes a story the viewer may see; answers the new state. */
export async function setStoryLike(
  db: Kysely<DB>,
  viewer: UserRow,
  mediaId: string,
  like: boolean,
  now = Date.now(),
  notices?: ActivityNotices,
): Promise<boolean> {
  const story = await loadViewableStory(db, viewer, mediaId, now);
  // The owner hears of a like (docs/behaviour/activity.md#what-is-notified), in its transaction.
  const cause = { recipientId: story.owner_id, actorId: viewer.id, kind: 'story_like', storyId: story.id } as const;
  await db.transaction().execute(async (trx) => {
    if (like) {
      const added = await trx
        .insertInto('story_likes')
        .values({ story_id: story.id, user_id: viewer.id, created_at: now })
        .onConflict((oc) => oc.columns(['story_id', 'user_id']).doNothing())
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) await recordActivity(trx, cause, { now, notices });
    } else {
      const removed = await trx
        .deleteFrom('story_likes')
        .where('story_id', '=', story.id)
        .where('user_id', '=', viewer.id)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) await withdrawActivity(trx, cause, { now, notices });
    }
  });
  return like;
}

/** The viewer's own stories, expired or not, newest first, paged by id. */
export async function loadStoryArchive(
  db: Kysely<DB>,
  viewer: UserRow,
  maxId: string | undefined,
  urls: MediaUrls,
): Promise<StoryArchivePage> {
  const before = maxId === undefined ? null : parseRowId(maxId);
  let query = db.selectFrom('stories').selectAll().where('owner_id', '=', viewer.id);
  if (before !== null) query = query.where('id', '<', before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(STORY_PAGE + 1)
    .execute();
  const page = rows.slice(0, STORY_PAGE);
  const more = rows.length > STORY_PAGE;
  return {
    items: await presentStoryItems(db, page, viewer, urls),
    next_max_id: more ? String(page[page.length - 1]?.id) : null,
    more_available: more,
    status: 'ok',
  };
}
