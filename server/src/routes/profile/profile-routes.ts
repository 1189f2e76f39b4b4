import type { FastifyInstance } from 'fastify';
import { ChainingQuerySchema, CountedPageQuerySchema, ProfileQuerySchema } from 'shared-contracts/schemas';
import { isAllowlistedCrawler, VISITOR_LIMITS } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { visitorGateOf } from '../../http/visitor-gate.js';
import { localeFromHeader } from '../../domain/locale.js';
import { presentBlockedProfile, presentProfile } from '../../domain/users/profile-presenter.js';
import { loadProfileTab, type ProfileTab } from '../../domain/users/user-media-pages.js';
import { loadChainingSuggestions } from '../../domain/users/chaining.js';
import { requireProfileContent, requireProfileHeader, requireVisibleProfileById } from '../../policy/profiles.js';

/** The paths of the profile tabs that list posts. */
const TAB_PATHS: ReadonlyArray<[ProfileTab, string]> = [
  ['posts', '/api/v1/feed/user/:userId/'],
  ['reels', '/api/v1/clips/user/:userId/'],
  ['tagged', '/api/v1/usertags/:userId/feed/'],
];

/**
 * Profile header data, the posts, reels and tagged tabs, "about this account" and profile
 * chaining, with visibility enforced here: a block either way answers 404 like a missing user
 * (except the header for the blocker, so they can unblock), and a private account's content 403
 * "This account is private." unless followed or owned.
 */
export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;

  app.get('/api/v1/users/web_profile_info/', async (request) => {
    const { username } = parseInput(ProfileQuerySchema, request.query);
    const viewer = await request.viewer();
    // A profile is a page of a visitor's limits (docs/behaviour/logged-out.md#what-the-server-withholds).
    await visitorGateOf(db, request, viewer)('page');
    const { user, viewerBlocks } = await requireProfileHeader(db, viewer, username);
    const profile =
      viewer && viewerBlocks
        ? await presentBlockedProfile(db, viewer, user, urls)
        : await presentProfile(db, viewer, user, urls);
    return { data: { user: profile }, status: 'ok' };
  });

  app.get<{ Params: { userId: string } }>('/api/v1/users/:userId/about_this_account/', async (request) => {
    const viewer = await request.viewer();
    await visitorGateOf(db, request, viewer)('page');
    const user = await requireVisibleProfileById(db, viewer, request.params.userId);
    return {
      username: user.username,
      date_joined: Math.floor(user.created_at / 1000),
      // Renames are not recorded, so there is no history to count.
      former_username_count: 0,
      is_verified: user.is_verified === 1,
      status: 'ok',
    };
  });

  for (const [tab, path] of TAB_PATHS) {
    app.get<{ Params: { userId: string } }>(path, async (request) => {
      const { count, max_id: maxId } = parseInput(CountedPageQuerySchema, request.query);
      const viewer = await request.viewer();
      await visitorGateOf(db, request, viewer)('page');
      const owner = await requireProfileContent(db, viewer, request.params.userId);
      const visitorCapped = !viewer && tab === 'reels' && !isAllowlistedCrawler(request.headers['user-agent']);
      const page = await loadProfileTab(
        db,
        viewer,
        owner,
        tab,
        // A visitor's reels tab stops at its limit (docs/behaviour/logged-out.md#impression-limits).
        { count, maxId, cap: visitorCapped ? VISITOR_LIMITS.profileReelsTab : undefined },
        { urls, locale: localeFromHeader(request.headers['accept-language']) },
      );
      return { ...page, status: 'ok' };
    });
  }

  app.get('/api/v1/discover/chaining/', async (request) => {
    const viewer = await requireViewer(request);
    const { target_id: targetId } = parseInput(ChainingQuerySchema, request.query);
    const target = await requireVisibleProfileById(db, viewer, targetId);
    const users = await loadChainingSuggestions(db, viewer, target, {
      urls,
      locale: localeFromHeader(request.headers['accept-language']),
    });
    return { users, status: 'ok' as const };
  });
}
