import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inboxBadgeCount, type DirectItem, type DirectThread, type Inbox } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { presentUserSummary } from '../../domain/users/user-presenter.js';
import { presenceHiddenFrom } from '../../domain/visibility/messaging.js';

const InboxQuerySchema = z.object({
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The direct inbox; threads are loaded in a fixed number of queries per page. */
export async function directRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;

  app.get('/api/v1/direct_v2/inbox/', async (request): Promise<Inbox> => {
    const viewer = await requireViewer(request);
    const { cursor, limit } = parseInput(InboxQuerySchema, request.query);
    let query = db
      .selectFrom('direct_threads')
      .innerJoin('direct_thread_members as me', 'me.thread_id', 'direct_threads.id')
      .selectAll('direct_threads')
      .select(['me.folder', 'me.pending', 'me.last_seen_at'])
      .where('me.user_id', '=', viewer.id)
      .where('me.pending', '=', 0);
    if (cursor) query = query.where('direct_threads.last_activity_at', '<', cursor);
    const threads = await query
      .orderBy('direct_threads.last_activity_at', 'desc')
      .limit(limit + 1)
      .execute();
    const page = threads.slice(0, limit);
    const threadIds = page.map((t) => t.id);
    const [members, lastItems] = threadIds.length
      ? await Promise.all([
          db
            .selectFrom('direct_thread_members')
            .innerJoin('users', 'users.id', 'direct_thread_members.user_id')
            .selectAll('users')
            .select([
              'direct_thread_members.thread_id',
              'direct_thread_members.is_admin',
              'direct_thread_members.last_seen_at as member_last_seen_at',
            ])
            .where('direct_thread_members.thread_id', 'in', threadIds)
            .execute(),
          db
            .selectFrom('direct_items')
            .selectAll()
            .where('id', 'in', (eb) =>
              eb
                .selectFrom('direct_items')
                .select((e) => e.fn.max('id').as('id'))
                .where('thread_id', 'in', threadIds)
                .groupBy('thread_id'),
            )
            .execute(),
        ])
      : [[], []];
    const lastItemByThread = new Map(lastItems.map((item) => [item.thread_id, item]));
    // Members who restricted the viewer: their read (and online) status is not shown (spec 6).
    const presenceHidden = await presenceHiddenFrom(db, viewer.id, [...new Set(members.map((m) => m.id))]);
    const viewerId = String(viewer.id);
    const presented: DirectThread[] = page.map((thread) => {
      const threadMembers = members.filter((m) => m.thread_id === thread.id);
      const others = threadMembers.filter((m) => m.id !== viewer.id);
      const last = lastItemByThread.get(thread.id);
      const lastItem: DirectItem | null = last
        ? {
            item_id: String(last.id),
            user_id: String(last.user_id),
            timestamp: last.created_at * 1000,
            item_type: last.item_type,
            ...(last.text !== null ? { text: last.text } : {}),
          }
        : null;
      return {
        thread_id: String(thread.id),
        thread_title: thread.title || others.map((m) => m.full_name || m.username).join(', '),
        users: others.map((m) => presentUserSummary(m, urls)),
        is_group: thread.is_group === 1,
        pending: thread.pending === 1,
        folder: thread.folder === 1 ? 1 : 0,
        viewer_id: viewerId,
        admin_user_ids: threadMembers.filter((m) => m.is_admin === 1).map((m) => String(m.id)),
        last_activity_at: thread.last_activity_at * 1000,
        last_seen_at: Object.fromEntries(
          threadMembers
            .filter((m) => m.member_last_seen_at !== null && !presenceHidden.has(m.id))
            .map((m) => [String(m.id), { timestamp: (m.member_last_seen_at ?? 0) * 1000, item_id: '' }]),
        ),
        last_permanent_item: lastItem,
        items: lastItem ? [lastItem] : [],
        presence_hidden_user_ids: others.filter((m) => presenceHidden.has(m.id)).map((m) => String(m.id)),
      };
    });
    const unseen = inboxBadgeCount(
      page.map((t) => ({
        viewerId,
        pending: false,
        lastActivityAt: t.last_activity_at,
        lastPermanentItemUserId: lastItemByThread.has(t.id) ? String(lastItemByThread.get(t.id)?.user_id) : null,
        viewerLastSeenAt: t.last_seen_at,
      })),
    );
    const oldest = page[page.length - 1];
    return {
      inbox: {
        threads: presented,
        has_older: threads.length > limit,
        oldest_cursor: threads.length > limit && oldest ? String(oldest.last_activity_at) : null,
        unseen_count: unseen,
      },
      viewer: presentUserSummary(viewer, urls),
      status: 'ok',
    };
  });
}
