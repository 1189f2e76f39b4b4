import type { QueryClient } from '@tanstack/react-query';
import { type RealtimeServerEvent } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { outbox } from '../composer/outbox';
import { followConnection } from './connection';
import { setTyping } from './typing-store';
import { setTypingSink } from './typing-sender';
import { directKeys } from 'shared-client/direct';
import {
  catchUpThread,
  invalidateInboxes,
  markThreadSeen,
  mergeThreadItems,
  removeThreadItem,
  setPresence,
  updateThreadItem,
} from '../../queries';

/** Listeners told when a thread went away for the viewer (the open thread then leaves). */
const removedListeners = new Set<(threadId: string) => void>();

/** Calls `listener` when the viewer loses a thread (left, removed, deleted, declined). */
export function onThreadRemoved(listener: (threadId: string) => void): () => void {
  removedListeners.add(listener);
  return () => removedListeners.delete(listener);
}

/**
 * Applies one realtime event to the query cache (docs/behaviour/direct.md#real-time): new items
 * merge by item_id (a message already held, or the viewer's own send, is not doubled), removed
 * items leave, reactions replace the item, seen marks move forward, typing goes to its store.
 */
export function applyRealtimeEvent(client: QueryClient, event: RealtimeServerEvent): void {
  switch (event.type) {
    case 'direct-item':
      if (event.clientContext) outbox.confirm(event.clientContext);
      mergeThreadItems(client, event.threadId, [event.item]);
      setTyping(event.threadId, event.item.user_id, false);
      void invalidateInboxes(client);
      return;
    case 'direct-item-removed':
      removeThreadItem(client, event.threadId, event.itemId);
      void invalidateInboxes(client);
      return;
    case 'direct-item-updated':
      updateThreadItem(client, event.threadId, event.item);
      return;
    case 'direct-seen':
      markThreadSeen(client, event.threadId, event.userId, event.itemId, event.timestamp);
      return;
    case 'direct-typing':
      setTyping(event.threadId, event.userId, event.active);
      return;
    case 'direct-thread-changed':
      void client.invalidateQueries({ queryKey: directKeys.thread(event.threadId) });
      void invalidateInboxes(client);
      return;
    case 'direct-thread-removed':
      client.removeQueries({ queryKey: directKeys.thread(event.threadId) });
      void invalidateInboxes(client);
      for (const listener of removedListeners) listener(event.threadId);
      return;
    case 'presence':
      setPresence(client, event.userId, event.isActive, event.lastActivityAt);
      return;
    default:
      return;
  }
}

/**
 * After a reconnect nothing pushed meanwhile reached this tab: the inbox is read again and every
 * cached thread asks for the items after the newest one it holds.
 */
export async function catchUp(client: QueryClient): Promise<void> {
  await invalidateInboxes(client);
  const threadIds = client
    .getQueriesData({ queryKey: directKeys.threads })
    .map(([key]) => key[2])
    .filter((id): id is string => typeof id === 'string');
  await Promise.all(threadIds.map((id) => catchUpThread(client, id).catch(() => undefined)));
}

let started: QueryClient | null = null;

/**
 * Subscribes the direct cache to the bus once per page; it stays subscribed after the direct
 * screens close, so their cache is current when they open again.
 */
export function startDirectRealtime(client: QueryClient): void {
  if (started === client) return;
  started = client;
  followConnection();
  // Typing goes out on the shell's socket (dropped while it is closed: typing is not worth queueing).
  setTypingSink((threadId, active) => eventBus.emit('realtime-send-requested', { type: 'typing', threadId, active }));
  eventBus.on('realtime-event', (event) => applyRealtimeEvent(client, event));
  eventBus.on('realtime-status-changed', ({ connected, resumed }) => {
    if (!connected) return;
    if (resumed) void catchUp(client);
    void outbox.flush();
  });
  window.addEventListener('online', () => void outbox.flush());
}
