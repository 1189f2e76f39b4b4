import { describe, expect, it } from 'vitest';
import { makeTestMedia } from '../../testing/index.js';
import { feedItemFromWire, type FeedNodeWire } from './feed.js';

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
});
