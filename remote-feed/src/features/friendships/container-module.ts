/** Where the feed's follow changes come from: their container_module (docs/calls.md#graphql). */
export const FEED_CONTAINER_MODULE = 'feed_timeline';
