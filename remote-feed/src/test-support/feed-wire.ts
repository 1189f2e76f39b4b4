import type { FeedConnection, FeedItem, FeedNodeWire } from 'shared-contracts';

/** A feed item as the server's persisted query sends it. */
function nodeOf(item: FeedItem): FeedNodeWire {
  const wire: FeedNodeWire = { kind: item.kind, title: null, id: null, media: null, ad: null, users: null };
  switch (item.kind) {
    case 'media':
      return {
        ...wire,
        kind: item.suggested ? 'suggested_media' : item.explore ? 'explore_story' : 'media',
        media: item.media,
      };
    case 'ad':
      return { ...wire, ad: item.ad };
    case 'suggested_users':
      return { ...wire, id: item.id, users: item.users };
    case 'stories_netego':
      return { ...wire, id: item.id, reels: item.reels };
    case 'end_of_feed_demarcator':
      return { ...wire, title: item.title };
  }
}

/** The FeedTimeline answer for a page of items (for `installFakeApi().onGraphQL`). */
export function feedAnswer(
  items: FeedItem[],
  {
    hasNext = false,
    end = 'next',
    start = 'start',
  }: { hasNext?: boolean; end?: string | null; start?: string | null } = {},
): { feed_timeline: { edges: Array<{ cursor: string; node: FeedNodeWire }>; page_info: FeedConnection['page_info'] } } {
  return {
    feed_timeline: {
      edges: items.map((item, i) => ({ cursor: `c${i}`, node: nodeOf(item) })),
      page_info: { has_next_page: hasNext, end_cursor: end, has_previous_page: false, start_cursor: start },
    },
  };
}
