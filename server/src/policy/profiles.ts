import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';
import { fail } from '../http/errors.js';
import { loadBlockDirections } from '../domain/users/blocks.js';
import { findUserById, findUserByUsername } from '../domain/users/relationships.js';
import { canViewContentOf } from './accounts.js';
import { isBlockedEitherWay } from './people.js';

/** The message of the "private account" refusal (docs/behaviour/relationships.md#profile-visibility). */
export const PRIVATE_ACCOUNT_MESSAGE = 'This account is private.';

/**
 * A user whose profile the viewer may open: unknown users and users blocked either way both answer
 * 404, so a block looks exactly like a missing page
 * (docs/behaviour/relationships.md#what-a-block-does).
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

/** Whose profile header the viewer gets, and whether it is the header of an account they block. */
export interface ProfileHeaderAccess {
  user: UserRow;
  /** The viewer blocks this user: they get the header (so Unblock is reachable), never the content. */
  viewerBlocks: boolean;
}

/**
 * The profile header a viewer may open by username, or null: unknown users, and users who block
 * the viewer, are not there for them (404). The viewer's own block does not hide the header.
 */
export async function findProfileHeader(
  db: Kysely<DB>,
  viewer: UserRow | null,
  username: string,
): Promise<ProfileHeaderAccess | null> {
  const user = await findUserByUsername(db, username);
  if (!user) return null;
  if (!viewer) return { user, viewerBlocks: false };
  const blocks = await loadBlockDirections(db, viewer.id, user.id);
  return blocks.blocksViewer ? null : { user, viewerBlocks: blocks.viewerBlocks };
}

/** `findProfileHeader`, answering 404 when there is none. */
export async function requireProfileHeader(
  db: Kysely<DB>,
  viewer: UserRow | null,
  username: string,
): Promise<ProfileHeaderAccess> {
  const access = await findProfileHeader(db, viewer, username);
  if (!access) throw fail.notFound('User not found.');
  return access;
}

/**
 * A user whose content (posts, reels, tagged posts, follower lists) the viewer may see: 404 as
 * above (a block either way, the viewer's own included), then 403 "This account is private." for
 * a private account the viewer neither owns nor follows (a pending request is not enough).
 */
export async function requireProfileContent(db: Kysely<DB>, viewer: UserRow | null, userIdText: string) {
  const owner = await requireVisibleProfileById(db, viewer, userIdText);
  if (!(await canViewContentOf(db, viewer, owner))) throw fail.forbidden(PRIVATE_ACCOUNT_MESSAGE);
  return owner;
}
