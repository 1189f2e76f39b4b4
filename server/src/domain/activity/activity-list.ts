import type { Kysely } from 'kysely';
import type { ActivityBadge, ActivityKind, ActivityPage, ActivityRow, UserSummary } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { decodeCursor, encodeCursor } from '../feed/cursor.js';
import { presentCandidates } from '../media/stored-media.js';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from '../users/user-presenter.js';
import { personIdVisibleTo } from '../../policy/people.js';
import { postVisibleTo } from '../../policy/posts.js';
import { parseStoredJson } from '../../db/stored-json.js';
import { ItemPayloadSchema } from '../direct/item-payload.js';

/** Notifications read for one page; grouping makes fewer rows. */
const PAGE_NOTIFICATIONS = 100;
/** The badge counts this far: it shows "9+" beyond nine (docs/behaviour/activity.md#the-badge). */
const BADGE_COUNT_LIMIT = 10;
/** Kinds whose notifications about one thing are one row when they are this close in time. */
const GROUPED_KINDS: ReadonlySet<string> = new Set<ActivityKind>(['like', 'comment_like', 'follow', 'story_like']);
const GROUP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Actors a row names; the rest are counted ("and 12 others"). */
const NAMED_ACTORS = 2;

/**
 * The viewer's notifications they may still see (docs/behaviour/activity.md#always-consistent):
 * not withdrawn, from an actor the viewer may see named (no block either way, not leaving), about a
 * post the viewer may still see. Deleted posts and comments took their rows with them.
 */
export function visibleNotifications(db: Kysely<DB>, viewerId: number) {
  return (
    db
      .selectFrom('notifications')
      .leftJoin('media', 'media.id', 'notifications.media_id')
      .where('notifications.recipient_id', '=', viewerId)
      .where('notifications.withdrawn_at', 'is', null)
      .where(personIdVisibleTo(viewerId, 'notifications.actor_id'))
      // A kind the person turned off is neither listed nor counted (docs/behaviour/activity.md#settings).
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('activity_kinds_off')
              .select('activity_kinds_off.kind')
              .whereRef('activity_kinds_off.user_id', '=', 'notifications.recipient_id')
              .whereRef('activity_kinds_off.kind', '=', 'notifications.kind'),
          ),
        ),
      )
      .where((eb) => eb.or([eb('notifications.media_id', 'is', null), postVisibleTo(viewerId, 'page', 'media')]))
  );
}

async function seenAt(db: Kysely<DB>, viewerId: number): Promise<number> {
  const mark = await db
    .selectFrom('activity_marks')
    .select('seen_at')
    .where('user_id', '=', viewerId)
    .executeTakeFirst();
  return mark ? Number(mark.seen_at) : 0;
}

/** The badge: the viewer's unread notifications, counted up to BADGE_COUNT_LIMIT. */
export async function activityBadge(db: Kysely<DB>, viewerId: number): Promise<ActivityBadge> {
  const since = await seenAt(db, viewerId);
  const unread = await visibleNotifications(db, viewerId)
    .select('notifications.id')
    .where('notifications.created_at', '>', since)
    .limit(BADGE_COUNT_LIMIT)
    .execute();
  return { unread_count: unread.length, status: 'ok' };
}

/**
 * The viewer has seen their activity: the badge clears. The mark covers every notification there
 * is, also one whose time is ahead of this server's clock (another instance's, imported data).
 */
export async function markActivitySeen(db: Kysely<DB>, viewerId: number, now = Date.now()): Promise<void> {
  const newest = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('recipient_id', '=', viewerId)
    .executeTakeFirst();
  const seenAt = Math.max(now, Number(newest?.at ?? 0));
  await db
    .insertInto('activity_marks')
    .values({ user_id: viewerId, seen_at: seenAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ seen_at: seenAt }))
    .execute();
}

