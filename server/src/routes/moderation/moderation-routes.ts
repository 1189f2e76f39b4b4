import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModerationLog, ModerationQueue } from 'shared-contracts';
import {
  ModerationAccountParamsSchema,
  ModerationItemParamsSchema,
  ModerationLogQuerySchema,
  ModerationNoteInputSchema,
  SuspendInputSchema,
} from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../../db/schema.js';
import { fail, parseInput } from '../../http/errors.js';
import { isAdmin, isModerator } from '../../domain/moderation/moderators.js';
import { loadQueue } from '../../domain/moderation/queue.js';
import { listActions } from '../../domain/moderation/audit-log.js';
import {
  dismissReports,
  removeContent,
  setLimited,
  setModerator,
  suspendAccount,
  unsuspendAccount,
} from '../../domain/moderation/actions.js';

const M = '/api/v1/moderation';
const ok = { status: 'ok' as const };

/**
 * The moderation area's calls (docs/behaviour/moderation.md, docs/security.md#moderation): every
 * one answers 404 to anyone who is not a moderator, logged out included, before reading its
 * input, as an unknown path does, so the area's existence is not told.
 */
export async function moderationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  async function requireModerator(request: FastifyRequest): Promise<UserRow> {
    const viewer = await request.viewer();
    if (!viewer || !isModerator(deps.config, viewer)) throw fail.notFound();
    return viewer;
  }
  async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
    const viewer = await request.viewer();
    if (!viewer || !isAdmin(deps.config, viewer)) throw fail.notFound();
    return viewer;
  }
  const item = (request: FastifyRequest) => parseInput(ModerationItemParamsSchema, request.params);
  const account = (request: FastifyRequest) => parseInput(ModerationAccountParamsSchema, request.params);
  const note = (request: FastifyRequest) => parseInput(ModerationNoteInputSchema, request.body ?? {}).note;

  app.get(`${M}/queue/`, async (request): Promise<ModerationQueue> => {
    await requireModerator(request);
    return { items: await loadQueue(deps.db), status: 'ok' };
  });

  app.get(`${M}/log/`, async (request): Promise<ModerationLog> => {
    await requireModerator(request);
    const query = parseInput(ModerationLogQuerySchema, request.query ?? {});
    return listActions(deps.db, query.max_id === undefined ? null : Number(query.max_id));
  });

  const itemActions = { dismiss: dismissReports, remove: removeContent };
  for (const [name, act] of Object.entries(itemActions))
    app.post(`${M}/items/:kind/:id/${name}/`, async (request) => {
      const moderator = await requireModerator(request);
      const { kind, id } = item(request);
      await act(deps, moderator, kind, id, note(request));
      return ok;
    });

  type AccountAction = (actor: UserRow, id: string, request: FastifyRequest) => Promise<void>;
  const accountActions: Record<string, { adminOnly?: true; act: AccountAction }> = {
    limit: { act: (actor, id, request) => setLimited(deps, actor, id, true, note(request)) },
    unlimit: { act: (actor, id, request) => setLimited(deps, actor, id, false, note(request)) },
    suspend: {
      act: (actor, id, request) => {
        const input = parseInput(SuspendInputSchema, request.body ?? {});
        return suspendAccount(deps, actor, id, input.days, input.note);
      },
    },
    unsuspend: { act: (actor, id, request) => unsuspendAccount(deps, actor, id, note(request)) },
    grant_moderator: {
      adminOnly: true,
      act: (actor, id, request) => setModerator(deps, actor, id, true, note(request)),
    },
    revoke_moderator: {
      adminOnly: true,
      act: (actor, id, request) => setModerator(deps, actor, id, false, note(request)),
    },
  };
  for (const [name, { adminOnly, act }] of Object.entries(accountActions))
    app.post(`${M}/accounts/:id/${name}/`, async (request) => {
      const actor = adminOnly ? await requireAdmin(request) : await requireModerator(request);
      await act(actor, account(request).id, request);
      return ok;
    });
}
