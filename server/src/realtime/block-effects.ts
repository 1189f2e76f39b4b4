import type { AppDeps } from '../deps.js';
import { sharedOneToOneThreadIds } from '../domain/direct/realtime-audience.js';

/** Tells both people's tabs that their one-to-one threads changed (they read them again). */
async function announcePairThreadsChanged(deps: Pick<AppDeps, 'db' | 'realtime'>, a: number, b: number) {
  for (const threadId of await sharedOneToOneThreadIds(deps.db, a, b))
    deps.realtime.publish([a, b], { type: 'direct-thread-changed', threadId: String(threadId) });
}

/**
 * What a block does to open sockets (docs/behaviour/direct.md#blocks), after it is stored: the
 * one-to-one threads the two share stay in both inboxes, now with `messaging_blocked`, so both
 * people's tabs are told they changed (an open thread reads itself again and its composer goes);
 * then the blocked person's sockets close, so their clients reconnect and are authorised afresh.
 */
export async function announceBlock(deps: Pick<AppDeps, 'db' | 'realtime'>, blockerId: number, blockedId: number) {
  await announcePairThreadsChanged(deps, blockerId, blockedId);
  deps.realtime.disconnectUser(blockedId, 'blocked');
}

/** After an unblock, both people's open one-to-one threads read themselves again (the composer is back). */
export async function announceUnblock(deps: Pick<AppDeps, 'db' | 'realtime'>, blockerId: number, blockedId: number) {
  await announcePairThreadsChanged(deps, blockerId, blockedId);
}
