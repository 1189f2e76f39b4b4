import { expressionBuilder, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';

// The account and people rules (accounts.ts, people.ts) in the shapes the large list queries need
// to keep their plans (docs/security.md#one-policy-per-resource): explore, the home feed and what
// it brings in, suggestions, search, counts and the trending chain. Each reads the facts in the form
// those queries plan well (from an owner row they join, on an id column, from the viewer's own
// blocks read once); list-filters.db.test.ts checks each against the rule it stands for.

/**
 * How a list reads the blocks between its rows' accounts and the viewer. `per-row`: two lookups on
 * the blocks key for each row, for queries that already test each row with correlated subqueries.
 * `listed`: the viewer's own blocks, each direction read once per query (`not in`), for filters
 * over whole tables or long lists.
 */
export type BlockLookup = 'per-row' | 'listed';

/**
 * SQL condition on a column holding an account id (`media.owner_id`, `users.id`): neither that
 * account nor `viewerId` blocks the other (docs/behaviour/relationships.md#what-a-block-does).
 */
export function noBlockWith(viewerId: number, idColumn: string, lookup: BlockLookup = 'listed'): RawBuilder<SqlBool> {
  const id = sql.ref(idColumn);
  if (lookup === 'per-row')
    return sql<SqlBool>`(not exists (select 1 from blocks vb where vb.blocker_id = ${viewerId} and vb.blocked_id = ${id})
      and not exists (select 1 from blocks vb where vb.blocker_id = ${id} and vb.blocked_id = ${viewerId}))`;
  return sql<SqlBool>`(${id} not in (select blocked_id from blocks where blocker_id = ${viewerId})
    and ${id} not in (select blocker_id from blocks where blocked_id = ${viewerId}))`;
}

/** Ids of every account in a block either way with `viewerId`: the viewer's own blocks, so a short list. */
export async function peopleBlockedWith(db: Kysely<DB>, viewerId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', '=', viewerId), eb('blocked_id', '=', viewerId)]))
    .execute();
  return new Set(rows.map((r) => Number(r.blocker_id === viewerId ? r.blocked_id : r.blocker_id)));
}

/**
 * SQL condition on a `users` row joined as `alias`: the account is not awaiting deletion, so it is
 * not hidden from everyone (docs/behaviour/own-data.md#during-the-grace-period). `sqliteRowCheck`
 * (SQLite only) writes it with a unary plus, so the planner, which has no statistics there, tests
 * it on the rows another index found instead of answering the query from the deletion index: that
 * walk covers every account (docs/behaviour/search.md#indexes). PostgreSQL plans with statistics
 * and needs the plain condition.
 */
export function notAwaitingDeletion(alias = 'users', options: { sqliteRowCheck?: boolean } = {}): RawBuilder<SqlBool> {
  const column = sql.ref(`${alias}.deletion_requested_at`);
  // Suspended accounts are hidden alike (docs/behaviour/moderation.md#suspending).
  const suspended = sql.ref(`${alias}.suspended_at`);
  return options.sqliteRowCheck
    ? sql<SqlBool>`(+${column} is null and +${suspended} is null)`
    : sql<SqlBool>`(${column} is null and ${suspended} is null)`;
}

/**
 * SQL condition on a `users` row joined as `alias`: the account is not limited by a moderator, so
 * explore and search may offer it to people who do not follow it (docs/behaviour/moderation.md#limiting).
 * `sqliteRowCheck` as for notAwaitingDeletion: tested on the rows another index found.
 */
export function notLimited(alias = 'users', options: { sqliteRowCheck?: boolean } = {}): RawBuilder<SqlBool> {
  const column = sql.ref(`${alias}.limited_at`);
  return options.sqliteRowCheck ? sql<SqlBool>`+${column} is null` : sql<SqlBool>`${column} is null`;
}

/**
 * SQL condition on a `users` row joined as `alias`: `viewerId` may see this person named, the rule
 * of personVisibleTo (policy/people.ts) for lists of other people: not awaiting deletion, and no
 * block either way, read once for the whole list. (personVisibleTo also always shows viewers
 * themselves; a signed-in viewer is never awaiting deletion, since asking for it ends every session.)
 */
export function personListedTo(viewerId: number | null, alias = 'users'): RawBuilder<SqlBool> {
  const present = notAwaitingDeletion(alias);
  if (viewerId === null) return present;
  return sql<SqlBool>`(${present} and ${noBlockWith(viewerId, `${alias}.id`)})`;
}

/**
 * "Not awaiting deletion" on an owner row a list reaches through its own order (the newest posts,
 * a tag's posts), never a way into the list: SQLite does not answer a negated test from an index,
 * so it cannot start from the deletion index and read every account's posts (its planner has no
 * statistics, and an equality on NULL looks selective to it: docs/behaviour/search.md#indexes);
 * PostgreSQL reads `not (x is not null)` as `x is null`, with the same estimates and plan.
 */
function notAwaitingDeletionOnRow(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(not ${sql.ref(`${alias}.deletion_requested_at`)} is not null
    and not ${sql.ref(`${alias}.suspended_at`)} is not null)`;
}

/** SQL condition on a `users` row joined as `alias`: the account is public. */
function isPublicRow(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.is_private`)} = ${0}`;
}

/**
 * SQL condition on an account's `users` row joined as `alias`: `viewerId` may see its content
 * without following it, which is what explore and the posts the home feed brings in from outside
 * the viewer's follows show. That is the account rule (accountContentRule, policy/accounts.ts) for
 * an account neither the viewer's nor followed by them: public, not awaiting deletion, and no block
 * either way. For a logged-out visitor (null), public and not awaiting deletion: what the stored
 * public tag counts hold (docs/behaviour/search.md#counts).
 */
export function accountOpenTo(
  viewerId: number | null,
  alias: string,
  lookup: BlockLookup = 'listed',
): RawBuilder<SqlBool> {
  const toVisitors = sql<SqlBool>`${isPublicRow(alias)} and ${notAwaitingDeletionOnRow(alias)}`;
  if (viewerId === null) return sql<SqlBool>`(${toVisitors})`;
  return sql<SqlBool>`(${toVisitors} and ${noBlockWith(viewerId, `${alias}.id`, lookup)})`;
}

/**
 * accountOpenTo on a column holding the account's id (`media.owner_id`), for lists that do not
 * join the owner: the accounts open to visitors as one subquery, the viewer's blocks as another.
 */
export function accountIdOpenTo(viewerId: number | null, idColumn: string): RawBuilder<SqlBool> {
  const openToVisitors = sql<SqlBool>`${sql.ref(idColumn)} in (select users.id from users
    where ${accountOpenTo(null, 'users')})`;
  if (viewerId === null) return openToVisitors;
  return sql<SqlBool>`(${openToVisitors} and ${noBlockWith(viewerId, idColumn)})`;
}

/**
 * SQL condition on a `users` row joined as `alias`: a private account not awaiting deletion, whose
 * content its owner and followers see (blocks aside) and a visitor does not: what a signed-in
 * viewer's tag counts add to the stored public ones (docs/behaviour/search.md#counts).
 */
export function accountForFollowersOnly(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.is_private`)} = ${1} and ${notAwaitingDeletion(alias)})`;
}

/** Ids of public accounts, as a subquery, for lists that show public accounts only whatever the viewer follows. */
export function publicAccounts() {
  return expressionBuilder<DB, never>().selectFrom('users').select('users.id').where(isPublicRow('users'));
}

/** Whether an account is public: its content is for everyone, not only its followers. */
export function isPublicAccount(account: Pick<UserRow, 'is_private'>): boolean {
  return account.is_private === 0;
}
