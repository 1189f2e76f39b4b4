import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema.js';

// What a member of a direct thread may read (docs/behaviour/direct.md#who-sees-a-thread), written
// once as SQL and used by every reader: a thread's pages, the inbox's last message and badge,
// search, quoted messages, the files of photos, the realtime catch-up and the data export.
//
// Membership is a range of the thread's items: after the one that was last when the member joined
// (`joined_after_item_id`), up to the last one before they left or were removed
// (`left_through_item_id`), less the ranges they were away before being added back
// (`direct_member_gaps`), less what they cleared (`cleared_through_item_id`), the messages they
// deleted for themselves, and disappearing messages whose time ran out. Item ids grow with time,
// so a range of ids is a range of time.

/** A column of the `direct_items` row under `alias`. */
const itemColumn = (alias: string, column: 'id' | 'thread_id' | 'expires_at') => sql.ref(`${alias}.${column}`);

/**
 * SQL condition on a `direct_items` row (joined as `alias`): `viewerId` may read it at `now`. Each
 * part is an indexed lookup by (thread, member) or (item, member), so it costs the same in a
 * thread of ten messages or ten thousand.
 */
export function directItemReadableBy(viewerId: number, now: number, alias = 'direct_items'): RawBuilder<SqlBool> {
  const id = itemColumn(alias, 'id');
  const threadId = itemColumn(alias, 'thread_id');
  const expiresAt = itemColumn(alias, 'expires_at');
  return sql<SqlBool>`((${expiresAt} is null or ${expiresAt} > ${now})
    and exists (select 1 from direct_thread_members reader
      where reader.thread_id = ${threadId} and reader.user_id = ${viewerId}
        and ${id} > reader.joined_after_item_id and ${id} > reader.cleared_through_item_id
        and (reader.left_through_item_id is null or ${id} <= reader.left_through_item_id))
    and not exists (select 1 from direct_member_gaps away
      where away.thread_id = ${threadId} and away.user_id = ${viewerId}
        and ${id} > away.after_item_id and ${id} <= away.through_item_id)
    and not exists (select 1 from direct_item_hides hidden
      where hidden.item_id = ${id} and hidden.user_id = ${viewerId}))`;
}

/**
 * Whether `viewerId` may fetch the files of a photo sent in direct messages: they may read a
 * message holding it (a forwarded photo is held by several). A photo whose messages are all gone
 * (unsent, expired) is readable by nobody.
 */
export async function canReadDirectPhoto(db: Kysely<DB>, viewerId: number, prefixes: readonly string[], now: number) {
  if (prefixes.length === 0) return false;
  const row = await db
    .selectFrom('direct_items')
    .select('direct_items.id')
    .where('direct_items.image_key', 'in', prefixes)
    .where(directItemReadableBy(viewerId, now))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * SQL condition on a pair of membership rows of one thread, `viewer` (the reader's) and `member`
 * (anyone's): `member` is in the thread as the reader sees it. For a current reader, the current
 * members; for a former one, the members at the moment they left, so people added later and
 * people who left later are as they were then (docs/behaviour/direct.md#who-sees-a-thread).
 */
export function memberInViewOf(viewer = 'me', member = 'm'): RawBuilder<SqlBool> {
  const point = sql.ref(`${viewer}.left_through_item_id`);
  const ref = (column: string) => sql.ref(`${member}.${column}`);
  return sql<SqlBool>`(case when ${point} is null then (${ref('left_at')} is null)
    else (${ref('joined_after_item_id')} <= ${point}
      and (${ref('left_through_item_id')} is null or ${ref('left_through_item_id')} >= ${point})
      and not exists (select 1 from direct_member_gaps was_away
        where was_away.thread_id = ${ref('thread_id')} and was_away.user_id = ${ref('user_id')}
          and ${point} > was_away.after_item_id and ${point} <= was_away.through_item_id))
    end)`;
}

/**
 * The thread's name, timer and activity time as the member under `viewer` sees them: the present
 * ones for a current member; for a former one, those of the moment they left (the activity time
 * never later than that moment). Select them in place of the thread's own columns.
 */
export const threadAsSeenBy = (viewer = 'me', thread = 'direct_threads') => {
  const left = sql.ref<number | null>(`${viewer}.left_at`);
  const column = (name: string) => sql.ref(`${thread}.${name}`);
  return {
    title: sql<string>`case when ${left} is null then ${column('title')}
      else coalesce(${sql.ref(`${viewer}.left_title`)}, ${column('title')}) end`,
    disappearingTtlSec: sql<number | null>`case when ${left} is null then ${column('disappearing_ttl_sec')}
      else ${sql.ref(`${viewer}.left_disappearing_ttl_sec`)} end`,
    lastActivityAt: sql<number>`case when ${left} is not null and ${left} < ${column('last_activity_at')}
      then ${left} else ${column('last_activity_at')} end`,
  };
};
