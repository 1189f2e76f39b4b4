import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { parseVersions, storedVersions, type StoredVersion } from '../media/stored-media.js';
import { directItemReadableBy } from '../../policy/direct-reading.js';
import { membershipsOf, toMembership } from '../direct/thread-membership.js';
import { loadThreadMembers } from '../direct/thread-presenter.js';
import { personVisibleTo } from '../../policy/people.js';

/** A stored file to copy into the archive: its storage key and its name inside the archive. */
export interface ArchiveMediaFile {
  key: string;
  name: string;
}

/** Everything "Download your information" puts in an archive, as JSON-ready values and files. */
export interface ArchiveContents {
  account: Record<string, unknown>;
  posts: Array<Record<string, unknown>>;
  comments: Array<Record<string, unknown>>;
  messages: Array<Record<string, unknown>>;
  followers: Array<Record<string, unknown>>;
  following: Array<Record<string, unknown>>;
  media: ArchiveMediaFile[];
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** The widest rendition: the largest file the server keeps (originals are not kept). */
function widest(versions: readonly StoredVersion[]): StoredVersion | undefined {
  return [...versions].sort((a, b) => b.width - a.width)[0];
}

/** The file of a post or a carousel item: the widest MP4 of a video, else the widest image. */
function largestFile(row: { image_versions: string; video_versions: string | null }): StoredVersion | undefined {
  return widest(parseVersions(row.video_versions, 'video_versions')) ?? widest(storedVersions(row));
}

function extension(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? key.slice(dot) : '';
}

const POST_KIND: Record<number, string> = { 1: 'photo', 2: 'video', 8: 'carousel' };

async function loadPosts(db: Kysely<DB>, userId: number, media: ArchiveMediaFile[]) {
  const rows = await db.selectFrom('media').selectAll().where('owner_id', '=', userId).orderBy('taken_at').execute();
  const items =
    rows.length === 0
      ? []
      : await db
          .selectFrom('media_children')
          .selectAll()
          .where('media_id', 'in', db.selectFrom('media').select('id').where('owner_id', '=', userId))
          .orderBy('media_id')
          .orderBy('position')
          .execute();
  return rows.map((row) => {
    const sources = row.media_type === 8 ? items.filter((item) => item.media_id === row.id) : [row];
    const names: string[] = [];
    sources.forEach((source, index) => {
      const file = largestFile(source);
      if (!file) return;
      const name = `media/posts/${row.code}${sources.length > 1 ? `_${index + 1}` : ''}${extension(file.key)}`;
      media.push({ key: file.key, name });
      names.push(name);
    });
    return {
      code: row.code,
      link: `/p/${row.code}/`,
      kind: POST_KIND[row.media_type] ?? 'photo',
      caption: row.caption,
      taken_at: iso(row.taken_at),
      location:
        row.location_name === null ? null : { name: row.location_name, lat: row.location_lat, lng: row.location_lng },
      alt_texts: sources.map((s) => s.accessibility_caption).filter((text): text is string => !!text),
      comments_disabled: row.comments_disabled === 1,
      like_count: row.like_count,
      comment_count: row.comment_count,
      media: names,
    };
  });
}

/** The account's own comments, with the post they are on (its code and owner, nothing of its content). */
async function loadComments(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('comments')
    .innerJoin('media', 'media.id', 'comments.media_id')
    .innerJoin('users as owner', 'owner.id', 'media.owner_id')
    .select([
      'comments.id',
      'comments.text',
      'comments.created_at',
      'comments.parent_comment_id',
      'media.code',
      'owner.username as post_owner',
    ])
    .where('comments.user_id', '=', userId)
    .orderBy('comments.created_at')
    .orderBy('comments.id')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    text: row.text,
    created_at: iso(row.created_at),
    post: { code: row.code, owner: row.post_owner },
    reply_to_comment_id: row.parent_comment_id === null ? null : String(row.parent_comment_id),
  }));
}

/**
 * Every thread the account is or was in, as it reads it in the product: its name and members as
 * the account sees them (as they were when it left, for a former member), and only the messages
 * it may still read (directItemReadableBy: nothing after it left or from while it was away,
 * nothing it cleared or deleted for itself, no expired disappearing message).
 */
async function loadMessages(db: Kysely<DB>, userId: number, now: number) {
  const threads = (await membershipsOf(db, userId).orderBy('me.thread_id').execute()).map(toMembership);
  if (threads.length === 0) return [];
  const threadIds = threads.map((t) => t.thread.id);
  const [members, items] = await Promise.all([
    loadThreadMembers(db, userId, threadIds),
    db
      .selectFrom('direct_items')
      .innerJoin('users', 'users.id', 'direct_items.user_id')
      .select([
        'direct_items.thread_id',
        'direct_items.item_type',
        'direct_items.text',
        'direct_items.created_at',
        'users.username',
      ])
      .where('direct_items.thread_id', 'in', threadIds)
      .where(directItemReadableBy(userId, now))
      .orderBy('direct_items.created_at')
      .orderBy('direct_items.id')
      .execute(),
  ]);
  return threads.map(({ thread, me }) => ({
    title: thread.title,
    is_group: thread.is_group === 1,
    is_request: me.pending === 1,
    members: members
      .filter((m) => m.thread_id === thread.id && m.in_view === 1)
      .map((m) => m.username)
      .sort(),
    messages: items
      .filter((item) => item.thread_id === thread.id)
      .map((item) => ({
        from: item.username,
        sent_at: iso(item.created_at),
        type: item.item_type,
        text: item.text,
      })),
  }));
}

/** One side of the account's follows, oldest first; accounts awaiting deletion are left out. */
async function loadFollows(db: Kysely<DB>, userId: number, side: 'followers' | 'following') {
  const [mine, theirs] =
    side === 'followers' ? (['followee_id', 'follower_id'] as const) : (['follower_id', 'followee_id'] as const);
  const rows = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', `follows.${theirs}`)
    .select(['users.username', 'follows.created_at'])
    .where(`follows.${mine}`, '=', userId)
    // Hidden as from everyone; no follow crosses a block (a block removes it), so no more to leave out.
    .where(personVisibleTo(null, 'users'))
    .orderBy('follows.created_at')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ username: row.username, since: iso(row.created_at) }));
}

function parseLinks(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return [];
  }
}

/**
 * Reads what the archive holds for one account (docs/behaviour/own-data.md#what-the-archive-holds):
 * only the account's own rows, and of other accounts only their usernames and the messages of
 * threads the account is in.
 */
export async function loadArchiveContents(
  db: Kysely<DB>,
  user: UserRow,
  now: number = Date.now(),
): Promise<ArchiveContents> {
  const media: ArchiveMediaFile[] = [];
  const avatar = user.avatar_key ? { key: `${user.avatar_key}/320.webp`, name: 'media/profile/picture.webp' } : null;
  if (avatar) media.push(avatar);
  const [posts, comments, messages, followers, following] = await Promise.all([
    loadPosts(db, user.id, media),
    loadComments(db, user.id),
    loadMessages(db, user.id, now),
    loadFollows(db, user.id, 'followers'),
    loadFollows(db, user.id, 'following'),
  ]);
  return {
    account: {
      username: user.username,
      full_name: user.full_name,
      email: user.email_lower,
      biography: user.biography,
      bio_links: parseLinks(user.bio_links),
      is_private: user.is_private === 1,
      created_at: iso(user.created_at),
      profile_picture: avatar?.name ?? null,
    },
    posts,
    comments,
    messages,
    followers,
    following,
    media,
  };
}
