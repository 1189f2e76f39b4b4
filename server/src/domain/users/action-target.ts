import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { findUserById } from './relationships.js';
import { isBlockedEitherWay } from '../../policy/people.js';

/**
 * The user a relationship action (mute, restrict, close friends, requests…) is about: 404 when
 * unknown or, unless `allowBlocked` (block and unblock themselves), hidden by a block either way;
 * 400 when it is the viewer.
 */
export async function requireActionTarget(
  db: Kysely<DB>,
  viewer: UserRow,
  userIdText: string,
  options: { allowBlocked?: boolean } = {},
): Promise<UserRow> {
  const target = await findUserById(db, userIdText);
  if (!target) throw fail.notFound('User not found.');
  if (target.id === viewer.id) throw fail.badRequest('You cannot do that to your own account.');
  if (!options.allowBlocked && (await isBlockedEitherWay(db, viewer.id, target.id)))
    throw fail.notFound('User not found.');
  return target;
}
