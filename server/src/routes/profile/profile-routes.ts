import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FriendshipStatus, Profile } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import { fail, parseInput } from '../../http/errors.js';
import { presentUserSummary, avatarUrl } from '../../domain/users/user-presenter.js';
import { canViewContentOf, findUserByUsername } from '../../domain/users/relationships.js';
import { presentMediaList } from '../../domain/media/media-presenter.js';
import { decodeCursor, encodeCursor } from '../../domain/feed/cursor.js';

const ProfileQuerySchema = z.object({ username: z.string().min(1).max(64) });
const UserFeedQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(50).default(12),
  max_id: z.string().max(64).optional(),
});

/** Profile header data and a user's posts, with the visibility rule enforced here. */
export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;

  app.get('/api/v1/users/web_profile_info/', async (request) => {
    const { username } = parseInput(ProfileQuerySchema, request.query);
    const user = await findUserByUsername(db, username);
    if (!user) throw fail.notFound('User not found.');
    const viewer = await request.viewer();
    const [followers, following, posts, relation] = await Promise.all([
      db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('followee_id', '=', user.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('follower_id', '=', user.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', user.id)
        .executeTakeFirstOrThrow(),
      viewer && viewer.id !== user.id
        ? db
            .selectFrom('follows')
            .select(['follower_id', 'followee_id'])
            .where((eb) =>
              eb.or([
                eb.and([eb('follower_id', '=', viewer.id), eb('followee_id', '=', user.id)]),
                eb.and([eb('follower_id', '=', user.id), eb('followee_id', '=', viewer.id)]),
              ]),
            )
            .execute()
        : Promise.resolve(null),
    ]);
    const friendshipStatus: FriendshipStatus | null = relation
      ? {
          following: relation.some((r) => r.follower_id === viewer?.id),
          followed_by: relation.some((r) => r.follower_id === user.id),
          blocking: false,
          muting: false,
          outgoing_request: false,
          incoming_request: false,
          is_restricted: false,
          is_bestie: false,
          is_feed_favorite: false,
          subscribed: false,
          is_viewer_unconnected: relation.length === 0,
        }
      : null;
    const profile: Profile = {
      ...presentUserSummary(user, urls),
      biography: user.biography,
      bio_links: JSON.parse(user.bio_links) as Profile['bio_links'],
      hd_profile_pic_url_info: { url: avatarUrl(user, urls, 320) },
      account_type: user.account_type,
      category: user.account_type === 2 || user.account_type === 3 ? user.category : null,
      follower_count: Number(followers.n),
      following_count: Number(following.n),
      media_count: Number(posts.n),
      friendship_status: friendshipStatus,
      is_viewer: viewer?.id === user.id,
      show_text_post_app_badge: false,
      text_post_app_badge_label: null,
    };
    return { data: { user: profile }, status: 'ok' };
  });

  app.get<{ Params: { userId: string } }>('/api/v1/feed/user/:userId/', async (request) => {
    const { count, max_id: maxId } = parseInput(UserFeedQuerySchema, request.query);
    const userId = Number(request.params.userId);
    if (!Number.isSafeInteger(userId)) throw fail.notFound('User not found.');
    const owner = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!owner) throw fail.notFound('User not found.');
    const viewer = await request.viewer();
    if (!(await canViewContentOf(db, viewer, owner))) throw fail.forbidden('This account is private.');
    const cursor = decodeCursor(maxId);
    let query = db.selectFrom('media').selectAll().where('owner_id', '=', owner.id);
    if (cursor) {
      query = query.where((eb) =>
        eb.or([
          eb('taken_at', '<', cursor.takenAt),
          eb.and([eb('taken_at', '=', cursor.takenAt), eb('id', '<', cursor.id)]),
        ]),
      );
    }
    const rows = await query
      .orderBy('taken_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count + 1)
      .execute();
    const page = rows.slice(0, count);
    const last = page[page.length - 1];
    return {
      items: await presentMediaList(db, page, viewer, urls),
      more_available: rows.length > count,
      next_max_id: rows.length > count && last ? encodeCursor({ takenAt: last.taken_at, id: last.id }) : null,
      num_results: page.length,
      status: 'ok',
    };
  });
}
