import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FriendshipStatus } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../../db/schema.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { visitorGateOf } from '../../http/visitor-gate.js';
import { loadFriendshipStatus } from '../../domain/users/friendships.js';
import { requireActionTarget } from '../../domain/users/action-target.js';
import { blockUser, unblockUser } from '../../domain/users/blocks.js';
import { announceBlock, announceUnblock } from '../../realtime/block-effects.js';
import { setMuteOptions } from '../../domain/users/mutes.js';
import { setRestricted } from '../../domain/users/restricts.js';
import { listFlaggedFollowees, setFollowFlag, type FollowFlag } from '../../domain/users/close-friends.js';
import { loadFriendshipStatuses } from '../../domain/users/friendship-statuses.js';
import { presentUserSummary } from '../../domain/users/user-presenter.js';
import { ActivityNotices, announceActivity } from '../../domain/activity/activity-notices.js';
import { approveFollowRequest, ignoreFollowRequest, removeFollower } from '../../domain/users/follow-requests.js';
import { listUsers, PENDING_REQUESTS_PAGE_SIZE } from '../../domain/users/follow-lists.js';
import { requireProfileContent } from '../../policy/profiles.js';
import { CountedPageQuerySchema, CursorQuerySchema, MuteFormSchema } from 'shared-contracts/schemas';

type UserParams = { Params: { userId: string } };

/** An action on one other user, answering the viewer's relationship with them afterwards. */
type TargetAction = (deps: AppDeps, viewer: UserRow, target: UserRow, notices: ActivityNotices) => Promise<void>;

/**
 * Relationship calls (docs/calls.md#relationships): follower and following lists, follow
 * requests, remove follower, block, restrict, close friends, favourites, mute. Follow and unfollow
 * are the GraphQL friendship mutations.
 */
export async function friendshipsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;

  for (const kind of ['followers', 'following'] as const) {
    app.get<UserParams>(`/api/v1/friendships/:userId/${kind}/`, async (request) => {
      const query = parseInput(CountedPageQuerySchema, request.query);
      const viewer = await request.viewer();
      // Part of a profile's page for a visitor's limits (docs/behaviour/logged-out.md#what-the-server-withholds).
      await visitorGateOf(db, request, viewer)('page');
      const user = await requireProfileContent(db, viewer, request.params.userId);
      return {
        ...(await listUsers(db, viewer, user, kind, { count: query.count, maxId: query.max_id }, urls)),
        status: 'ok' as const,
      };
    });
  }

  app.get('/api/v1/friendships/pending/', async (request) => {
    const viewer = await requireViewer(request);
    const query = parseInput(CursorQuerySchema, request.query);
    const page = await listUsers(
      db,
      viewer,
      viewer,
      'pending',
      { count: PENDING_REQUESTS_PAGE_SIZE, maxId: query.max_id },
      urls,
    );
    return { ...page, status: 'ok' as const };
  });

  for (const [flag, list] of [
    ['is_bestie', 'besties'],
    ['is_feed_favorite', 'favorites'],
  ] as const) {
    app.get(`/api/v1/friendships/${list}/`, async (request) => {
      const viewer = await requireViewer(request);
      const users = await listFlaggedFollowees(db, viewer, flag);
      const statuses = await loadFriendshipStatuses(
        db,
        viewer.id,
        users.map((u) => u.id),
      );
      return {
        users: users.map((u) => ({ ...presentUserSummary(u, urls), friendship_status: statuses.get(u.id) ?? null })),
        status: 'ok' as const,
      };
    });
  }

  /** Registers POST /api/v1/friendships/{name}/{userId}/ for an action. */
  const action = (name: string, run: TargetAction, options: { allowBlocked?: boolean } = {}) => {
    app.post<UserParams>(`/api/v1/friendships/${name}/:userId/`, async (request: FastifyRequest<UserParams>) => {
      const viewer = await requireViewer(request);
      const target = await requireActionTarget(db, viewer, request.params.userId, options);
      const notices = new ActivityNotices();
      await run(deps, viewer, target, notices);
      await announceActivity(deps, notices);
      const friendshipStatus: FriendshipStatus = await loadFriendshipStatus(db, viewer.id, target.id);
      return { friendship_status: friendshipStatus, status: 'ok' as const };
    });
  };

  action('approve', (d, viewer, target, notices) => approveFollowRequest(d.db, viewer, target, notices));
  action('ignore', (d, viewer, target, notices) => ignoreFollowRequest(d.db, viewer, target, notices));
  action('remove_follower', (d, viewer, target, notices) => removeFollower(d.db, viewer, target, notices));
  action(
    'block',
    async (d, viewer, target) => {
      await blockUser(d.db, viewer, target);
      await announceBlock(d, viewer.id, target.id);
    },
    { allowBlocked: true },
  );
  action(
    'unblock',
    async (d, viewer, target) => {
      await unblockUser(d.db, viewer, target);
      await announceUnblock(d, viewer.id, target.id);
    },
    { allowBlocked: true },
  );
  action('restrict', (d, viewer, target) => setRestricted(d.db, viewer, target, true));
  action('unrestrict', (d, viewer, target) => setRestricted(d.db, viewer, target, false));
  const flagActions: Array<[string, FollowFlag, boolean]> = [
    ['add_bestie', 'is_bestie', true],
    ['remove_bestie', 'is_bestie', false],
    ['add_favorite', 'is_feed_favorite', true],
    ['remove_favorite', 'is_feed_favorite', false],
  ];
  for (const [name, flag, value] of flagActions)
    action(name, (d, viewer, target) => setFollowFlag(d.db, viewer, target, flag, value));

  for (const [name, mute] of [
    ['mute_posts_or_story_from_follow', true],
    ['unmute_posts_or_story_from_follow', false],
  ] as const) {
    app.post(`/api/v1/friendships/${name}/`, async (request) => {
      const viewer = await requireViewer(request);
      const form = parseInput(MuteFormSchema, request.body ?? {});
      const target = await requireActionTarget(db, viewer, form.user_id);
      const muteOptions = await setMuteOptions(db, viewer, target, { posts: form.posts, story: form.story }, mute);
      return {
        mute_options: muteOptions,
        friendship_status: await loadFriendshipStatus(db, viewer.id, target.id),
        status: 'ok' as const,
      };
    });
  }
}
