import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { BlockedListQuerySchema, PresenceFormSchema } from 'shared-contracts/schemas';
import { requireViewer } from '../../http/session.js';
import { setActivityStatus, showsActivityStatus } from '../../domain/users/activity-status.js';
import { listBlockedAccounts } from '../../domain/users/blocked-list.js';

/**
 * The settings pages' own calls (docs/calls.md#settings), all about the session's own account:
 * the blocked accounts list and the activity status switch. Privacy is part of the profile edit.
 */
export async function settingsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;

  app.get('/api/v1/users/blocked_list/', async (request) => {
    const viewer = await requireViewer(request);
    const query = parseInput(BlockedListQuerySchema, request.query);
    const page = await listBlockedAccounts(db, viewer, { count: query.count, maxId: query.max_id }, urls);
    return { ...page, status: 'ok' as const };
  });

  app.get('/api/v1/accounts/get_presence_disabled/', async (request) => {
    const viewer = await requireViewer(request);
    return { disabled: !showsActivityStatus(viewer), status: 'ok' as const };
  });

  app.post('/api/v1/accounts/set_presence_disabled/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(PresenceFormSchema, request.body ?? {});
    const shown = await setActivityStatus(db, viewer, !form.disabled);
    return { disabled: !shown, status: 'ok' as const };
  });
}
