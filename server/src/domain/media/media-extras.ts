import { sql, type Kysely } from 'kysely';
import { LIKED_BY_MAX } from 'shared-contracts';
import type { DB, MediaChildRow, MediaRow, UserRow } from '../../db/schema.js';
import { USER_SUMMARY_COLUMNS, type UserSummaryRow } from '../users/user-presenter.js';
import { personVisibleTo } from '../../policy/people.js';

/** A usertag as stored, before its user is attached. */
export interface StoredUsertag {
  userId: number;
  x: number;
  y: number;
}

/** Everything a page of media needs besides its rows, loaded in a fixed number of queries. */
export interface MediaExtras {
  users: Map<number, UserSummaryRow>;
  /** Media the viewer liked. */
  liked: Set<number>;
  /** Up to LIKED_BY_MAX people the viewer follows who liked each post, most recent first. */
  facepile: Map<number, number[]>;
  /** Saved media and the viewer's collections each is in. */
  saved: Map<number, number[]>;
  children: Map<number, MediaChildRow[]>;
  /** Usertags by `${mediaId}` for the photo itself and `${mediaId}:${childId}` for carousel items. */
  usertags: Map<string, StoredUsertag[]>;
  coauthors: Map<number, number[]>;
  /** Invited collaborators who have not accepted yet (docs/behaviour/creation.md#collaborators). */
  invitedCoauthors: Map<number, number[]>;
  sponsors: Map<number, Array<{ userId: number; pending: boolean }>>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Key of a usertag list: the photo itself, or one carousel item. */
export function usertagKey(mediaId: number, childId: number | null): string {
  return childId === null ? String(mediaId) : `${mediaId}:${childId}`;
}

/**
 * Loads the extras of a page of media: likes (the viewer's and the facepile in one query), saves
 * with collection ids, carousel items (only when the page has a carousel), usertags, coauthors and
 * sponsors (one union query), then every referenced user in one query. `extraUserIds` lets a
 * caller fold its own users (suggestions) into that last query. Five or six queries in all,
 * whatever the page size: no N+1.
 */
export async function loadMediaExtras(
  db: Kysely<DB>,
  rows: readonly MediaRow[],
  viewer: UserRow | null,
  extraUserIds: readonly number[] = [],
): Promise<MediaExtras> {
  const extras: MediaExtras = {
    users: new Map(),
    liked: new Set(),
    facepile: new Map(),
    saved: new Map(),
    children: new Map(),
    usertags: new Map(),
    coauthors: new Map(),
    invitedCoauthors: new Map(),
    sponsors: new Map(),
  };
  const mediaIds = rows.map((r) => r.id);
  const userIds = new Set<number>([...rows.map((r) => r.owner_id), ...extraUserIds]);
  if (mediaIds.length > 0) {
    const [likes, saves, children, attachments] = await Promise.all([
      viewer ? loadLikes(db, mediaIds, viewer.id) : Promise.resolve([]),
      viewer ? loadSaves(db, mediaIds, viewer.id) : Promise.resolve([]),
      rows.some((r) => r.media_type === 8)
        ? db
            .selectFrom('media_children')
            .selectAll()
            .where('media_id', 'in', mediaIds)
            .orderBy('media_id')
            .orderBy('position')
            .execute()
        : Promise.resolve([]),
      loadAttachments(db, mediaIds),
    ]);
    for (const like of likes) {
      if (Number(like.viewer) === 1) extras.liked.add(like.media_id);
      else {
        const pile = extras.facepile.get(like.media_id) ?? [];
        if (pile.length < LIKED_BY_MAX) {
          pile.push(like.user_id);
          extras.facepile.set(like.media_id, pile);
          userIds.add(like.user_id);
        }
      }
    }
    for (const save of saves) {
      const list = extras.saved.get(save.media_id) ?? [];
      if (save.collection_id !== null) list.push(save.collection_id);
      extras.saved.set(save.media_id, list);
    }
    for (const child of children) push(extras.children, child.media_id, child);
    for (const row of attachments) {
      userIds.add(row.user_id);
      if (row.kind === 'u')
        push(extras.usertags, usertagKey(row.media_id, row.child_id), {
          userId: row.user_id,
          x: Number(row.x),
          y: Number(row.y),
        });
      else if (row.kind === 'c') push(extras.coauthors, row.media_id, row.user_id);
      else if (row.kind === 'i') push(extras.invitedCoauthors, row.media_id, row.user_id);
      else push(extras.sponsors, row.media_id, { userId: row.user_id, pending: Number(row.n) === 1 });
    }
  }
  if (userIds.size > 0) {
    // Only people the viewer may see named: a co-author, tagged person, liker or sponsor in a block
    // with the viewer is left out of the post (the post's owner passed the post's own rule).
    const users = await db
      .selectFrom('users')
      .select(USER_SUMMARY_COLUMNS)
      .where('id', 'in', [...userIds])
      .where(personVisibleTo(viewer?.id ?? null))
      .execute();
    for (const user of users) extras.users.set(user.id, user);
  }
  return extras;
}

/** Posts per facepile statement: one sub-select each, well under SQLite's compound-select limit. */
const FACEPILE_CHUNK = 50;

/**
 * The viewer's own likes among the media plus, per post, the LIKED_BY_MAX most recent likes by
 * people the viewer follows. Each post reads its likes newest first from (media_id, created_at,
 * user_id) and stops after LIKED_BY_MAX followed likers, so a post with many likes costs no more
 * than one with few (a window over every like of the page sorted them all). Rows come back with
 * `viewer` 1 for the viewer's own like; the caller keeps each post's order by `created_at`.
 */
async function loadLikes(db: Kysely<DB>, mediaIds: number[], viewerId: number) {
  const rows: Array<{ viewer: number; media_id: number; user_id: number; created_at: number }> = [];
  for (let start = 0; start < mediaIds.length; start += FACEPILE_CHUNK) {
    const ids = mediaIds.slice(start, start + FACEPILE_CHUNK);
    // A join on the follow's primary key, not `user_id in (select followee_id ...)`: the list
    // subquery was built again for every post's pile, about 4 times slower on a 12-post page.
    const piles = ids.map(
      (id, i) => sql`select * from (
        select 0 as viewer, likes.media_id, likes.user_id, likes.created_at from likes
        join follows on follows.follower_id = ${viewerId} and follows.followee_id = likes.user_id
        where likes.media_id = ${id}
        order by likes.created_at desc, likes.user_id desc limit ${sql.lit(LIKED_BY_MAX)}
      ) as ${sql.raw(`pile${i}`)}`,
    );
    const result = await sql<(typeof rows)[number]>`
      select 1 as viewer, media_id, user_id, created_at from likes
      where user_id = ${viewerId} and media_id in (${sql.join(ids)})
      union all ${sql.join(piles, sql` union all `)}`.execute(db);
    rows.push(...result.rows);
  }
  // Most recent first within each post, whatever order the union answered in.
  return rows.sort((a, b) => Number(b.created_at) - Number(a.created_at) || b.user_id - a.user_id);
}

/** The viewer's saves among the media, with the viewer's collections each one is in. */
async function loadSaves(db: Kysely<DB>, mediaIds: number[], viewerId: number) {
  const { rows } = await sql<{ media_id: number; collection_id: number | null }>`
    select saves.media_id, mine.collection_id
    from saves
    left join (
      select collection_items.media_id, collection_items.collection_id
      from collection_items join collections on collections.id = collection_items.collection_id
      where collections.user_id = ${viewerId}
    ) mine on mine.media_id = saves.media_id
    where saves.user_id = ${viewerId} and saves.media_id in (${sql.join(mediaIds)})
    order by saves.media_id, mine.collection_id`.execute(db);
  return rows;
}

/**
 * Usertags ('u'), coauthors ('c', n = position), invited coauthors ('i', n = position) and
 * sponsors ('s', n = is_pending) in one query.
 */
async function loadAttachments(db: Kysely<DB>, mediaIds: number[]) {
  const ids = sql.join(mediaIds);
  const { rows } = await sql<{
    kind: string;
    media_id: number;
    child_id: number | null;
    user_id: number;
    x: number;
    y: number;
    n: number;
  }>`
    select 'u' as kind, media_id, child_id, user_id, x, y, id as n from usertags where media_id in (${ids})
    union all select case when pending = 1 then 'i' else 'c' end, media_id, null, user_id, 0, 0, position
      from media_coauthors where media_id in (${ids})
    union all select 's', media_id, null, sponsor_id, 0, 0, is_pending from media_sponsors where media_id in (${ids})
    order by 1, 2, 7`.execute(db);
  return rows;
}
