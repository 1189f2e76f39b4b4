import { lazy, memo, Suspense } from 'react';
import type { FeedItem } from 'shared-contracts';
import { AdCard } from '../ads/AdCard';
import { PostCard } from '../post-card/PostCard';
import { EndOfFeed } from './EndOfFeed';
import { SUGGESTED_STORIES_HEIGHT, SUGGESTIONS_HEIGHT } from './estimate-height';

// The suggestion units sit further down the feed: their code loads when the list first renders
// one, not with the first screen (docs/performance.md#the-first-screen-loads-only-its-own-code).
// Until then a box of the unit's estimated height holds its place, so nothing below it moves.
const SuggestedUsers = lazy(() =>
  import(/* webpackChunkName: "feed-suggestions" */ '../suggested-users/SuggestedUsers').then((m) => ({
    default: m.SuggestedUsers,
  })),
);
const SuggestedStories = lazy(() =>
  import(/* webpackChunkName: "feed-suggestions" */ './SuggestedStories').then((m) => ({
    default: m.SuggestedStories,
  })),
);

function UnitPlaceholder({ height }: { height: number }) {
  return <div style={{ minHeight: height }} aria-hidden="true" data-testid="feed-unit-placeholder" />;
}

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
      return (
        <Suspense fallback={<UnitPlaceholder height={SUGGESTIONS_HEIGHT} />}>
          <SuggestedUsers users={item.users} />
        </Suspense>
      );
    case 'stories_netego':
      return (
        <Suspense fallback={<UnitPlaceholder height={SUGGESTED_STORIES_HEIGHT} />}>
          <SuggestedStories reels={item.reels} />
        </Suspense>
      );
    case 'end_of_feed_demarcator':
      return <EndOfFeed />;
  }
});
