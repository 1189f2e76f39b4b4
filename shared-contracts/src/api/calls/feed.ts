import type {
  Ad,
  FeedConnection,
  FeedItem,
  FeedStoryReel,
  FeedVariant,
  Media,
  SuggestedUser,
} from '../../schemas/types.js';
import { runPersisted } from '../../graphql/graphql-client.js';
import { TRENDING_CHAIN_SIZE } from '../../constants.js';

/** Variables of the feed timeline query; cursors page forward (after/first) or back (before/last). */
interface FeedTimelineVariables {
  variant: FeedVariant;
  first?: number;
  after?: string | null;
  last?: number;
  before?: string | null;
}

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

/** Runs the feed timeline persisted query and returns typed feed items. */
export async function fetchFeedTimeline(
  variables: FeedTimelineVariables,
  signal?: AbortSignal,
): Promise<FeedConnection> {
  const data = await runPersisted<FeedTimelineWire>('FeedTimeline', { ...variables }, { signal });
  const edges: FeedConnection['edges'] = [];
  for (const edge of data.feed_timeline.edges) {
    const node = feedItemFromWire(edge.node);
    if (node) edges.push({ cursor: edge.cursor, node });
  }
  return { edges, page_info: data.feed_timeline.page_info };
}

/** Runs the post page query: the media items for a shortcode (empty when none is visible). */
export async function fetchPostPage(shortcode: string, signal?: AbortSignal): Promise<Media[]> {
  const data = await runPersisted<{ post_page: { items: Media[] } }>('PostPage', { shortcode }, { signal });
  return data.post_page.items;
}

/** Runs the trending chain query under a post page (first 5 by default). */
export async function fetchPostChain(
  shortcode: string,
  options: { first?: number; country?: string; language?: string; signal?: AbortSignal } = {},
): Promise<Media[]> {
  const { signal, ...variables } = options;
  const data = await runPersisted<{ post_chain: { items: Media[] } }>(
    'PostChain',
    { shortcode, first: TRENDING_CHAIN_SIZE, ...variables },
    { signal },
  );
  return data.post_chain.items;
}
