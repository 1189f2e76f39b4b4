import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Ad, FeedItem, MediaOverlayInfo } from 'shared-contracts';
import { fakeApiForEachTest, makeTestMedia, makeTestUser } from 'shared-client/testing';
import { untranslatedTexts } from 'shared-ui/testing';
import { AdCard } from '../features/ads/AdCard';
import HomeFeedScreen from '../features/home-feed/HomeFeedScreen';
import { feedAnswer } from '../test-support/feed-wire';
import { renderInApp } from '../test-support/render-in-app';
import { STANDARD_CALLS_TO_ACTION } from './server-labels';

/*
 * The home feed in zh-CN shows no English the catalogs did not give: every text node and label is
 * either translated, user content from these fixtures, or an allowed name ("Lumen"). Server texts
 * arrive here in English on purpose, as a browser set to English would get them, so a component
 * showing a server text instead of its catalog's fails. The ads carry every standard call to action
 * (and one of an operator's own words, which is content), a post the "AI info" label.
 */

const serverOverlay = (type: MediaOverlayInfo['overlay_type']): MediaOverlayInfo => ({
  overlay_type: type,
  layout: type === 'sensitive' ? 'full' : 'banner',
  icon: type === 'sensitive' ? 'eye_off' : 'news_off',
  title: 'Sensitive content',
  description: 'This photo may contain graphic or violent content that some people may find upsetting.',
  banner: type === 'sensitive' ? null : { text: 'Reviewed by independent fact-checkers' },
  buttons: [
    { action: 'reveal', action_url: null, button_type: 'primary', text: 'See photo' },
    { action: 'see_why', action_url: '/help/sensitive-content/', button_type: 'secondary', text: 'See why' },
  ],
});

const ana = makeTestUser({ pk: '7', id: '7', username: 'ana.lima', full_name: 'Ana Lima' });
const ben = makeTestUser({ pk: '8', id: '8', username: 'ben_ok', full_name: 'Ben Okafor' });
const CAPTION = 'Sunset over the harbour';
const AD_TITLE = 'Harbour Coffee';
const DISCLAIMER = 'Terms apply.';
const OPERATOR_CTA = 'Taste the harbour';
const USER_CONTENT = [
  'ana.lima',
  'Ana Lima',
  'ben_ok',
  'Ben Okafor',
  CAPTION,
  'Followed by ana.lima',
  AD_TITLE,
  DISCLAIMER,
  OPERATOR_CTA,
];

const adWith = (linkText: string, i: number): Ad => ({
  ad_id: `ad${i}`,
  tracking_token: `t${i}`,
  ad_title: AD_TITLE,
  link_text: linkText,
  link_url: 'https://coffee.example/',
  disclaimers: [DISCLAIMER],
  media: makeTestMedia({ pk: `90${i}`, user: ben }),
});

const items: FeedItem[] = [
  {
    kind: 'suggested_users',
    id: 'aysf',
    users: [
      { user: ben, social_context: 'Followed by ana.lima', follower_count: 12 },
      { user: ana, social_context: '', follower_count: 1 },
    ],
  },
  {
    kind: 'media',
    media: makeTestMedia({
      pk: '1',
      user: ana,
      caption: { pk: 'c1', text: CAPTION, created_at: 1_700_000_000, has_translation: false },
      like_count: 1234,
      comment_count: 5,
      transparency_label: 'AI info',
    }),
  },
  { kind: 'media', media: makeTestMedia({ pk: '2', user: ben, media_overlay_info: serverOverlay('sensitive') }) },
  { kind: 'media', media: makeTestMedia({ pk: '3', user: ana, media_overlay_info: serverOverlay('misinformation') }) },
];

const api = fakeApiForEachTest('zh-CN');

describe('screens in zh-CN', () => {
  it('the home feed shows only translated text besides user content', async () => {
    api.onGraphQL('FeedTimeline', feedAnswer(items));
    const { container } = renderInApp(<HomeFeedScreen />);
    expect(await screen.findAllByTestId('post-card')).not.toHaveLength(0);
    await screen.findByTestId('suggested-users');
    expect(screen.getByTestId('media-overlay')).toBeTruthy();
    expect(screen.getByTestId('transparency-label').textContent).toBe('人工智能信息');
    expect(untranslatedTexts(container, USER_CONTENT)).toEqual([]);
  }, 30_000);

  it('ads with every standard call to action show only translated text besides the operator’s', () => {
    const ads = [...STANDARD_CALLS_TO_ACTION, 'Shop Now', '', OPERATOR_CTA].map(adWith);
    const { container } = renderInApp(
      <>
        {ads.map((ad) => (
          <AdCard key={ad.ad_id} ad={ad} />
        ))}
      </>,
    );
    expect(screen.getAllByTestId('ad-cta')).toHaveLength(ads.length);
    expect(untranslatedTexts(container, USER_CONTENT)).toEqual([]);
  });
});
