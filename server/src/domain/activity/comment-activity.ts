import type { Kysely } from 'kysely';
import { tokenizeCaption } from 'shared-contracts';
import type { CommentRow, DB, MediaRow } from '../../db/schema.js';
import { postVisibleTo } from '../../policy/posts.js';
import { recordActivity, type ActivityWrite } from './notify.js';
import type { ActivityNotices } from './activity-notices.js';

/** People one text may notify by @mention (docs/behaviour/activity.md#limits). */
export const MENTIONS_NOTIFIED_PER_TEXT = 20;

/** The distinct usernames a text mentions, in order, at most MENTIONS_NOTIFIED_PER_TEXT. */
export function mentionedUsernames(text: string): string[] {
  const names = tokenizeCaption(text)
    .filter((token) => token.kind === 'mention')
    .map((token) => token.value.toLowerCase());
  return [...new Set(names)].slice(0, MENTIONS_NOTIFIED_PER_TEXT);
}

/**
 * Notifies the people a text mentions who may see the post it is on, once each, leaving out
 * `skip` (the author, and whoever this action already notified otherwise).
 */
export async function notifyMentions(
  trx: Kysely<DB>,
  mention: {
    text: string;
    actorId: number;
    media: Pick<MediaRow, 'id'>;
    commentId: number | null;
    skip: readonly number[];
  },
  write: ActivityWrite = {},
): Promise<void> {
  const usernames = mentionedUsernames(mention.text);
  if (usernames.length === 0) return;
  const people = await trx.selectFrom('users').select('id').where('username_lower', 'in', usernames).execute();
  for (const person of people) {
    if (mention.skip.includes(person.id)) continue;
    const sees = await trx
      .selectFrom('media')
      .select('media.id')
      .where('media.id', '=', mention.media.id)
      .where(postVisibleTo(person.id, 'page'))
      .executeTakeFirst();
    if (!sees) continue;
    await recordActivity(
      trx,
      {
        recipientId: person.id,
        actorId: mention.actorId,
        kind: 'mention',
        mediaId: mention.media.id,
        commentId: mention.commentId,
      },
      write,
    );
  }
}

/**
 * A new comment's notifications, in its transaction (docs/behaviour/activity.md#what-is-notified):
 * the author of the comment it replies to gets a reply, the post's owner a comment (unless the
 * reply already told them), and the people it mentions a mention.
 */
export async function notifyNewComment(
  trx: Kysely<DB>,
  added: { comment: CommentRow; media: Pick<MediaRow, 'id' | 'owner_id'>; repliedToAuthorId: number | null },
  notices?: ActivityNotices,
): Promise<void> {
  const { comment, media, repliedToAuthorId } = added;
  const about = { actorId: comment.user_id, mediaId: media.id, commentId: comment.id };
  const write = { now: Number(comment.created_at), notices };
  if (repliedToAuthorId !== null)
    await recordActivity(trx, { ...about, recipientId: repliedToAuthorId, kind: 'reply' }, write);
  if (repliedToAuthorId !== media.owner_id)
    await recordActivity(trx, { ...about, recipientId: media.owner_id, kind: 'comment' }, write);
  await notifyMentions(
    trx,
    {
      text: comment.text,
      actorId: comment.user_id,
      media,
      commentId: comment.id,
      skip: [comment.user_id, media.owner_id, repliedToAuthorId ?? 0],
    },
    write,
  );
}
