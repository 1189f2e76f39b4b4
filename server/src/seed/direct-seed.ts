import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ItemPayload } from '../domain/direct/item-payload.js';
import { parseVersions } from '../domain/media/stored-media.js';

/**
 * The demo account's conversations (docs/behaviour/direct.md): one-to-one threads and groups with
 * admins and a name, a message request, reactions, a photo, a post share, a link, a reply, and
 * some unseen threads. Scripted, so the demo reads like real people talking; a few dozen rows in
 * all, so seeding stays fast. The photo reuses a seeded post's renditions (no image work).
 */

/** One scripted message: who sends it (an index into DEMO_PEOPLE, a member) and what. */
interface Line {
  from: number;
  text?: string;
  kind?: 'link' | 'photo' | 'share';
  /** Index (in this script) of the message it replies to. */
  replyTo?: number;
  /** Reactions: [DEMO_PEOPLE index, emoji] ('❤️' is a like). */
  reactions?: Array<[number, string]>;
}

interface Script {
  /** Indexes into DEMO_PEOPLE; the first is the thread's creator. */
  members: number[];
  title?: string;
  admins?: number[];
  /** Whether the demo account has read everything (else the last message is unseen). */
  seen: boolean;
  /** Hours before now of the last message. */
  hoursAgo: number;
  lines: Line[];
}

const SCRIPTS: Script[] = [
  {
    members: [1, 0],
    seen: false,
    hoursAgo: 0.3,
    lines: [
      { from: 1, text: '嗨！周六的街拍活动你来吗？' },
      { from: 0, text: '来！几点集合？' },
      { from: 1, text: '下午三点，武康路口', reactions: [[0, '👍']] },
      { from: 1, kind: 'share' },
      { from: 0, text: '这张太好看了', replyTo: 3, reactions: [[1, '❤️']] },
      { from: 1, text: '记得带上那支 35mm 😄' },
    ],
  },
  {
    members: [0, 3],
    seen: false,
    hoursAgo: 2,
    lines: [
      { from: 0, text: 'Your Lisbon series is amazing' },
      { from: 3, text: 'Thank you!! The light there in October is unreal', reactions: [[0, '❤️']] },
      { from: 3, kind: 'photo' },
      { from: 3, text: 'This is from Alfama, right before sunset' },
    ],
  },
  {
    members: [0, 2],
    seen: true,
    hoursAgo: 9,
    lines: [
      { from: 2, text: '周末去爬山吗？' },
      { from: 0, text: '好啊，去哪座？' },
      { from: 2, text: '路线在这里 https://example.com/trails/moganshan', kind: 'link' },
      { from: 0, text: '看起来不错，我带零食', reactions: [[2, '😂']] },
    ],
  },
  {
    members: [0, 4],
    seen: true,
    hoursAgo: 30,
    lines: [
      { from: 4, text: 'Tokyo at night, as promised' },
      { from: 4, kind: 'share' },
      { from: 0, text: 'Which film stock is that?' },
      { from: 4, text: 'Cinestill 800T 🎞️' },
      { from: 0, text: 'Of course it is', reactions: [[4, '😂']] },
    ],
  },
  {
    members: [0, 2, 6, 7],
    title: '周末徒步小队',
    admins: [0, 2],
    seen: false,
    hoursAgo: 1,
    lines: [
      { from: 0, text: '大家好，这周六早上七点出发' },
      {
        from: 6,
        text: '收到 👌',
        reactions: [
          [0, '❤️'],
          [2, '❤️'],
        ],
      },
      { from: 7, text: 'Count me in. Bringing the stove' },
      { from: 2, text: '天气预报说有小雨，带好雨衣', reactions: [[7, '👍']] },
      { from: 6, text: '那我们改成八点？', replyTo: 0 },
    ],
  },
  {
    members: [5, 0, 8],
    title: 'Photo walk 📷',
    admins: [5],
    seen: true,
    hoursAgo: 50,
    lines: [
      { from: 5, text: 'Who is up for a photo walk next week?' },
      { from: 8, text: '¡Yo! Tuesday works for me' },
      { from: 0, text: 'Tuesday evening is perfect' },
    ],
  },
];

/** A message request: someone the demo account does not follow writes first. */
const REQUEST_LINES = ['Hi! I love your photos', 'Would you mind if I shared one on my page? I will credit you 🙏'];

type SeedDb = Kysely<DB>;

