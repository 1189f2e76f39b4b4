import type { Kysely } from 'kysely';
import type { ReportKind } from 'shared-contracts';
import type { DB } from '../../db/schema.js';

// The reported content as a moderator sees it (docs/behaviour/moderation.md#the-queue): read
// straight from its rows, whatever its audience, its owner's privacy, blocks or suspension, so
// these reads are for the moderation area only and never reach anyone else.

/** An item's text, its owner, and the post it belongs to. */
export interface ModeratedItem {
  ownerId: number;
  text: string;
  /** The post's shortcode: a post's own, a comment's post's. */
  code: string | null;
  /** A direct message's thread. */
  threadId: number | null;
  /** A direct message's photo, for its files. */
  imageKey: string | null;
  /** A comment's post. */
  mediaId: number | null;
}

/** The item of a kind and id, or null when it is gone. */
export async function loadModeratedItem(db: Kysely<DB>, kind: ReportKind, id: number): Promise<ModeratedItem | null> {
  const none = { code: null, threadId: null, imageKey: null, mediaId: null };
  switch (kind) {
    case 'post': {
      const row = await db
        .selectFrom('media')
        .select(['owner_id', 'caption', 'code'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { ...none, ownerId: row.owner_id, text: row.caption, code: row.code } : null;
    }
    case 'comment': {
      const row = await db
        .selectFrom('comments')
        .innerJoin('media', 'media.id', 'comments.media_id')
        .select(['comments.user_id', 'comments.text', 'media.code', 'media.id as media_id'])
        .where('comments.id', '=', id)
        .executeTakeFirst();
      return row ? { ...none, ownerId: row.user_id, text: row.text, code: row.code, mediaId: row.media_id } : null;
    }
    case 'story': {
      const row = await db
        .selectFrom('stories')
        .select(['owner_id', 'accessibility_caption'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { ...none, ownerId: row.owner_id, text: row.accessibility_caption ?? '' } : null;
    }
    case 'account': {
      const row = await db
        .selectFrom('users')
        .select(['id', 'full_name', 'biography'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { ...none, ownerId: row.id, text: [row.full_name, row.biography].filter(Boolean).join('\n') } : null;
    }
    case 'direct_message': {
      const row = await db
        .selectFrom('direct_items')
        .select(['user_id', 'text', 'thread_id', 'image_key'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? { ...none, ownerId: row.user_id, text: row.text ?? '', threadId: row.thread_id, imageKey: row.image_key }
        : null;
    }
  }
}
