import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Profile } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import { fail, parseInput } from '../../http/errors.js';
import { presentUserSummary, avatarUrl } from '../../domain/users/user-presenter.js';
import {
  canViewContentOf,
  findUserById,
  findUserByUsername,
  isBlockedEitherWay,
} from '../../domain/users/relationships.js';
import { loadFriendshipStatus } from '../../domain/users/friendships.js';
import { presentMediaList } from '../../domain/media/media-presenter.js';
import { decodeCursor, encodeCursor } from '../../domain/feed/cursor.js';
import { localeFromHeader } from '../../domain/locale.js';

const ProfileQuerySchema = z.object({ username: z.string().min(1).max(64) });
const UserFeedQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(50).default(12),
  max_id: z.string().max(64).optional(),
});

/** Profile header data, a user's posts and "about this account", with visibility enforced here. */
export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;

  app.get('/api/v1/users/web_profile_info/', async (request) => {
    const { username } = parseInput(ProfileQuerySchema, request.query);
    const user = await findUserByUsername(db, username);
    const viewer = await request.viewer();
    // A block either way makes the profile look missing, as the client contract says.
    if (!user || (viewer && (await isBlockedEitherWay(db, viewer.id, user.id)))) throw fail.notFound('User not found.');
    const [followers, following, posts, friendshipStatus] = await Promise.all([
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
      viewer && viewer.id !== user.id ? loadFriendshipStatus(db, viewer.id, user.id) : Promise.resolve(null),
    ]);
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

  app.get<{ Params: { userId: string } }>('/api/v1/users/:userId/about_this_account/', async (request) => {
    const user = await findUserById(db, request.params.userId);
    const viewer = await request.viewer();
    if (!user || (viewer && (await isBlockedEitherWay(db, viewer.id, user.id)))) throw fail.notFound('User not found.');
    return {
      username: user.username,
      date_joined: Math.floor(user.created_at / 1000),
      // Usernames are not renamed yet, so there is no history to count.
      former_username_count: 0,
      is_verified: user.is_verified === 1,
      status: 'ok',
    };
  });

  app.get<{ Params: { userId: string } }>('/api/v1/feed/user/:userId/', async (request) => {
    const { count, max_id: maxId } = parseInput(UserFeedQuerySchema, request.query);
    const owner = await findUserById(db, request.params.userId);
    if (!owner) throw fail.notFound('User not found.');
    const viewer = await request.viewer();
    if (viewer && (await isBlockedEitherWay(db, viewer.id, owner.id))) throw fail.notFound('User not found.');
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
      items: await presentMediaList(db, page, viewer, {
        urls,
        locale: localeFromHeader(request.headers['accept-language']),
      }),
      more_available: rows.length > count,
      next_max_id: rows.length > count && last ? encodeCursor({ takenAt: last.taken_at, id: last.id }) : null,
      num_results: page.length,
      status: 'ok',
    };
  });
}
