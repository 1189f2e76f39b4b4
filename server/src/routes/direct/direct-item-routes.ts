import type { FastifyInstance } from 'fastify';
import type { DirectActionResult, DirectItemAnswer } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { hideItemForViewer, markItemSeen, setReaction, unsendItem } from '../../domain/direct/item-actions.js';
import { DirectReactionFormSchema } from 'shared-contracts/schemas';
import type { DirectWriteHooks } from '../../domain/direct/write-limits.js';

type ItemParams = { Params: { threadId: string; itemId: string } };
const ITEM = '/api/v1/direct_v2/threads/:threadId/items/:itemId';

/** Actions on one message: reactions, unsend, delete for me, seen (docs/behaviour/direct.md#kinds-of-message). */
export async function directItemRoutes(app: FastifyInstance, deps: AppDeps, hooks: DirectWriteHooks): Promise<void> {
  // Every action on a message counts as a write (docs/behaviour/direct.md#limits).
  const write = { preHandler: hooks.write };
  app.post<ItemParams>(`${ITEM}/reactions/`, write, async (request): Promise<DirectItemAnswer> => {
    const viewer = await requireViewer(request);
    const form = parseInput(DirectReactionFormSchema, request.body ?? {});
    const { threadId, itemId } = request.params;
    const item = await setReaction(deps, viewer, threadId, itemId, {
      kind: form.reaction_type,
      emoji: form.emoji,
      present: form.reaction_status === 'created',
    });
    return { item, status: 'ok' };
  });

  app.post<ItemParams>(`${ITEM}/delete/`, write, async (request): Promise<DirectActionResult> => {
    const viewer = await requireViewer(request);
    await unsendItem(deps, viewer, request.params.threadId, request.params.itemId);
    return { status: 'ok' };
  });

  app.post<ItemParams>(`${ITEM}/hide/`, write, async (request): Promise<DirectActionResult> => {
    const viewer = await requireViewer(request);
    await hideItemForViewer(deps, viewer, request.params.threadId, request.params.itemId);
    return { status: 'ok' };
  });

  app.post<ItemParams>(`${ITEM}/seen/`, write, async (request): Promise<DirectActionResult> => {
    const viewer = await requireViewer(request);
    await markItemSeen(deps, viewer, request.params.threadId, request.params.itemId);
    return { status: 'ok' };
  });
}
