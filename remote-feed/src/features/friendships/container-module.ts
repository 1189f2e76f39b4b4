/** Where the feed's follow changes come from (spec 7, container_module). */
export const FEED_CONTAINER_MODULE = 'feed_timeline';
