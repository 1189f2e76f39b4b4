import { memo } from 'react';
import type { FeedItem } from 'shared-contracts';
import { AdCard } from '../ads/AdCard';
import { PostCard } from '../post-card/PostCard';
import { SuggestedUsers } from '../suggested-users/SuggestedUsers';
import { EndOfFeed } from './EndOfFeed';
import { SuggestedStories } from './SuggestedStories';

/** One feed item of any kind the server sends. Memoised: scrolling re-renders the list, not the cards. */
export const FeedItemView = memo(function FeedItemView({ item, eager }: { item: FeedItem; eager: boolean }) {
  switch (item.kind) {
    case 'media':
      // A post from explore is labelled like a suggested one (docs/behaviour/feed.md#posts-from-explore).
      return (
        <PostCard
          media={item.media}
          eager={eager}
          suggested={item.suggested === true || item.explore === true}
          hashtag={item.hashtag}
        />
      );
    case 'ad':
      return <AdCard ad={item.ad} />;
    case 'suggested_users':
      return <SuggestedUsers users={item.users} />;
    case 'stories_netego':
      return <SuggestedStories reels={item.reels} />;
    case 'end_of_feed_demarcator':
      return <EndOfFeed />;
  }
});
