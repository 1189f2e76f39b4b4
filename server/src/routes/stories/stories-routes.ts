import type { FastifyInstance } from 'fastify';
import type {
  ClipsPage,
  HighlightAnswer,
  HighlightsTrayAnswer,
  MarkSeenAnswer,
  ReelsMediaAnswer,
  ReelsTrayAnswer,
  StoryArchivePage,
  StoryLikeAnswer,
  StoryViewersPage,
  UserStoryAnswer,
} from 'shared-contracts';
import { isAllowlistedCrawler } from 'shared-contracts';
import {
  CreateHighlightBodySchema,
  EditHighlightBodySchema,
  MarkStoriesSeenBodySchema,
  ReelsMediaQuerySchema,
  StoryPageQuerySchema,
} from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { fail, parseInput } from '../../http/errors.js';
import { databaseLimitStore } from '../../domain/limits/limit-store.js';
import { requireViewer } from '../../http/session.js';
import { visitorGateOf } from '../../http/visitor-gate.js';
import { localeFromHeader } from '../../domain/locale.js';
import { loadClips } from '../../domain/stories/clips.js';
import { createHighlight, deleteHighlight, editHighlight, highlightsTrayOf } from '../../domain/stories/highlights.js';
import { loadReelsMedia, loadTray, loadUserStory, parseReelIds } from '../../domain/stories/reels.js';
import { ActivityNotices, announceActivity } from '../../domain/activity/activity-notices.js';
import { listStoryViewers, loadStoryArchive, markStoriesSeen, setStoryLike } from '../../domain/stories/story-views.js';

/** Story writes per account a minute (likes and highlight edits): plenty for a person, little for a script. */
const STORY_WRITES_PER_MINUTE = 120;

/**
 * Stories, highlights and reels (docs/behaviour/stories.md). Every call needs a login but a
 * profile's highlights and the reels tab; who sees what is decided in domain/stories.
 */
export async function storiesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;
  // Shared by every instance on the database (docs/operating.md#limits-across-instances).
  const writes = databaseLimitStore(db).window('story-writes', STORY_WRITES_PER_MINUTE, 60_000);
  const countWrite = async (userId: number) => {
    if (!(await writes.hit(String(userId)))) throw fail.rateLimited();
  };

  app.get('/api/v1/feed/reels_tray/', async (request): Promise<ReelsTrayAnswer> => {
    const viewer = await requireViewer(request);
    return { tray: await loadTray(db, viewer, urls), status: 'ok' };
  });

  app.get('/api/v1/feed/reels_media/', async (request): Promise<ReelsMediaAnswer> => {
    const viewer = await requireViewer(request);
    const { reel_ids: reelIds } = parseInput(ReelsMediaQuerySchema, request.query);
    return { reels_media: await loadReelsMedia(db, viewer, parseReelIds(reelIds), urls), status: 'ok' };
  });

  app.get<{ Params: { username: string } }>(
    '/api/v1/stories/:username/reel/',
    async (request): Promise<UserStoryAnswer> => {
      const viewer = await requireViewer(request);
      return { reel: await loadUserStory(db, viewer, request.params.username.slice(0, 64), urls), status: 'ok' };
    },
  );

  app.post('/api/v1/media/seen/', async (request): Promise<MarkSeenAnswer> => {
    const viewer = await requireViewer(request);
    const { media_ids: ids } = parseInput(MarkStoriesSeenBodySchema, request.body ?? {});
    return { seen: await markStoriesSeen(db, viewer, ids), status: 'ok' };
  });

  app.get<{ Params: { mediaId: string } }>(
    '/api/v1/media/:mediaId/list_reel_media_viewer/',
    async (request): Promise<StoryViewersPage> => {
      const viewer = await requireViewer(request);
      const { max_id: maxId } = parseInput(StoryPageQuerySchema, request.query);
      return listStoryViewers(db, viewer, request.params.mediaId, maxId, urls);
    },
  );

  for (const [path, like] of [
    ['/api/v1/media/:mediaId/story_like/', true],
    ['/api/v1/media/:mediaId/story_unlike/', false],
  ] as const) {
    app.post<{ Params: { mediaId: string } }>(path, async (request): Promise<StoryLikeAnswer> => {
      const viewer = await requireViewer(request);
      await countWrite(viewer.id);
      const notices = new ActivityNotices();
      const hasLiked = await setStoryLike(db, viewer, request.params.mediaId, like, Date.now(), notices);
      await announceActivity(deps, notices);
      return { has_liked: hasLiked, status: 'ok' };
    });
  }

  app.get('/api/v1/archive/reel/stories/', async (request): Promise<StoryArchivePage> => {
    const viewer = await requireViewer(request);
    const { max_id: maxId } = parseInput(StoryPageQuerySchema, request.query);
    return loadStoryArchive(db, viewer, maxId, urls);
  });

  app.get<{ Params: { id: string } }>(
    '/api/v1/highlights/:id/highlights_tray/',
    async (request): Promise<HighlightsTrayAnswer> => {
      // Open to visitors: a public profile's newest few, as part of the profile's page
      // (docs/behaviour/logged-out.md#highlights).
      const viewer = await request.viewer();
      await visitorGateOf(db, request, viewer)('page');
      return { tray: await highlightsTrayOf(db, viewer, request.params.id, urls), status: 'ok' };
    },
  );

  app.post('/api/v1/highlights/create_reel/', async (request): Promise<HighlightAnswer> => {
    const viewer = await requireViewer(request);
    await countWrite(viewer.id);
    const input = parseInput(CreateHighlightBodySchema, request.body ?? {});
    return { reel: await createHighlight(db, viewer, input, urls), status: 'ok' };
  });

  app.post<{ Params: { id: string } }>(
    '/api/v1/highlights/:id/edit_reel/',
    async (request): Promise<HighlightAnswer> => {
      const viewer = await requireViewer(request);
      await countWrite(viewer.id);
      const input = parseInput(EditHighlightBodySchema, request.body ?? {});
      return { reel: await editHighlight(db, viewer, request.params.id, input, urls), status: 'ok' };
    },
  );

  app.post<{ Params: { id: string } }>('/api/v1/highlights/:id/delete_reel/', async (request) => {
    const viewer = await requireViewer(request);
    await countWrite(viewer.id);
    await deleteHighlight(db, viewer, request.params.id);
    return { status: 'ok' as const };
  });

  app.get('/api/v1/clips/home/', async (request): Promise<ClipsPage> => {
    // Open to visitors: their reels tab holds the configured 1-8 newest public reels
    // (docs/behaviour/logged-out.md#the-reels-tab); an allowlisted crawler is not capped.
    const viewer = await request.viewer();
    const { max_id: maxId } = parseInput(StoryPageQuerySchema, request.query);
    const capped = !viewer && !isAllowlistedCrawler(request.headers['user-agent']);
    return loadClips(db, viewer, {
      maxId,
      urls,
      locale: localeFromHeader(request.headers['accept-language']),
      cap: capped ? deps.config.visitorReelsTab : undefined,
    });
  });
}