interface NotificationRow {
  id: number;
  kind: string;
  subject: string;
  actor_id: number;
  media_id: number | null;
  comment_id: number | null;
  story_id: number | null;
  direct_item_id: number | null;
  created_at: number;
}

interface Group {
  newest: NotificationRow;
  actorIds: number[];
}

/**
 * Groups a page of notifications, newest first: likes of one post, likes of one comment and new
 * followers within GROUP_WINDOW_MS of the group's newest one are one row; everything else is a row
 * of its own.
 */
export function groupNotifications(rows: readonly NotificationRow[]): Group[] {
  const groups: Group[] = [];
  const open = new Map<string, Group>();
  for (const row of rows) {
    const key = GROUPED_KINDS.has(row.kind) ? `${row.kind}:${row.subject}` : null;
    const group = key ? open.get(key) : undefined;
    if (group && Number(group.newest.created_at) - Number(row.created_at) <= GROUP_WINDOW_MS) {
      if (!group.actorIds.includes(row.actor_id)) group.actorIds.push(row.actor_id);
      continue;
    }
    const fresh = { newest: row, actorIds: [row.actor_id] };
    groups.push(fresh);
    if (key) open.set(key, fresh);
  }
  return groups;
}

/** A page of the viewer's activity, newest first, grouped, paged by an opaque cursor. */
export async function listActivity(
  db: Kysely<DB>,
  viewerId: number,
  maxId: string | undefined,
  urls: MediaUrls,
): Promise<ActivityPage> {
  const cursor = decodeCursor(maxId);
  const since = await seenAt(db, viewerId);
  let query = visibleNotifications(db, viewerId).select([
    'notifications.id',
    'notifications.kind',
    'notifications.subject',
    'notifications.actor_id',
    'notifications.media_id',
    'notifications.comment_id',
    'notifications.story_id',
    'notifications.direct_item_id',
    'notifications.created_at',
  ]);
  if (cursor)
    query = query.where((eb) =>
      eb.or([
        eb('notifications.created_at', '<', cursor.takenAt),
        eb.and([eb('notifications.created_at', '=', cursor.takenAt), eb('notifications.id', '<', cursor.id)]),
      ]),
    );
  const found = await query
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(PAGE_NOTIFICATIONS + 1)
    .execute();
  const more = found.length > PAGE_NOTIFICATIONS;
  const page = found.slice(0, PAGE_NOTIFICATIONS);
  const groups = groupNotifications(page);
  const rows = await presentGroups(db, viewerId, groups, since, urls);
  const last = page.at(-1);
  return {
    rows,
    next_max_id: more && last ? encodeCursor({ takenAt: Number(last.created_at), id: last.id }) : null,
    status: 'ok',
  };
}

function storyOf(
  row: { id: number; image_versions: string; username: string } | undefined,
  urls: MediaUrls,
): ActivityRow['story'] {
  if (!row) return null;
  return {
    id: String(row.id),
    username: row.username,
    image_versions2: { candidates: presentCandidates(row.image_versions, urls) },
  };
}

/** A story reply's conversation and words: its text, or a reaction's emoji. */
function storyReplyOf(
  row: { thread_id: number; text: string | null; payload: string | null } | undefined,
): ActivityRow['story_reply'] {
  if (!row) return null;
  const reel = row.payload ? parseStoredJson(ItemPayloadSchema, row.payload, 'direct item payload').reel : undefined;
  return { thread_id: String(row.thread_id), text: row.text ?? reel?.emoji ?? '' };
}

/** The viewer's invitations to collaborate among the rows' posts: accepted (pending 0) or not. */
async function invitationsOf(db: Kysely<DB>, viewerId: number, groups: readonly Group[]) {
  const mediaIds = groups.flatMap((g) =>
    g.newest.kind === 'collab_invite' && g.newest.media_id !== null ? [g.newest.media_id] : [],
  );
  if (mediaIds.length === 0) return new Map<number, 'pending' | 'accepted'>();
  const rows = await db
    .selectFrom('media_coauthors')
    .select(['media_id', 'pending'])
    .where('user_id', '=', viewerId)
    .where('media_id', 'in', mediaIds)
    .execute();
  return new Map(rows.map((row) => [row.media_id, row.pending === 1 ? ('pending' as const) : ('accepted' as const)]));
}

