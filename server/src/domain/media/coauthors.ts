import type { Kysely, Transaction } from 'kysely';
import { MAX_COAUTHORS_PER_POST } from 'shared-contracts';
import type { DB, MediaRow, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import { canViewContentOf } from '../../policy/accounts.js';
import { loadVisibleMedia } from '../../policy/posts.js';
import type { ActivityNotices } from '../activity/activity-notices.js';
import { recordActivity, withdrawActivity } from '../activity/notify.js';
import type { Parsed } from './create-input.js';

// Collaborators (docs/behaviour/creation.md#collaborators): a post's owner invites up to
// MAX_COAUTHORS_PER_POST people when publishing or editing; each invitation is pending (row
// `pending` 1) until its invitee accepts (0: a collaborator, shown on the post for everyone and on
// the collaborator's grid) or declines (the row goes). The invitation's notification is written,
// and taken away, in the same transaction as the invitation.

/** The collaborator field's name in the configure and edit calls. */
export const COAUTHOR_FIELD = 'invite_coauthor_user_ids_string';

/** An invitation the owner may not send; checked in the publishing or editing transaction. */
export class CoauthorInviteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CoauthorInviteError';
  }
}

/**
 * Parses the collaborator field: a JSON list of user ids (text or numbers). Absent input answers
 * undefined (an edit then leaves the collaborators as they are); repeats count once.
 */
export function parseCoauthorIds(input: string | undefined): Parsed<number[] | undefined> {
  if (input === undefined) return { ok: true, value: undefined };
  let list: unknown;
  try {
    list = input.trim() === '' ? [] : JSON.parse(input);
  } catch {
    list = null;
  }
  if (!Array.isArray(list)) return { ok: false, error: 'Collaborators must be a list of user ids.' };
  const ids = new Set<number>();
  for (const item of list) {
    const id = parseRowId(item);
    if (id === null) return { ok: false, error: `User ${String(item)} does not exist.` };
    ids.add(id);
  }
  if (ids.size > MAX_COAUTHORS_PER_POST)
    return { ok: false, error: `A post has at most ${MAX_COAUTHORS_PER_POST} collaborators.` };
  return { ok: true, value: [...ids] };
}

/** Whom an invitation's notifications link: the invitee is told of it, the owner of its acceptance. */
function invitationCauses(media: Pick<MediaRow, 'id' | 'owner_id'>, userId: number) {
  return {
    invite: { recipientId: userId, actorId: media.owner_id, kind: 'collab_invite' as const, mediaId: media.id },
    accept: { recipientId: media.owner_id, actorId: userId, kind: 'collab_accept' as const, mediaId: media.id },
  };
}

/** Someone the owner may invite: an existing account, not the owner, that may see the owner's posts (no block either way). */
async function assertInvitable(trx: Transaction<DB>, ownerId: number, userId: number): Promise<void> {
  if (userId === ownerId) throw new CoauthorInviteError('You cannot invite yourself.');
  const person = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!person || !(await canViewContentOf(trx, person, { id: ownerId })))
    throw new CoauthorInviteError(`User ${userId} cannot be invited.`);
}

/**
 * Makes the post's collaborators, accepted or invited, the people in `wanted`: those left out lose
 * their place or their invitation (and its notifications), new ones are invited and notified,
 * the others keep theirs as they were.
 */
export async function setCoauthors(
  trx: Transaction<DB>,
  media: Pick<MediaRow, 'id' | 'owner_id'>,
  wanted: readonly number[],
  notices?: ActivityNotices,
): Promise<void> {
  const existing = await trx
    .selectFrom('media_coauthors')
    .select(['user_id', 'position'])
    .where('media_id', '=', media.id)
    .execute();
  const had = new Set(existing.map((row) => row.user_id));
  const gone = existing.map((row) => row.user_id).filter((id) => !wanted.includes(id));
  if (gone.length > 0)
    await trx.deleteFrom('media_coauthors').where('media_id', '=', media.id).where('user_id', 'in', gone).execute();
  for (const userId of gone) {
    const causes = invitationCauses(media, userId);
    await withdrawActivity(trx, causes.invite, { notices });
    await withdrawActivity(trx, causes.accept, { notices });
  }
  let position = Math.max(-1, ...existing.map((row) => row.position));
  for (const userId of wanted) {
    if (had.has(userId)) continue;
    await assertInvitable(trx, media.owner_id, userId);
    position += 1;
    await trx
      .insertInto('media_coauthors')
      .values({ media_id: media.id, user_id: userId, position, pending: 1 })
      .execute();
    await recordActivity(trx, invitationCauses(media, userId).invite, { notices });
  }
}

/** What an invitee or collaborator does with their part in a post. */
export type CoauthorAnswer = 'accept' | 'decline' | 'remove';

/**
 * The viewer answers their invitation to collaborate on a post (accept, decline) or, as a
 * collaborator, removes themselves. Only the person invited has anything to answer: a post the
 * viewer may not see, or one without an invitation of theirs, is not found. Accepting twice is
 * one acceptance; it tells the owner, and the invitation's row stays, saying it was accepted.
 * Declining or leaving takes the invitation's notification (and the owner's) away.
 */
export async function answerCoauthorInvite(
  db: Kysely<DB>,
  viewer: UserRow,
  mediaIdText: string,
  answer: CoauthorAnswer,
  notices: ActivityNotices,
): Promise<void> {
  const { media } = await loadVisibleMedia(db, viewer, mediaIdText);
  const found = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('media_coauthors')
      .select('pending')
      .where('media_id', '=', media.id)
      .where('user_id', '=', viewer.id)
      .executeTakeFirst();
    if (!row) return false;
    const causes = invitationCauses(media, viewer.id);
    if (answer === 'accept') {
      if (row.pending === 1) {
        await trx
          .updateTable('media_coauthors')
          .set({ pending: 0 })
          .where('media_id', '=', media.id)
          .where('user_id', '=', viewer.id)
          .execute();
        await recordActivity(trx, causes.accept, { notices });
      }
    } else {
      // Declined or left: the invitation's row goes (an accepted one stays, saying so).
      await withdrawActivity(trx, causes.invite, { notices });
      await trx
        .deleteFrom('media_coauthors')
        .where('media_id', '=', media.id)
        .where('user_id', '=', viewer.id)
        .execute();
      await withdrawActivity(trx, causes.accept, { notices });
    }
    return true;
  });
  if (!found) throw fail.notFound('You have no invitation to collaborate on this post.');
}