async function insertThread(db: SeedDb, creator: number, title: string, isGroup: boolean, at: number, last: number) {
  const row = await db
    .insertInto('direct_threads')
    .values({ title, is_group: isGroup ? 1 : 0, created_by: creator, created_at: at, last_activity_at: last })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Seeds the conversations; `idOf` maps a DEMO_PEOPLE index to its user id. */
export async function seedDirectConversations(
  db: SeedDb,
  peopleCount: number,
  idOf: (index: number) => number,
  now: number,
): Promise<void> {
  const demo = idOf(0);
  // Posts to share and a photo to send: public accounts' photos (everyone may see them).
  const posts = await db
    .selectFrom('media')
    .innerJoin('users', 'users.id', 'media.owner_id')
    .select(['media.id', 'media.image_key', 'media.image_versions', 'media.original_width', 'media.original_height'])
    .where('users.is_private', '=', 0)
    .where('media.media_type', '=', 1)
    .orderBy('media.id')
    .limit(4)
    .execute();
  let shared = 0;

  for (const script of SCRIPTS) {
    if (script.members.some((m) => m >= peopleCount)) continue;
    const memberIds = script.members.map(idOf);
    const lastAt = now - script.hoursAgo * 3600 * 1000;
    const startAt = lastAt - (script.lines.length - 1) * 7 * 60 * 1000;
    const threadId = await insertThread(db, memberIds[0]!, script.title ?? '', memberIds.length > 2, startAt, lastAt);
    const itemIds: number[] = [];
    for (const [i, line] of script.lines.entries()) {
      const at = startAt + i * 7 * 60 * 1000;
      let payload: ItemPayload | null = null;
      let imageKey: string | null = null;
      let itemType = 'text';
      const post = posts[shared % Math.max(posts.length, 1)];
      if (line.kind === 'link') {
        itemType = 'link';
        payload = { link: { url: /https?:\/\/\S+/.exec(line.text ?? '')?.[0] ?? 'https://example.com/', title: null } };
      } else if ((line.kind === 'share' || line.kind === 'photo') && post) {
        shared += 1;
        if (line.kind === 'share') {
          itemType = 'media_share';
          payload = { media_id: post.id };
        } else {
          itemType = 'media';
          imageKey = post.image_key;
          payload = {
            photo: {
              width: post.original_width,
              height: post.original_height,
              versions: parseVersions(post.image_versions),
            },
          };
        }
      } else if (line.kind) continue;
      const row = await db
        .insertInto('direct_items')
        .values({
          thread_id: threadId,
          user_id: idOf(line.from),
          item_type: itemType,
          text: line.text ?? null,
          created_at: at,
          payload: payload ? JSON.stringify(payload) : null,
          replied_to_item_id: line.replyTo !== undefined ? (itemIds[line.replyTo] ?? null) : null,
          image_key: imageKey,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      itemIds.push(row.id);
      for (const [who, emoji] of line.reactions ?? [])
        await db
          .insertInto('direct_item_reactions')
          .values({
            item_id: row.id,
            user_id: idOf(who),
            kind: emoji === '❤️' ? 'like' : 'emoji',
            emoji: emoji === '❤️' ? '' : emoji,
            created_at: at + 60_000,
          })
          .execute();
    }
    const lastItem = itemIds[itemIds.length - 1] ?? null;
    await db
      .insertInto('direct_thread_members')
      .values(
        memberIds.map((userId, m) => ({
          thread_id: threadId,
          user_id: userId,
          folder: 0,
          pending: 0,
          is_admin: memberIds.length > 2 && (script.admins ?? []).includes(script.members[m]!) ? 1 : 0,
          last_seen_at: userId === demo && !script.seen ? startAt : lastAt,
          last_seen_item_id: userId === demo && !script.seen ? null : lastItem,
        })),
      )
      .execute();
  }

  // The request: someone the demo account does not follow and has no one-to-one thread with.
  const followed = new Set(
    (await db.selectFrom('follows').select('followee_id').where('follower_id', '=', demo).execute()).map(
      (r) => r.followee_id,
    ),
  );
  const candidates = [...Array.from({ length: Math.max(peopleCount - 9, 0) }, (_, i) => i + 9), 5, 6, 7, 8];
  const index = candidates.find((i) => i < peopleCount && !followed.has(idOf(i)));
  if (index === undefined) return;
  const requester = idOf(index);
  const lastAt = now - 3 * 3600 * 1000;
  const threadId = await insertThread(db, requester, '', false, lastAt - 60_000, lastAt);
  for (const [i, text] of REQUEST_LINES.entries())
    await db
      .insertInto('direct_items')
      .values({
        thread_id: threadId,
        user_id: requester,
        item_type: 'text',
        text,
        created_at: lastAt - 60_000 + i * 60_000,
      })
      .execute();
  await db
    .insertInto('direct_thread_members')
    .values([
      { thread_id: threadId, user_id: requester, folder: 0, pending: 0, is_admin: 0, last_seen_at: lastAt },
      { thread_id: threadId, user_id: demo, folder: 0, pending: 1, is_admin: 0, last_seen_at: null },
    ])
    .execute();
}