async function presentGroups(
  db: Kysely<DB>,
  viewerId: number,
  groups: readonly Group[],
  since: number,
  urls: MediaUrls,
): Promise<ActivityRow[]> {
  const actorIds = [...new Set(groups.flatMap((g) => g.actorIds.slice(0, NAMED_ACTORS)))];
  const mediaIds = [...new Set(groups.flatMap((g) => (g.newest.media_id === null ? [] : [g.newest.media_id])))];
  const commentIds = [...new Set(groups.flatMap((g) => (g.newest.comment_id === null ? [] : [g.newest.comment_id])))];
  const storyIds = [...new Set(groups.flatMap((g) => (g.newest.story_id === null ? [] : [g.newest.story_id])))];
  const replyIds = groups.flatMap((g) => (g.newest.direct_item_id === null ? [] : [g.newest.direct_item_id]));
  const [actors, media, comments, stories, replies] = await Promise.all([
    actorIds.length === 0
      ? []
      : db.selectFrom('users').select(USER_SUMMARY_COLUMNS).where('id', 'in', actorIds).execute(),
    mediaIds.length === 0
      ? []
      : db.selectFrom('media').select(['id', 'code', 'image_versions']).where('id', 'in', mediaIds).execute(),
    commentIds.length === 0
      ? []
      : db.selectFrom('comments').select(['id', 'text']).where('id', 'in', commentIds).execute(),
    storyIds.length === 0
      ? []
      : db
          .selectFrom('stories')
          .innerJoin('users', 'users.id', 'stories.owner_id')
          .select(['stories.id', 'stories.image_versions', 'users.username'])
          .where('stories.id', 'in', storyIds)
          .execute(),
    replyIds.length === 0
      ? []
      : db
          .selectFrom('direct_items')
          .select(['id', 'thread_id', 'text', 'payload'])
          .where('id', 'in', replyIds)
          .execute(),
  ]);
  const replyById = new Map(replies.map((row) => [row.id, row]));
  const invitations = await invitationsOf(db, viewerId, groups);
  const storyById = new Map(stories.map((row) => [row.id, row]));
  const actorById = new Map<number, UserSummary>(actors.map((user) => [user.id, presentUserSummary(user, urls)]));
  const mediaById = new Map(media.map((row) => [row.id, row]));
  const commentById = new Map(comments.map((row) => [row.id, row]));
  return groups.map(({ newest, actorIds: ids }) => {
    const post = newest.media_id === null ? undefined : mediaById.get(newest.media_id);
    const comment = newest.comment_id === null ? undefined : commentById.get(newest.comment_id);
    return {
      id: String(newest.id),
      kind: newest.kind as ActivityKind,
      actors: ids.slice(0, NAMED_ACTORS).flatMap((id) => actorById.get(id) ?? []),
      actor_count: ids.length,
      timestamp: Math.floor(Number(newest.created_at) / 1000),
      unread: Number(newest.created_at) > since,
      media: post
        ? {
            id: String(post.id),
            code: post.code,
            image_versions2: { candidates: presentCandidates(post.image_versions, urls) },
          }
        : null,
      comment: comment ? { id: String(comment.id), text: comment.text } : null,
      story: storyOf(newest.story_id === null ? undefined : storyById.get(newest.story_id), urls),
      story_reply: storyReplyOf(newest.direct_item_id === null ? undefined : replyById.get(newest.direct_item_id)),
      ...(newest.kind === 'collab_invite' && newest.media_id !== null
        ? { invitation: invitations.get(newest.media_id) ?? 'pending' }
        : {}),
    };
  });
}
