import type { Kysely, Updateable } from 'kysely';
import { classifyBioLink, isValidUsername } from 'shared-contracts';
import type { DB, UserRow, UsersTable } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { approveAllFollowRequests } from './follow-requests.js';
import type { ActivityNotices } from '../activity/activity-notices.js';
import { searchableName } from './searchable-name.js';

/** The fields a profile edit may change; absent ones stay as they are. */
export interface ProfileEdit {
  full_name?: string | undefined;
  username?: string | undefined;
  biography?: string | undefined;
  bio_links?: ReadonlyArray<{ url: string; title?: string | undefined }> | undefined;
  is_private?: boolean | undefined;
}

const USERNAME_TAKEN = 'This username is not available.';

function isUniqueViolation(error: unknown): boolean {
  return String(error).toLowerCase().includes('unique');
}

/**
 * Applies a profile edit, all or nothing. The username must be well formed (isValidUsername) and
 * not taken by anyone else, case-insensitively (409 username_taken; a race is settled by the
 * unique index). Going public turns every pending follow request into a follow.
 */
export async function editProfile(
  db: Kysely<DB>,
  viewer: UserRow,
  edit: ProfileEdit,
  notices?: ActivityNotices,
): Promise<UserRow> {
  const changes: Updateable<UsersTable> = {};
  if (edit.full_name !== undefined) {
    changes.full_name = edit.full_name;
    changes.full_name_lower = searchableName(edit.full_name);
  }
  if (edit.biography !== undefined) changes.biography = edit.biography;
  if (edit.bio_links !== undefined)
    // Classified by host now, so the display rules apply (docs/behaviour/profiles.md#bio-links).
    changes.bio_links = JSON.stringify(
      edit.bio_links.map((link) => ({ ...classifyBioLink(link.url), title: link.title ?? '' })),
    );
  if (edit.is_private !== undefined) changes.is_private = edit.is_private ? 1 : 0;
  if (edit.username !== undefined && edit.username !== viewer.username) {
    if (!isValidUsername(edit.username)) throw fail.validation({ username: USERNAME_TAKEN });
    const lower = edit.username.toLowerCase();
    const clash = await db
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', lower)
      .where('id', '!=', viewer.id)
      .executeTakeFirst();
    if (clash) throw fail.conflict('username_taken', USERNAME_TAKEN);
    changes.username = edit.username;
    changes.username_lower = lower;
  }
  if (Object.keys(changes).length === 0) return viewer;
  return db
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set(changes)
        .where('id', '=', viewer.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (changes.is_private === 0 && viewer.is_private === 1) await approveAllFollowRequests(trx, viewer.id, notices);
      return updated;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fail.conflict('username_taken', USERNAME_TAKEN);
      throw error;
    });
}
