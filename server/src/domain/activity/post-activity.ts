import type { Kysely } from 'kysely';
import type { DB, MediaRow } from '../../db/schema.js';
import { postVisibleTo } from '../../policy/posts.js';
import { mentionedUsernames } from './comment-activity.js';
import { recordActivity, withdrawActivity } from './notify.js';
import type { ActivityNotices } from './activity-notices.js';

/** People a post's caption mentions who may see it, apart from its author. */
async function captionMentions(
  trx: Kysely<DB>,
  media: Pick<MediaRow, 'id' | 'owner_id' | 'caption'>,
): Promise<number[]> {
  const usernames = mentionedUsernames(media.caption ?? '');
  if (usernames.length === 0) return [];
  const people = await trx.selectFrom('users').select('id').where('username_lower', 'in', usernames).execute();
  const seeing: number[] = [];
  for (const person of people) {
    if (person.id === media.owner_id) continue;
    const sees = await trx
      .selectFrom('media')
      .select('media.id')
      .where('media.id', '=', media.id)
      .where(postVisibleTo(person.id, 'page'))
      .executeTakeFirst();
    if (sees) seeing.push(person.id);
  }
  return seeing;
}

/**
 * Brings a post's tag and caption-mention notifications in line with the post as it now is
 * (docs/behaviour/activity.md#what-is-notified), in the transaction that published or edited it:
 * people newly tagged or mentioned are notified once, people no longer tagged or mentioned lose
 * theirs, and the others keep theirs as they were. A video still processing is notified now and
 * shows once it is ready (the list reads only posts the recipient may see).
 */
export async function syncPostActivity(
  trx: Kysely<DB>,
  media: Pick<MediaRow, 'id' | 'owner_id' | 'caption'>,
  notices?: ActivityNotices,
): Promise<void> {
  const tagged = await trx
    .selectFrom('usertags')
    .select('user_id')
    .distinct()
    .where('media_id', '=', media.id)
    .execute();
  const wanted = {
    tag: new Set(tagged.map((row) => row.user_id).filter((id) => id !== media.owner_id)),
    mention: new Set(await captionMentions(trx, media)),
  };
  const existing = await trx
    .selectFrom('notifications')
    .select(['recipient_id', 'kind'])
    .where('media_id', '=', media.id)
    .where('comment_id', 'is', null)
    .where('actor_id', '=', media.owner_id)
    .where('kind', 'in', ['tag', 'mention'])
    .where('withdrawn_at', 'is', null)
    .execute();
  for (const kind of ['tag', 'mention'] as const) {
    const about = { actorId: media.owner_id, kind, mediaId: media.id };
    const had = new Set(existing.filter((row) => row.kind === kind).map((row) => row.recipient_id));
    for (const recipientId of wanted[kind])
      if (!had.has(recipientId)) await recordActivity(trx, { ...about, recipientId }, { notices });
    for (const recipientId of had)
      if (!wanted[kind].has(recipientId)) await withdrawActivity(trx, { ...about, recipientId }, { notices });
  }
}
