import { lazy } from 'react';
import { defineRemoteEntry } from 'shared-contracts';

/** remote-feed: the home feed and post pages. Screens load as separate chunks on first use. */
export default defineRemoteEntry({
  name: 'feed',
  contractVersion: __CONTRACT_VERSION__,
  routes: {
    'feed.home': lazy(() => import('./features/home-feed/HomeFeedScreen')),
    'feed.post': lazy(() => import('./features/post-page/PostPageScreen')),
    // A comment's permalink is the post page, opened at the comment (docs/behaviour/comments.md#permalinks).
    'feed.post_comment': lazy(() => import('./features/post-page/PostPageScreen')),
    'feed.reels': lazy(() => import('./features/reels/ReelsScreen')),
    'feed.reel': lazy(() => import('./features/reels/ReelPageScreen')),
    'feed.stories': lazy(() => import('./features/stories/StoriesScreen')),
    'feed.highlight': lazy(() => import('./features/stories/StoriesScreen')),
  },
  slots: {
    'feed.post_dialog': lazy(() => import('./features/post-dialog/PostDialog')),
  },
});
