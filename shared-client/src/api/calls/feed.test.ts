import { describe, expect, it } from 'vitest';
import { makeTestMedia, makeTestReel } from 'shared-client/testing';
import { feedItemFromWire, type FeedNodeWire } from 'shared-contracts';

const wire = (kind: FeedNodeWire['kind'], media = makeTestMedia()): FeedNodeWire => ({
  kind,
  title: null,
  id: null,
  media,
  ad: null,
  users: null,
});

describe('feedItemFromWire', () => {
  it('reads a suggested post as a post marked suggested (docs/behaviour/feed.md#suggested-posts)', () => {
    const media = makeTestMedia();
    expect(feedItemFromWire(wire('suggested_media', media))).toEqual({ kind: 'media', media, suggested: true });
    expect(feedItemFromWire(wire('media', media))).toEqual({ kind: 'media', media });
    expect(feedItemFromWire({ ...wire('suggested_media'), media: null })).toBeNull();
  });

  it('reads a post from explore as a post marked explore (docs/behaviour/feed.md#posts-from-explore)', () => {
    const media = makeTestMedia();
    expect(feedItemFromWire(wire('explore_story', media))).toEqual({ kind: 'media', media, explore: true });
    expect(feedItemFromWire({ ...wire('explore_story'), media: null })).toBeNull();
  });

  it('reads the suggested stories unit with its reels, and skips it without any', () => {
    const reel = {
      ...makeTestReel(makeTestMedia().user, { id: '7', expiring_at: 2, media_ids: ['70'] }),
      reel_type: 'user_reel' as const,
      cover_media: null,
    };
    const node = { ...wire('stories_netego'), media: null, id: 'netego:1' };
    expect(feedItemFromWire({ ...node, reels: [reel] })).toEqual({
      kind: 'stories_netego',
      id: 'netego:1',
      reels: [reel],
    });
    expect(feedItemFromWire({ ...node, reels: [] })).toBeNull();
    expect(feedItemFromWire({ ...node, reels: null })).toBeNull();
  });
});
