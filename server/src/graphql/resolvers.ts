import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';
import type { MediaUrls } from '../domain/media-urls.js';
import { presentMediaList } from '../domain/media/media-presenter.js';
import { loadHomeFeedPage, type FeedPageArgs } from '../domain/feed/home-feed.js';
import { canViewContentOf } from '../domain/users/relationships.js';
import { fail } from '../http/errors.js';

/** What every resolver receives: the database, the viewer, and URL building. */
export interface GraphQLContext {
  db: Kysely<DB>;
  viewer: UserRow | null;
  urls: MediaUrls;
}

/** Root resolvers; nested fields are plain properties of the presented objects. */
export const rootValue = {
  async feed_timeline(args: FeedPageArgs, context: GraphQLContext) {
    if (!context.viewer) throw fail.unauthenticated();
    const page = await loadHomeFeedPage(context.db, context.viewer, args);
    const media = await presentMediaList(context.db, page.rows, context.viewer, context.urls);
    return {
      edges: media.map((item, index) => ({
        cursor: page.cursors[index],
        node: { kind: 'media', title: null, media: item },
      })),
      page_info: {
        has_next_page: page.hasNextPage,
        end_cursor: page.cursors[page.cursors.length - 1] ?? null,
        has_previous_page: page.hasPreviousPage,
        start_cursor: page.cursors[0] ?? null,
      },
    };
  },

  async post_page(args: { shortcode: string }, context: GraphQLContext) {
    const row = await context.db.selectFrom('media').selectAll().where('code', '=', args.shortcode).executeTakeFirst();
    if (!row) return { items: [] };
    const owner = await context.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', row.owner_id)
      .executeTakeFirstOrThrow();
    // Private content never leaks: a post the viewer may not see looks exactly like a missing one.
    if (!(await canViewContentOf(context.db, context.viewer, owner))) return { items: [] };
    return { items: await presentMediaList(context.db, [row], context.viewer, context.urls) };
  },
};
