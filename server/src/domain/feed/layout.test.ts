import { describe, expect, it } from 'vitest';
import type { FeedEntry } from './feed-entries.js';
import { EXPLORE_STORY_EVERY, layoutEntries, STORIES_UNIT_AFTER } from './snapshot.js';

/** A short label per entry: m<id>, x<id> (from explore), n (stories unit), a, s, e. */
function labels(entries: FeedEntry[]): string[] {
  return entries.map((e) => {
    if (e.kind === 'media') return `${e.explore ? 'x' : e.suggested ? 'p' : 'm'}${e.mediaId}`;
    return { ad: 'a', suggested_users: 's', stories_netego: 'n', end_of_feed_demarcator: 'e' }[e.kind];
  });
}

const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);

describe('layout of discovery items in a home snapshot (docs/behaviour/feed.md#suggested-stories)', () => {
  it('puts the stories unit once, after the fifth post', () => {
    const out = labels(layoutEntries(ids(12), [], false, [], [], { storiesUnit: true }));
    expect(out.filter((l) => l === 'n')).toHaveLength(1);
    expect(out.slice(0, STORIES_UNIT_AFTER + 1)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'n']);
  });

  it('puts it after the last post of a shorter feed, and nowhere without stories', () => {
    expect(labels(layoutEntries(ids(2), [], true, [], [], { storiesUnit: true }))).toEqual(['m1', 'm2', 'n', 's', 'e']);
    expect(labels(layoutEntries([], [], false, [], [], { storiesUnit: true }))).toEqual(['n', 'e']);
    expect(labels(layoutEntries(ids(12), [], false)).includes('n')).toBe(false);
  });

  it('puts a post from explore after every seventh post, dropping those the feed is too short for', () => {
    const out = labels(layoutEntries(ids(15), [], false, [], [], { exploreIds: [101, 102, 103] }));
    expect(out.indexOf('x101')).toBe(EXPLORE_STORY_EVERY);
    expect(out.indexOf('x102')).toBe(2 * EXPLORE_STORY_EVERY + 1);
    expect(out).not.toContain('x103');
  });
});
