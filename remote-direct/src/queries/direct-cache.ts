import type { InfiniteData } from '@tanstack/react-query';
import type { DirectItem, DirectThread } from 'shared-contracts';

/**
 * One page of a thread as this cache holds it: the thread's details (the newest page's are the
 * current ones) and its items newest first, with the cursor of the next older page.
 */
export interface DirectThreadPage {
  thread: DirectThread;
  items: DirectItem[];
  hasOlder: boolean;
  oldestCursor: string | null;
}

/** A thread's pages, newest first, as the infinite query keeps them. */
export type DirectThreadData = InfiniteData<DirectThreadPage, unknown>;

// The pure changes below are what realtime events, catch-up and sends apply to a cached thread
// (docs/behaviour/direct.md#real-time). Each keeps one copy per item_id, so an item that arrives
// twice (its send's answer and its socket event, or a catch-up after a reconnect) shows once.

function byNewest(a: DirectItem, b: DirectItem): number {
  return b.timestamp - a.timestamp || (a.item_id < b.item_id ? 1 : a.item_id > b.item_id ? -1 : 0);
}

/** Adds items (or replaces the copies already held, wherever they are), newest first in page 0. */
export function mergeItems(data: DirectThreadData, items: readonly DirectItem[]): DirectThreadData {
  if (items.length === 0 || data.pages.length === 0) return data;
  const incoming = new Map(items.map((item) => [item.item_id, item]));
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.map((item) => {
      const fresh = incoming.get(item.item_id);
      if (!fresh) return item;
      incoming.delete(item.item_id);
      return fresh;
    }),
  }));
  const [first, ...rest] = pages as [DirectThreadPage, ...DirectThreadPage[]];
  const added = [...incoming.values()];
  const newest = added.length === 0 ? first : { ...first, items: [...first.items, ...added].sort(byNewest) };
  return { ...data, pages: [newest, ...rest] };
}

/** Replaces an item already held (a reaction changed); an item not held is left out. */
export function updateItem(data: DirectThreadData, item: DirectItem): DirectThreadData {
  const held = data.pages.some((page) => page.items.some((i) => i.item_id === item.item_id));
  return held ? mergeItems(data, [item]) : data;
}

/** Takes an item out (unsent, deleted for the viewer, or expired). */
export function removeItem(data: DirectThreadData, itemId: string): DirectThreadData {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.items.some((i) => i.item_id === itemId)
        ? { ...page, items: page.items.filter((i) => i.item_id !== itemId) }
        : page,
    ),
  };
}

/** Records that a member saw the thread up to an item (`timestamp` in microseconds, like the API). */
export function markSeen(data: DirectThreadData, userId: string, itemId: string, timestamp: number): DirectThreadData {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const previous = first.thread.last_seen_at[userId];
  if (previous && previous.timestamp >= timestamp) return data;
  const thread = {
    ...first.thread,
    last_seen_at: { ...first.thread.last_seen_at, [userId]: { timestamp, item_id: itemId } },
  };
  return { ...data, pages: [{ ...first, thread }, ...rest] };
}

/** Every item held, oldest first, one per item_id. */
export function itemsOldestFirst(data: DirectThreadData | undefined): DirectItem[] {
  if (!data) return [];
  const seen = new Set<string>();
  const items: DirectItem[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      if (seen.has(item.item_id)) continue;
      seen.add(item.item_id);
      items.push(item);
    }
  }
  return items.sort((a, b) => -byNewest(a, b));
}

/** The newest item held, the point a catch-up asks for items after. */
export function newestItem(data: DirectThreadData | undefined): DirectItem | null {
  const items = itemsOldestFirst(data);
  return items[items.length - 1] ?? null;
}
