import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';
import { booleanAlgebra, sqlAlgebra, type Algebra } from './rule.js';

// Whose content a viewer may see (docs/behaviour/relationships.md#profile-visibility): posts,
// reels, stories, tagged posts and follower lists all start from this rule.

/** What the rule needs to know of an account and its viewer. */
export interface AccountFacts<T> {
  /** The account is the viewer's own. */
  isViewer: T;
  /** The account is public. */
  isPublic: T;
  /** The viewer follows the account (a pending request is not enough). */
  followedByViewer: T;
  /** Either blocks the other. */
  blockedEitherWay: T;
  /**
   * The account asked to be deleted and is hidden meanwhile (docs/behaviour/own-data.md#during-the-grace-period),
   * or a moderator suspended it (docs/behaviour/moderation.md#suspending): hidden from everyone alike.
   */
  awaitingDeletion: T;
}

/**
 * The rule: an account's content is visible to its owner, and otherwise while the account is not
 * awaiting deletion and neither blocks the other, when it is public or followed by the viewer. A
 * logged-out visitor is no one's follower and in no block.
 */
export function accountContentRule<T>(a: Algebra<T>, f: AccountFacts<T>): T {
  return a.or(
    f.isViewer,
    a.and(a.not(f.awaitingDeletion), a.not(f.blockedEitherWay), a.or(f.isPublic, f.followedByViewer)),
  );
}

const never = sql<SqlBool>`(1 = 0)`;

/** The facts as SQL on an account id expression (a column such as `media.owner_id`): per-row lookups on primary keys. */
export function accountFactsSql(
  viewerId: number | null,
  accountId: RawBuilder<unknown>,
): AccountFacts<RawBuilder<SqlBool>> {
  return {
    isViewer: viewerId === null ? never : sql<SqlBool>`(${accountId} = ${viewerId})`,
    isPublic: sql<SqlBool>`exists (select 1 from users fact_owner
      where fact_owner.id = ${accountId} and fact_owner.is_private = 0)`,
    followedByViewer:
      viewerId === null
        ? never
        : sql<SqlBool>`exists (select 1 from follows fact_follow
          where fact_follow.follower_id = ${viewerId} and fact_follow.followee_id = ${accountId})`,
    blockedEitherWay:
      viewerId === null
        ? never
        : sql<SqlBool>`exists (select 1 from blocks fact_block
          where (fact_block.blocker_id = ${viewerId} and fact_block.blocked_id = ${accountId})
             or (fact_block.blocker_id = ${accountId} and fact_block.blocked_id = ${viewerId}))`,
    // A suspended account is hidden as one awaiting deletion is (docs/behaviour/moderation.md#suspending).
    awaitingDeletion: sql<SqlBool>`exists (select 1 from users fact_leaving
      where fact_leaving.id = ${accountId}
        and (fact_leaving.deletion_requested_at is not null or fact_leaving.suspended_at is not null))`,
  };
}

/**
 * SQL condition: the viewer may see the content of the account whose id is in `accountColumn`
 * (`media.owner_id`, `stories.owner_id`, `users.id`...).
 */
export function accountContentVisibleTo(viewerId: number | null, accountColumn: string): RawBuilder<SqlBool> {
  return accountContentRule(sqlAlgebra, accountFactsSql(viewerId, sql.ref(accountColumn)));
}

/** Whether the viewer may see one account's content: the same rule, run on its row. */
export async function canViewContentOf(
  db: Kysely<DB>,
  viewer: Pick<UserRow, 'id'> | null,
  owner: Pick<UserRow, 'id'>,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '=', owner.id)
    .where(accountContentVisibleTo(viewer?.id ?? null, 'users.id'))
    .executeTakeFirst();
  return row !== undefined;
}

/** A viewer's relationships loaded once (a feed page), from which the facts of any account follow. */
export interface LoadedRelations {
  followees: ReadonlyMap<number, unknown> | ReadonlySet<number>;
  /** Accounts in a block with the viewer either way, and accounts awaiting deletion. */
  blocked: ReadonlySet<number>;
}

/**
 * Whether the viewer may see an account's content, from relationships loaded once: the same rule,
 * read as yes or no. (`blocked` holds accounts awaiting deletion too, which the rule hides alike.)
 */
export function accountContentAllowed(
  relations: LoadedRelations,
  viewerId: number,
  account: Pick<UserRow, 'id' | 'is_private'>,
): boolean {
  return accountContentRule(booleanAlgebra, {
    isViewer: account.id === viewerId,
    isPublic: account.is_private === 0,
    followedByViewer: relations.followees.has(account.id),
    blockedEitherWay: relations.blocked.has(account.id),
    awaitingDeletion: false,
  });
}
