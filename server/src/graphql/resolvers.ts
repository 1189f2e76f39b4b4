import type { Kysely } from 'kysely';
import type { FeedVariant, Locale } from 'shared-contracts';
import type { DB, UserRow } from '../db/schema.js';
import type { MediaUrls } from '../domain/media-urls.js';
import { presentMediaList } from '../domain/media/media-presenter.js';
import { loadPostChain } from '../domain/media/post-chain.js';
import { loadFeedPage } from '../domain/feed/feed-service.js';
import type { FeedPageArgs } from '../domain/feed/feed-entries.js';
import { findUserById } from '../domain/users/relationships.js';
import { postVisibleTo } from '../policy/posts.js';
import { follow, unfollow } from '../domain/users/friendships.js';
import { fail } from '../http/errors.js';
import type { ActivityNotices } from '../domain/activity/activity-notices.js';
import type { VisitorGate } from '../http/visitor-gate.js';

/** What every resolver receives: the database, the viewer, URL building and the text locale. */
export interface GraphQLContext {
  db: Kysely<DB>;
  viewer: UserRow | null;
  urls: MediaUrls;
  locale: Locale;
  /** Refuses a logged-out browser past a limit (docs/behaviour/logged-out.md#what-the-server-withholds); absent: no limits. */
  visitorGate?: VisitorGate;
  /** Whose activity the mutation changed, announced by the route once it has committed. */
  activity?: ActivityNotices;
}

/** Variables of both friendship mutations (the client wraps them in `input`). */
interface FriendshipArgs {
  input: { target_user_id: string; container_module?: string | null; nav_chain?: string | null };
}

function requireViewer(context: GraphQLContext): UserRow {
  if (!context.viewer) throw fail.unauthenticated();
  return context.viewer;
}

/** Root resolvers; nested fields are plain properties of the presented objects. */
export const rootValue = {
  async feed_timeline(args: FeedPageArgs & { variant: FeedVariant }, context: GraphQLContext) {
    const viewer = requireViewer(context);
    return loadFeedPage(context.db, viewer, args, { urls: context.urls, locale: context.locale });
  },

  async post_page(args: { shortcode: string }, context: GraphQLContext) {
    await context.visitorGate?.('post');
    // Private content and blocks never leak: a post the viewer may not see looks exactly like a missing one.
    const row = await context.db
      .selectFrom('media')
      .selectAll()
      .where('code', '=', args.shortcode)
      .where(postVisibleTo(context.viewer?.id ?? null))
      .executeTakeFirst();
    if (!row) return { items: [] };
    return { items: await presentMediaList(context.db, [row], context.viewer, context) };
  },

  async post_chain(
    args: { shortcode: string; first?: number | null; country?: string | null; language?: string | null },
    context: GraphQLContext,
  ) {
    await context.visitorGate?.('chain');
    const rows = await loadPostChain(context.db, context.viewer, args);
    return { items: await presentMediaList(context.db, rows, context.viewer, context) };
  },

  async xdt_create_friendship(args: FriendshipArgs, context: GraphQLContext) {
    const viewer = requireViewer(context);
    return follow(context.db, viewer, await findUserById(context.db, args.input.target_user_id), context.activity);
  },

  async xdt_destroy_friendship(args: FriendshipArgs, context: GraphQLContext) {
    const viewer = requireViewer(context);
    return unfollow(context.db, viewer, await findUserById(context.db, args.input.target_user_id), context.activity);
  },
};
