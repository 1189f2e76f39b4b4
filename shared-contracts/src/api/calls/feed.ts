import type { FeedConnection, FeedVariant, Media } from '../../schemas/types.js';
import { runPersisted } from '../../graphql/graphql-client.js';

/** Variables of the feed timeline query; cursors page forward (after/first) or back (before/last). */
export interface FeedTimelineVariables {
  variant: FeedVariant;
  first?: number;
  after?: string | null;
  last?: number;
  before?: string | null;
}

/** Wire shape of a feed node: a kind plus the fields of that kind. */
export interface FeedNodeWire {
  kind: 'media' | 'end_of_feed_demarcator';
  title: string | null;
  media: Media | null;
}

/** Wire shape of the feed connection. */
export interface FeedTimelineWire {
  feed_timeline: {
    edges: Array<{ cursor: string; node: FeedNodeWire }>;
    page_info: FeedConnection['page_info'];
  };
}

/** Runs the feed timeline persisted query and returns typed feed items. */
export async function fetchFeedTimeline(
  variables: FeedTimelineVariables,
  signal?: AbortSignal,
): Promise<FeedConnection> {
  const data = await runPersisted<FeedTimelineWire>('FeedTimeline', { ...variables }, { signal });
  const edges: FeedConnection['edges'] = [];
  for (const edge of data.feed_timeline.edges) {
    const { node } = edge;
    if (node.kind === 'media' && node.media)
      edges.push({ cursor: edge.cursor, node: { kind: 'media', media: node.media } });
    else if (node.kind === 'end_of_feed_demarcator')
      edges.push({ cursor: edge.cursor, node: { kind: 'end_of_feed_demarcator', title: node.title ?? '' } });
  }
  return { edges, page_info: data.feed_timeline.page_info };
}

/** Runs the post page query: the media items for a shortcode (empty when none is visible). */
export async function fetchPostPage(shortcode: string, signal?: AbortSignal): Promise<Media[]> {
  const data = await runPersisted<{ post_page: { items: Media[] } }>('PostPage', { shortcode }, { signal });
  return data.post_page.items;
}
