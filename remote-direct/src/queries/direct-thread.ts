import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { type DirectItem, type DirectSendResult, type DirectThreadAnswer } from 'shared-contracts';
import { fetchThread } from './direct-calls';
import { directKeys } from 'shared-client/direct';
import {
  markSeen,
  mergeItems,
  newestItem,
  removeItem,
  updateItem,
  type DirectThreadData,
  type DirectThreadPage,
} from './direct-cache';

/** Items per page of a thread. */
export const THREAD_PAGE_SIZE = 20;
/** A catch-up asks at most this many pages of newer items before refetching the thread instead. */
const CATCH_UP_MAX_PAGES = 5;

function pageOf(answer: DirectThreadAnswer): DirectThreadPage {
  const { thread } = answer;
  return {
    thread,
    items: thread.items,
    hasOlder: thread.has_older ?? false,
    oldestCursor: thread.oldest_cursor ?? null,
  };
}

/**
 * One thread with its items, newest page first; `fetchNextPage` loads older items (the list
 * grows upward). Realtime events and sends change the cached pages through the helpers below,
 * so each item shows once (docs/behaviour/direct.md#real-time).
 */
export function useThreadQuery(threadId: string) {
  return useInfiniteQuery({
    queryKey: directKeys.thread(threadId),
    queryFn: async ({ pageParam, signal }) =>
      pageOf(await fetchThread(threadId, { cursor: pageParam, limit: THREAD_PAGE_SIZE, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: DirectThreadPage) => (last.hasOlder ? last.oldestCursor : undefined),
    // The socket keeps an open thread current; a reconnect catches up (catchUpThread).
    staleTime: 30_000,
    retry: false,
  });
}

function updateThread(
  client: QueryClient,
  threadId: string,
  change: (data: DirectThreadData) => DirectThreadData,
): void {
  client.setQueryData<DirectThreadData>(directKeys.thread(threadId), (old) => (old ? change(old) : old));
}

/** Adds or replaces items of a cached thread (new messages, a send's answer). */
export function mergeThreadItems(client: QueryClient, threadId: string, items: readonly DirectItem[]): void {
  updateThread(client, threadId, (data) => mergeItems(data, items));
}

/** Replaces one item of a cached thread if held (its reactions changed). */
export function updateThreadItem(client: QueryClient, threadId: string, item: DirectItem): void {
  updateThread(client, threadId, (data) => updateItem(data, item));
}

/** Takes an item out of a cached thread (unsent, deleted for the viewer, expired). */
export function removeThreadItem(client: QueryClient, threadId: string, itemId: string): void {
  updateThread(client, threadId, (data) => removeItem(data, itemId));
}

/** Records a member's seen mark in a cached thread (`timestampMs` from a realtime event). */
export function markThreadSeen(
  client: QueryClient,
  threadId: string,
  userId: string,
  itemId: string,
  timestampMs: number,
): void {
  updateThread(client, threadId, (data) => markSeen(data, userId, itemId, timestampMs * 1000));
}

/** Puts a send's answer into each thread it went to. */
export function applySendResult(client: QueryClient, result: DirectSendResult): void {
  for (const { thread_id: threadId, item } of result.items) mergeThreadItems(client, threadId, [item]);
}

/**
 * After a reconnect: asks an open thread for the items after the newest one it holds and merges
 * them, so nothing sent meanwhile is lost and nothing doubles. A thread not cached is left alone;
 * a long gap (more than a few pages) refetches the thread instead.
 */
export async function catchUpThread(client: QueryClient, threadId: string): Promise<void> {
  const key = directKeys.thread(threadId);
  for (let page = 0; page < CATCH_UP_MAX_PAGES; page++) {
    const newest = newestItem(client.getQueryData<DirectThreadData>(key));
    if (!newest) {
      await client.invalidateQueries({ queryKey: key });
      return;
    }
    const answer = await fetchThread(threadId, { newerThan: newest.item_id, limit: THREAD_PAGE_SIZE });
    updateThread(client, threadId, (data) => {
      const merged = mergeItems(data, answer.thread.items);
      const [first, ...rest] = merged.pages;
      return first ? { ...merged, pages: [{ ...first, thread: { ...answer.thread, items: [] } }, ...rest] } : merged;
    });
    if (!answer.thread.has_newer) return;
  }
  await client.invalidateQueries({ queryKey: key });
}
