import type { FeedConnection, FeedVariant, Media } from 'shared-contracts';
import { runPersisted } from '../../graphql/graphql-client.js';
import { TRENDING_CHAIN_SIZE } from 'shared-contracts';
import { type FeedTimelineWire, feedItemFromWire } from 'shared-contracts';

/** Variables of the feed timeline query; cursors page forward (after/first) or back (before/last). */
interface FeedTimelineVariables {
  variant: FeedVariant;
  first?: number;
  after?: string | null;
  last?: number;
  before?: string | null;
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
