import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { noBlockWith } from '../../policy/list-filters.js';
import { postVisibleTo } from '../../policy/posts.js';

/**
 * A condition on `media` rows: whose posts a feed shows. Written as SQL text rather than with
 * the query builder: these run in every feed query, and building them cost more than running
 * them (the text is portable to both dialects).
 */
export type AuthorFilter = RawBuilder<SqlBool>;

/**
 * Accounts the viewer muted (posts) or blocked, or that blocked the viewer: never in a feed; nor
 * is a video still processing, even the viewer's own (docs/behaviour/media.md#video-processing).
 * The rest of the account rule (accounts awaiting deletion) is applied when the page is presented,
 * from the viewer's relations loaded once.
 */
function notHidden(viewerId: number) {
  return sql<SqlBool>`media.processing = 'ready'
    and media.owner_id not in (select target_id from mutes where user_id = ${viewerId} and mute_posts = 1)
    and ${noBlockWith(viewerId, 'media.owner_id')}`;
}

/**
 * Posts an account the viewer follows accepted to collaborate on, where the viewer may see them
 * (their owner public or followed, no block either way): a collab post reaches the followers of
 * each of its authors (docs/behaviour/creation.md#collaborators).
 */
function followedCollaborations(viewerId: number) {
  return sql<SqlBool>`(media.id in (select media_id from media_coauthors where pending = 0
      and user_id in (select followee_id from follows where follower_id = ${viewerId}))
    and ${postVisibleTo(viewerId, 'listed')})`;
}

/**
 * Home and Following: the viewer's own posts, those of accounts the viewer follows and those
 * they collaborate on.
 */
export function followedAuthors(viewerId: number): AuthorFilter {
  return sql<SqlBool>`((media.owner_id = ${viewerId}
    or media.owner_id in (select followee_id from follows where follower_id = ${viewerId})
    or ${followedCollaborations(viewerId)})
    and ${notHidden(viewerId)})`;
}

/** Favorites: only accounts the viewer follows and marked as favourites. */
export function favoriteAuthors(viewerId: number): AuthorFilter {
  return sql<SqlBool>`(media.owner_id in (select followee_id from follows where follower_id = ${viewerId} and is_feed_favorite = 1)
    and ${notHidden(viewerId)})`;
}
