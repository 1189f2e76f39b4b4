import { describe, expect, it } from 'vitest';
import type { DirectItem, DirectThread } from 'shared-contracts';
import {
  itemsOldestFirst,
  markSeen,
  mergeItems,
  newestItem,
  removeItem,
  updateItem,
  type DirectThreadData,
} from './direct-cache';

function item(id: string, timestamp: number, text = id): DirectItem {
  return { item_id: id, user_id: '2', timestamp, item_type: 'text', text };
}

const thread = { thread_id: 't', last_seen_at: {} } as unknown as DirectThread;

function data(...pages: DirectItem[][]): DirectThreadData {
  return {
    pages: pages.map((items) => ({ thread, items, hasOlder: false, oldestCursor: null })),
    pageParams: pages.map(() => null),
  };
}

const ids = (d: DirectThreadData) => itemsOldestFirst(d).map((i) => i.item_id);

describe('direct thread cache', () => {
  it('adds a new item once even when it arrives twice (send answer and socket event)', () => {
    const start = data([item('b', 20), item('a', 10)]);
    const once = mergeItems(start, [item('c', 30)]);
    const twice = mergeItems(once, [item('c', 30)]);
    expect(ids(twice)).toEqual(['a', 'b', 'c']);
    expect(twice.pages[0]?.items.map((i) => i.item_id)).toEqual(['c', 'b', 'a']);
  });

  it('merges a catch-up that overlaps older pages without doubling', () => {
    const start = data([item('d', 40), item('c', 30)], [item('b', 20), item('a', 10)]);
    const merged = mergeItems(start, [item('b', 20, 'edited'), item('e', 50)]);
    expect(ids(merged)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(merged.pages[1]?.items[0]?.text).toBe('edited');
  });

  it('removes an unsent item and ignores an update of an item not held', () => {
    const start = data([item('b', 20), item('a', 10)]);
    expect(ids(removeItem(start, 'a'))).toEqual(['b']);
    expect(updateItem(start, item('z', 5))).toBe(start);
    expect(itemsOldestFirst(updateItem(start, item('a', 10, 'liked')))[0]?.text).toBe('liked');
  });

  it('moves a seen mark forward only', () => {
    const start = data([item('a', 10)]);
    const seen = markSeen(start, '2', 'a', 10);
    expect(seen.pages[0]?.thread.last_seen_at['2']).toEqual({ timestamp: 10, item_id: 'a' });
    expect(markSeen(seen, '2', 'old', 5)).toBe(seen);
  });

  it('finds the newest item held', () => {
    expect(newestItem(data([item('b', 20)], [item('a', 10)]))?.item_id).toBe('b');
    expect(newestItem(undefined)).toBeNull();
  });
});
