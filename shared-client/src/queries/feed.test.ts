import { describe, expect, it } from 'vitest';
import type { FeedConnection } from 'shared-contracts';
import { makeTestMedia } from 'shared-client/testing';
import { feedEntries, nextFeedCursor } from './feed.js';

const info = { has_next_page: true, end_cursor: 'c2', has_previous_page: false, start_cursor: 'c1' };

describe('feed pages', () => {
  it('lists each item once across pages, keyed by kind and id', () => {
    const a = makeTestMedia({ pk: '1' });
    const b = makeTestMedia({ pk: '2' });
    const pages: FeedConnection[] = [
      { edges: [{ cursor: '1', node: { kind: 'media', media: a } }], page_info: info },
      {
        edges: [
          { cursor: '2', node: { kind: 'media', media: a } },
          { cursor: '3', node: { kind: 'media', media: b } },
          { cursor: '4', node: { kind: 'end_of_feed_demarcator', title: 'done' } },
        ],
        page_info: info,
      },
    ];
    expect(feedEntries(pages).map((entry) => entry.key)).toEqual(['media:1', 'media:2', 'end-of-feed']);
  });

  it('ends the feed at the last page, and when a page does not move the cursor', () => {
    const page: FeedConnection = { edges: [], page_info: info };
    expect(nextFeedCursor(page, 'c1')).toBe('c2');
    expect(nextFeedCursor(page, 'c2')).toBeUndefined();
    expect(nextFeedCursor({ ...page, page_info: { ...info, has_next_page: false } }, null)).toBeUndefined();
  });
});
