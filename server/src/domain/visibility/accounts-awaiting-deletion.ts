import { expressionBuilder } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';

/**
 * Ids of accounts awaiting deletion, as a subquery for `not in` conditions: such an account is
 * hidden from everyone, like a block with the whole world, until it is purged or its owner logs in
 * again (docs/behaviour/own-data.md#during-the-grace-period). Almost always empty (and indexed).
 */
export function accountsAwaitingDeletion() {
  return expressionBuilder<DB, never>()
    .selectFrom('users as leaving')
    .select('leaving.id')
    .where('leaving.deletion_requested_at', 'is not', null);
}

/** Whether an account asked to be deleted (and is hidden from everyone meanwhile). */
export function isAwaitingDeletion(user: Pick<UserRow, 'deletion_requested_at'>): boolean {
  return user.deletion_requested_at !== null;
}
