import type { Kysely } from 'kysely';
import type { Locale, UserSummary } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { socialContext } from '../feed/suggestions.js';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from './user-presenter.js';
import { personVisibleTo } from '../../policy/people.js';
import { followersAmong } from './followers-among.js';

/** Most accounts suggested after a follow. */
export const CHAINING_LIMIT = 10;

/** A suggested account with the line that says why, and whether it follows the viewer. */
export type ChainedUser = UserSummary & { social_context: string; follows_viewer: boolean };

/**
 * Accounts to suggest after following `target` (profile chaining): the accounts `target` follows
 * and those followed by `target`'s followers, ranked by how many of them follow each, never the
 * viewer, the target, or anyone the viewer follows, asked to follow, dismissed or has a block with.
 */
export async function loadChainingSuggestions(
  db: Kysely<DB>,
  viewer: UserRow,
  target: UserRow,
  options: { urls: MediaUrls; locale: Locale },
): Promise<ChainedUser[]> {
  const v = viewer.id;
  const rows = await db
    .selectFrom('follows as theirs')
    .innerJoin('users', 'users.id', 'theirs.followee_id')
    .select([...USER_SUMMARY_COLUMNS.map((c) => `users.${c}` as const), (eb) => eb.fn.countAll<number>().as('score')])
    .where((eb) =>
      eb.or([
        eb('theirs.follower_id', '=', target.id),
        eb(
          'theirs.follower_id',
          'in',
          eb.selectFrom('follows as f').select('f.follower_id').where('f.followee_id', '=', target.id),
        ),
      ]),
    )
    .where('users.id', 'not in', [v, target.id])
    .where('users.id', 'not in', (eb) => eb.selectFrom('follows').select('followee_id').where('follower_id', '=', v))
    .where('users.id', 'not in', (eb) =>
      eb.selectFrom('follow_requests').select('target_id').where('requester_id', '=', v),
    )
    .where('users.id', 'not in', (eb) =>
      eb.selectFrom('suggestion_dismissals').select('target_id').where('user_id', '=', v),
    )
    .groupBy(USER_SUMMARY_COLUMNS.map((c) => `users.${c}` as const))
    // Once per suggested account, not once per follow that counts toward it.
    .having(personVisibleTo(v, 'users'))
    .orderBy('score', 'desc')
    .orderBy('users.id')
    .limit(CHAINING_LIMIT)
    .execute();
  const context = socialContext(0, null, options.locale);
  const followers = await followersAmong(
    db,
    v,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...presentUserSummary(row, options.urls),
    social_context: context,
    follows_viewer: followers.has(row.id),
  }));
}
