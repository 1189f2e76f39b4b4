import { expressionBuilder, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Locale } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import type { ViewerRelations } from '../../policy/viewer-relations.js';
import { personListedTo } from '../../policy/list-filters.js';

/** Most accounts one suggestions item offers. */
export const SUGGESTIONS_LIMIT = 10;

/** A suggested account: how many accounts the viewer follows follow it, and one of them. */
export interface Suggestion {
  id: number;
  mutuals: number;
  /** One followed account that follows the suggestion (for the social context), or null. */
  via: number | null;
  /** Its follower count when suggested (kept with the snapshot, so pages need no count query). */
  followers: number;
}

/**
 * Users not already connected to the viewer: not self, followed, requested or dismissed. Who may
 * be shown at all (no block either way, not awaiting deletion) is the policy's, asked beside it.
 */
export function unconnected(eb: ExpressionBuilder<DB, 'users'>, viewerId: number) {
  return eb.and([
    eb('users.id', '!=', viewerId),
    eb('users.id', 'not in', eb.selectFrom('follows').select('followee_id').where('follower_id', '=', viewerId)),
    eb('users.id', 'not in', eb.selectFrom('follow_requests').select('target_id').where('requester_id', '=', viewerId)),
    eb(
      'users.id',
      'not in',
      eb.selectFrom('suggestion_dismissals').select('target_id').where('user_id', '=', viewerId),
    ),
  ]);
}

/** Accounts whose posts the viewer muted: never suggested, nor brought from explore. */
export function postsMutedBy(viewerId: number) {
  return expressionBuilder<DB, never>()
    .selectFrom('mutes')
    .select('mutes.target_id')
    .where('mutes.user_id', '=', viewerId)
    .where('mutes.mute_posts', '=', 1);
}

/**
 * Accounts to suggest: those followed by the most accounts the viewer follows (ties by id); when
 * there are none (a new account follows nobody), the most followed accounts instead.
 */
export async function computeSuggestions(db: Kysely<DB>, viewerId: number): Promise<Suggestion[]> {
  const mutual = await db
    .selectFrom('follows as mine')
    .innerJoin('follows as theirs', 'theirs.follower_id', 'mine.followee_id')
    .select([
      'theirs.followee_id as id',
      (eb) => eb.fn.countAll<number>().as('mutuals'),
      (eb) => eb.fn.min('mine.followee_id').as('via'),
      (eb) =>
        eb
          .selectFrom('follows as f')
          .select((f) => f.fn.countAll<number>().as('n'))
          .whereRef('f.followee_id', '=', 'theirs.followee_id')
          .as('followers'),
    ])
    .where('mine.follower_id', '=', viewerId)
    .where('theirs.followee_id', 'in', (eb) =>
      eb
        .selectFrom('users')
        .select('users.id')
        .where((w) => unconnected(w, viewerId))
        .where(personListedTo(viewerId)),
    )
    .groupBy('theirs.followee_id')
    .orderBy('mutuals', 'desc')
    .orderBy('theirs.followee_id')
    .limit(SUGGESTIONS_LIMIT)
    .execute();
  if (mutual.length > 0)
    return mutual.map((r) => ({
      id: r.id,
      mutuals: Number(r.mutuals),
      via: Number(r.via),
      followers: Number(r.followers),
    }));
  const popular = await db
    .selectFrom('users')
    .select([
      'users.id',
      (eb) =>
        eb
          .selectFrom('follows')
          .select((f) => f.fn.countAll<number>().as('n'))
          .whereRef('follows.followee_id', '=', 'users.id')
          .as('followers'),
    ])
    .where((eb) => unconnected(eb, viewerId))
    .where(personListedTo(viewerId))
    .orderBy('followers', 'desc')
    .orderBy('users.id')
    .limit(SUGGESTIONS_LIMIT)
    .execute();
  return popular.map((r) => ({ id: r.id, mutuals: 0, via: null, followers: Number(r.followers) }));
}

/** Whether a suggestion made earlier is still worth showing (not followed, dismissed or blocked since). */
export function stillSuggestible(suggestion: Suggestion, relations: ViewerRelations, viewerId: number): boolean {
  const id = suggestion.id;
  return (
    id !== viewerId &&
    !relations.followees.has(id) &&
    !relations.dismissed.has(id) &&
    !relations.blocked.has(id) &&
    !relations.requested.has(id)
  );
}

/** "Followed by x + 2 more", in the viewer's locale; a generic line when nobody connects them. */
export function socialContext(mutuals: number, viaUsername: string | null, locale: Locale): string {
  if (!viaUsername || mutuals <= 0) return locale === 'en' ? 'Suggested for you' : '为你推荐';
  const more = mutuals - 1;
  if (locale === 'en') return more > 0 ? `Followed by ${viaUsername} + ${more} more` : `Followed by ${viaUsername}`;
  return more > 0 ? `${viaUsername} 和另外 ${more} 人已关注` : `${viaUsername} 已关注`;
}
