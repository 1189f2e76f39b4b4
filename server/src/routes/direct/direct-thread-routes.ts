import type { FastifyInstance } from 'fastify';
import type { DirectActionResult } from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import {
  approveThreads,
  declineAllThreads,
  declineThreads,
  deleteThread,
  hideThread,
  leaveThread,
  moveThread,
  setThreadMute,
} from '../../domain/direct/thread-actions.js';
import { addMembers, removeMembers, setAdmins, updateTitle } from '../../domain/direct/group-admin.js';
import { setDisappearing } from '../../domain/direct/disappearing-messages.js';
import type { DirectWriteHooks } from '../../domain/direct/write-limits.js';
import {
  DirectApproveFormSchema,
  DirectDisappearingFormSchema,
  DirectMoveFormSchema,
  DirectThreadIdsFormSchema,
  DirectTitleFormSchema,
  DirectUserIdsFormSchema,
} from 'shared-contracts/schemas';

type ThreadParams = { Params: { threadId: string } };
const THREADS = '/api/v1/direct_v2/threads';
const ok: DirectActionResult = { status: 'ok' };

/** Thread actions: requests, folders, mute, hide, leave, delete, group admin, disappearing messages. */
export async function directThreadRoutes(app: FastifyInstance, deps: AppDeps, hooks: DirectWriteHooks): Promise<void> {
  // Every action counts as a write; those a group hears count against the stricter limit too.
  const write = { preHandler: hooks.write };
  const groupChange = { preHandler: hooks.groupChange };
  app.post(`${THREADS}/approve_multiple/`, write, async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(DirectApproveFormSchema, request.body ?? {});
    await approveThreads(deps, viewer, form.thread_ids, form.folder);
    return ok;
  });

  app.post(`${THREADS}/decline_multiple/`, write, async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(DirectThreadIdsFormSchema, request.body ?? {});
    await declineThreads(deps, viewer, form.thread_ids);
    return ok;
  });

  app.post(`${THREADS}/decline_all/`, write, async (request) => {
    await declineAllThreads(deps, await requireViewer(request));
    return ok;
  });

  // Actions that take no fields.
  const simple: Record<string, (viewer: UserRow, threadId: string) => Promise<void>> = {
    mute: (v, t) => setThreadMute(deps, v, t, 'muted', true),
    unmute: (v, t) => setThreadMute(deps, v, t, 'muted', false),
    mute_video_call: (v, t) => setThreadMute(deps, v, t, 'mute_calls', true),
    unmute_video_call: (v, t) => setThreadMute(deps, v, t, 'mute_calls', false),
    hide: (v, t) => hideThread(deps, v, t),
    leave: (v, t) => leaveThread(deps, v, t),
    delete: (v, t) => deleteThread(deps, v, t),
  };
  for (const [action, run] of Object.entries(simple)) {
    app.post<ThreadParams>(
      `${THREADS}/:threadId/${action}/`,
      action === 'leave' ? groupChange : write,
      async (request) => {
        await run(await requireViewer(request), request.params.threadId);
        return ok;
      },
    );
  }

  app.post<ThreadParams>(`${THREADS}/:threadId/move/`, write, async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(DirectMoveFormSchema, request.body ?? {});
    await moveThread(deps, viewer, request.params.threadId, form.folder);
    return ok;
  });

  const members: Record<string, (viewer: UserRow, threadId: string, ids: string[]) => Promise<void>> = {
    add_user: (v, t, ids) => addMembers(deps, v, t, ids),
    remove_users: (v, t, ids) => removeMembers(deps, v, t, ids),
    add_admins: (v, t, ids) => setAdmins(deps, v, t, ids, true),
    remove_admins: (v, t, ids) => setAdmins(deps, v, t, ids, false),
  };
  for (const [action, run] of Object.entries(members)) {
    app.post<ThreadParams>(`${THREADS}/:threadId/${action}/`, groupChange, async (request) => {
      const viewer = await requireViewer(request);
      const form = parseInput(DirectUserIdsFormSchema, request.body ?? {});
      await run(viewer, request.params.threadId, form.user_ids);
      return ok;
    });
  }

  app.post<ThreadParams>(`${THREADS}/:threadId/update_title/`, groupChange, async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(DirectTitleFormSchema, request.body ?? {});
    await updateTitle(deps, viewer, request.params.threadId, form.title);
    return ok;
  });

  app.post<ThreadParams>(`${THREADS}/:threadId/set_disappearing_messages_settings/`, groupChange, async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(DirectDisappearingFormSchema, request.body ?? {});
    await setDisappearing(deps, viewer, request.params.threadId, form.mode, form.ttl_sec);
    return ok;
  });
}
