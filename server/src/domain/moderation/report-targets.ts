import type { Kysely } from 'kysely';
import type { ReportKind } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import { loadVisibleMedia } from '../../policy/posts.js';
import { loadVisibleComment } from '../../policy/comments.js';
import { requireVisibleProfileById } from '../../policy/profiles.js';
import { loadViewableStory } from '../stories/story-lookup.js';
import { loadMembership } from '../direct/thread-membership.js';
import { loadVisibleItem } from '../direct/visible-items.js';

/**
 * The owner of an item the viewer may report: one they can see, by the same checks as the item's
 * own call, so hidden and missing answer the same 404 (docs/behaviour/moderation.md#reporting).
 */
export async function reportableOwner(
  db: Kysely<DB>,
  viewer: UserRow,
  kind: ReportKind,
  idText: string,
  now: number,
): Promise<number> {
  switch (kind) {
    case 'post':
      return (await loadVisibleMedia(db, viewer, idText)).media.owner_id;
    case 'comment': {
      const id = parseRowId(idText);
      const row =
        id === null
          ? undefined
          : await db.selectFrom('comments').select('media_id').where('id', '=', id).executeTakeFirst();
      if (!row) throw fail.notFound('Comment not found.');
      const { media } = await loadVisibleMedia(db, viewer, String(row.media_id));
      return (await loadVisibleComment(db, viewer, media, idText)).user_id;
    }
    case 'story':
      return (await loadViewableStory(db, viewer, idText, now)).owner_id;
    case 'account':
      return (await requireVisibleProfileById(db, viewer, idText)).id;
    case 'direct_message': {
      const id = parseRowId(idText);
      const row =
        id === null
          ? undefined
          : await db.selectFrom('direct_items').select('thread_id').where('id', '=', id).executeTakeFirst();
      if (!row) throw fail.notFound('Message not found.');
      const membership = await loadMembership(db, String(row.thread_id), viewer.id);
      return (await loadVisibleItem(db, membership, idText, now)).user_id;
    }
  }
}
