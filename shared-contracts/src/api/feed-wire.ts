import type { Ad, FeedConnection, FeedItem, FeedStoryReel, Media, SuggestedUser } from '../schemas/types.js';

/** Wire shape of a feed node: a kind plus the fields of that kind. */
export interface FeedNodeWire {
  /**
   * `suggested_media`: a suggested post (docs/behaviour/feed.md#suggested-posts); `explore_story`:
   * a post from explore (docs/behaviour/feed.md#posts-from-explore).
   */
  kind: FeedItem['kind'] | 'suggested_media' | 'explore_story';
  title: string | null;
  id: string | null;
  media: Media | null;
  ad: Ad | null;
  users: SuggestedUser[] | null;
  /** The suggested stories unit's reels (absent or null for other kinds). */
  reels?: FeedStoryReel[] | null;
  /** The followed hashtag that brought a post into the home feed (absent or null otherwise). */
  hashtag?: string | null;
}

/** Wire shape of the feed connection. */
export interface FeedTimelineWire {
  feed_timeline: {
    edges: Array<{ cursor: string; node: FeedNodeWire }>;
    page_info: FeedConnection['page_info'];
  };
}

/** Turns a wire node into a typed feed item; unknown or incomplete kinds are skipped. */
export function feedItemFromWire(node: FeedNodeWire): FeedItem | null {
  switch (node.kind) {
    case 'media':
      if (!node.media) return null;
      return node.hashtag
        ? { kind: 'media', media: node.media, hashtag: node.hashtag }
        : { kind: 'media', media: node.media };
    case 'suggested_media':
      return node.media ? { kind: 'media', media: node.media, suggested: true } : null;
    case 'explore_story':
      return node.media ? { kind: 'media', media: node.media, explore: true } : null;
    case 'stories_netego':
      return node.reels && node.reels.length > 0
        ? { kind: 'stories_netego', id: node.id ?? 'netego', reels: node.reels }
        : null;
    case 'ad':
      return node.ad ? { kind: 'ad', ad: node.ad } : null;
    case 'suggested_users':
      return node.users && node.users.length > 0
        ? { kind: 'suggested_users', id: node.id ?? 'aysf', users: node.users }
        : null;
    case 'end_of_feed_demarcator':
      return { kind: 'end_of_feed_demarcator', title: node.title ?? '' };
    default:
      return null;
  }
}
