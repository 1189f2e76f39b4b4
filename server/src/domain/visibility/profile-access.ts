import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { canViewContentOf, findUserById, findUserByUsername, isBlockedEitherWay } from '../users/relationships.js';

/** The message of the "private account" refusal (spec 5: the profile's content is not visible). */
export const PRIVATE_ACCOUNT_MESSAGE = 'This account is private.';

/**
 * A user whose profile the viewer may open: unknown users and users blocked either way both
 * answer 404, so a block looks exactly like a missing page (spec: page not found).
 */
export async function requireVisibleProfile(
  db: Kysely<DB>,
  viewer: UserRow | null,
  user: UserRow | undefined,
): Promise<UserRow> {
  if (!user || (viewer && (await isBlockedEitherWay(db, viewer.id, user.id)))) throw fail.notFound('User not found.');
  return user;
}

/** `requireVisibleProfile` for a user id given as text. */
export async function requireVisibleProfileById(
  db: Kysely<DB>,
  viewer: UserRow | null,
  userIdText: string,
): Promise<UserRow> {
  return requireVisibleProfile(db, viewer, await findUserById(db, userIdText));
}

/** `requireVisibleProfile` for a username. */
export async function requireVisibleProfileByName(
  db: Kysely<DB>,
  viewer: UserRow | null,
  username: string,
): Promise<UserRow> {
  return requireVisibleProfile(db, viewer, await findUserByUsername(db, username));
}

/**
 * A user whose content (posts, reels, tagged posts, follower lists) the viewer may see: 404 as
 * above, then 403 "This account is private." for a private account the viewer neither owns nor
 * follows (a pending request is not enough).
 */
export async function requireProfileContent(db: Kysely<DB>, viewer: UserRow | null, userIdText: string) {
  const owner = await requireVisibleProfileById(db, viewer, userIdText);
  if (!(await canViewContentOf(db, viewer, owner))) throw fail.forbidden(PRIVATE_ACCOUNT_MESSAGE);
  return owner;
}
