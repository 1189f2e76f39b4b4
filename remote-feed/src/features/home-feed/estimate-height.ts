import type { FeedItem } from 'shared-contracts';
import { mediaAspectRatio } from '../post-media/media-box';

/** Everything of a post card but its media: header, actions, likes, two caption lines, comments link, gaps. */
const POST_CHROME = 58 + 172;
const AD_CALL_TO_ACTION = 44;
/** The suggested accounts' module. */
export const SUGGESTIONS_HEIGHT = 300;
/** Title and a rail of 9:16 cards 128 px wide. */
export const SUGGESTED_STORIES_HEIGHT = 290;
const END_OF_FEED = 200;

/**
 * A first guess of an item's height at a list width, used until the item has been measured: the
 * media box is known exactly (its aspect ratio), the rest is typical.
 */
export function estimateItemHeight(item: FeedItem, width: number): number {
  switch (item.kind) {
    case 'media':
      return POST_CHROME + width / mediaAspectRatio(item.media.original_width, item.media.original_height);
    case 'ad':
      return (
        POST_CHROME +
        AD_CALL_TO_ACTION +
        width / mediaAspectRatio(item.ad.media.original_width, item.ad.media.original_height)
      );
    case 'suggested_users':
      return SUGGESTIONS_HEIGHT;
    case 'stories_netego':
      return SUGGESTED_STORIES_HEIGHT;
    case 'end_of_feed_demarcator':
      return END_OF_FEED;
  }
}
