import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { localeStore } from 'shared-ui';
import type { FeedItem, FeedStoryReel } from 'shared-contracts';
import { fakeApiForEachTest, makeTestMedia, makeTestReel, makeTestUser } from 'shared-client/testing';
import { feedAnswer } from '../../test-support/feed-wire';
import { renderInApp } from '../../test-support/render-in-app';
import HomeFeedScreen from './HomeFeedScreen';

// The suggested stories unit and posts from explore in the home feed
// (docs/behaviour/feed.md#suggested-stories, docs/behaviour/feed.md#posts-from-explore).

function reel(username: string, overrides: Partial<FeedStoryReel> = {}): FeedStoryReel {
  return {
    ...makeTestReel(makeTestUser({ pk: `${username}-pk`, id: `${username}-pk`, username }), {
      latest_reel_media: 1_700_000_000,
      expiring_at: 1_700_086_400,
    }),
    reel_type: 'user_reel',
    cover_media: { media_id: '1', cropped_image_version: { url: `/m/${username}.webp`, width: 320, height: 568 } },
    ...overrides,
  };
}

const exploreItem: FeedItem = {
  kind: 'media',
  explore: true,
  media: makeTestMedia({ pk: '9', user: makeTestUser({ pk: 'far', id: 'far', username: 'far_away' }) }),
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

const api = fakeApiForEachTest();

describe('SuggestedStories in the home feed', () => {
  it('shows a rail of story cards, each opening that account’s story', async () => {
    localeStore.setLocale('en');
    api.onGraphQL(
      'FeedTimeline',
      feedAnswer([{ kind: 'stories_netego', id: 'netego:1', reels: [reel('mia'), reel('kai', { seen: true })] }]),
    );
    renderInApp(
      <>
        <HomeFeedScreen />
        <Location />
      </>,
    );
    const unit = await screen.findByRole('region', { name: 'Suggested stories' });
    const cards = within(unit).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      "mia's story, not seen",
      "kai's story, seen",
    ]);
    expect(cards[0]!.getAttribute('href')).toBe('/stories/mia/');
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe('/m/mia.webp');
    expect(cards[1]!.querySelector('[data-ring]')!.getAttribute('data-ring')).toBe('seen');
    fireEvent.click(cards[0]!);
    expect(screen.getByTestId('location').textContent).toBe('/stories/mia/');
  });

  it('names the unit in Chinese, and labels a post from explore as suggested', async () => {
    localeStore.setLocale('zh-CN');
    api.onGraphQL(
      'FeedTimeline',
      feedAnswer([exploreItem, { kind: 'stories_netego', id: 'netego:1', reels: [reel('mia')] }]),
    );
    renderInApp(<HomeFeedScreen />);
    const unit = await screen.findByRole('region', { name: '推荐快拍' });
    expect(within(unit).getByRole('link', { name: 'mia 的快拍，未看过' })).toBeTruthy();
    const card = screen.getByTestId('post-card');
    expect(within(card).getByTestId('suggested-post-label').textContent).toBe('为你推荐');
  });
});
