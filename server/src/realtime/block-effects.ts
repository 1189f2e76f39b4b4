import type { AppDeps } from '../deps.js';
import { sharedOneToOneThreadIds } from '../domain/direct/realtime-audience.js';

/**
 * What a block does to open sockets (docs/behaviour/direct.md#real-time), after it is stored: both
 * people's tabs drop the one-to-one threads they share, and the blocked person's sockets close, so
 * their clients reconnect and are authorised afresh.
 */
export async function announceBlock(deps: Pick<AppDeps, 'db' | 'realtime'>, blockerId: number, blockedId: number) {
  for (const threadId of await sharedOneToOneThreadIds(deps.db, blockerId, blockedId))
    deps.realtime.publish([blockerId, blockedId], { type: 'direct-thread-removed', threadId: String(threadId) });
  deps.realtime.disconnectUser(blockedId, 'blocked');
}
