import type { FastifyInstance } from 'fastify';
import type {
  DirectBadgeCount,
  DirectPresenceAnswer,
  DirectSearchSecondary,
  DirectThreadAnswer,
  DirectThreadLookup,
  Inbox,
  InThreadSearch,
  RankedRecipients,
} from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import { fail, parseInput } from '../../http/errors.js';
import { createFixedWindowLimiter } from '../../http/rate-limit.js';
import { requireViewer } from '../../http/session.js';
import { loadInbox } from '../../domain/direct/inbox-presenter.js';
import { badgeCountFor } from '../../domain/direct/badge-count.js';
import { loadPresence } from '../../domain/direct/presence.js';
import { findThreadByParticipants, loadThreadAnswer } from '../../domain/direct/thread-answers.js';
import { RANKED_SEARCHES_PER_MINUTE, rankedRecipients } from '../../domain/direct/ranked-recipients.js';
import { searchAcrossThreads, searchInThread } from '../../domain/direct/direct-search.js';
import { interopUpgradeStatus, loadItemsByReference, type DirectItemsAnswer } from '../../domain/direct/item-lookup.js';
import { startDisappearingSweep } from '../../domain/direct/disappearing-messages.js';
import { createDirectWriteLimits, directWriteHooks } from '../../domain/direct/write-limits.js';
import { directSendRoutes } from './direct-send-routes.js';
import { directThreadRoutes } from './direct-thread-routes.js';
import { directItemRoutes } from './direct-item-routes.js';
import {
  DirectGetItemsQuerySchema,
  DirectInboxQuerySchema,
  DirectInThreadSearchQuerySchema,
  DirectParticipantsQuerySchema,
  DirectRankedRecipientsQuerySchema,
  DirectSearchSecondaryQuerySchema,
  DirectThreadQuerySchema,
} from 'shared-contracts/schemas';

const BASE = '/api/v1/direct_v2';

/**
 * Direct messages (docs/behaviour/direct.md, docs/calls.md#direct): the reads here, sends,
 * thread actions and message actions in their own files. Every call needs a session; every page
 * is bounded.
 */
export async function directRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls, dialect } = deps;

  app.get(`${BASE}/inbox/`, async (request): Promise<Inbox> => {
    const viewer = await requireViewer(request);
    const page = parseInput(DirectInboxQuerySchema, request.query);
    return loadInbox(db, viewer, page, urls);
  });

  app.get(`${BASE}/pending_inbox/`, async (request): Promise<Inbox> => {
    const viewer = await requireViewer(request);
    const { folder: _folder, ...page } = parseInput(DirectInboxQuerySchema, request.query);
    return loadInbox(db, viewer, { ...page, pending: true }, urls);
  });

  app.get(`${BASE}/threads/get_by_participants/`, async (request): Promise<DirectThreadLookup> => {
    const viewer = await requireViewer(request);
    const { recipient_users } = parseInput(DirectParticipantsQuerySchema, request.query);
    return findThreadByParticipants(db, viewer, recipient_users, urls);
  });

  app.get<{ Params: { threadId: string } }>(
    `${BASE}/threads/:threadId/`,
    async (request): Promise<DirectThreadAnswer> => {
      const viewer = await requireViewer(request);
      const query = parseInput(DirectThreadQuerySchema, request.query);
      const page = {
        limit: query.limit,
        cursor: query.cursor ? Number(query.cursor) : undefined,
        newerThan: query.newer_than !== undefined ? Number(query.newer_than) : undefined,
      };
      return loadThreadAnswer(db, viewer, request.params.threadId, page, urls);
    },
  );

  app.get<{ Params: { threadId: string } }>(
    `${BASE}/threads/:threadId/get_items/`,
    async (request): Promise<DirectItemsAnswer> => {
      const viewer = await requireViewer(request);
      const query = parseInput(DirectGetItemsQuerySchema, request.query);
      return loadItemsByReference(
        db,
        viewer.id,
        request.params.threadId,
        { itemIds: query.item_ids, clientContexts: query.original_message_client_contexts },
        urls,
      );
    },
  );

  app.get(`${BASE}/has_interop_upgraded/`, async (request) => {
    await requireViewer(request);
    return interopUpgradeStatus();
  });

  app.get(`${BASE}/get_badge_count/`, async (request): Promise<DirectBadgeCount> => {
    const viewer = await requireViewer(request);
    return { badge_count: await badgeCountFor(db, viewer.id), status: 'ok' };
  });

  app.get(`${BASE}/get_presence/`, async (request): Promise<DirectPresenceAnswer> => {
    const viewer = await requireViewer(request);
    return { user_presence: await loadPresence(db, viewer.id), status: 'ok' };
  });

  const rankedSearches = createFixedWindowLimiter(RANKED_SEARCHES_PER_MINUTE, 60_000);
  app.get(`${BASE}/ranked_recipients/`, async (request): Promise<RankedRecipients> => {
    const viewer = await requireViewer(request);
    const query = parseInput(DirectRankedRecipientsQuerySchema, request.query);
    // A query searches every account, so it is counted per account (in memory, per instance);
    // the suggestions without one are not (docs/behaviour/direct.md#choosing-recipients).
    if (query.query?.trim()) {
      const key = String(viewer.id);
      if (!rankedSearches.hit(key)) throw fail.rateLimited(undefined, rankedSearches.blockedForMs(key));
    }
    return rankedRecipients(db, dialect, viewer.id, { query: query.query, showThreads: query.show_threads }, urls);
  });

  app.get(`${BASE}/in_thread_message_search/`, async (request): Promise<InThreadSearch> => {
    const viewer = await requireViewer(request);
    const query = parseInput(DirectInThreadSearchQuerySchema, request.query);
    return searchInThread(db, viewer, query.id, query.query, query.offset, urls);
  });

  app.get(`${BASE}/search_secondary/`, async (request): Promise<DirectSearchSecondary> => {
    const viewer = await requireViewer(request);
    const query = parseInput(DirectSearchSecondaryQuerySchema, request.query);
    return searchAcrossThreads(db, viewer, query.query, query.offset, urls);
  });

  // Every write counts against the account's limits, shared by all instances (docs/behaviour/direct.md#limits).
  const limits = createDirectWriteLimits(db);
  await directSendRoutes(app, deps, limits);
  await directThreadRoutes(app, deps, directWriteHooks(limits));
  await directItemRoutes(app, deps, directWriteHooks(limits));

  // Deletes expired disappearing messages (docs/behaviour/direct.md#disappearing-messages).
  const stopSweep = startDisappearingSweep(deps, (error) => app.log.error({ err: error }, 'disappearing sweep failed'));
  app.addHook('onClose', async () => stopSweep());
}
