import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { DOC_IDS, NO_FRIENDSHIP, type AppEvents, type FeedItem } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { createQueryClient, syncCacheWithBus, useFollowActions } from 'shared-client/queries';
import {
  createTestQueryClient,
  installFakeApi,
  makeTestMedia,
  makeTestUser,
  type FakeApi,
  type FakeRequest,
} from 'shared-client/testing';
import { feedAnswer } from '../../test-support/feed-wire';
import { renderInApp } from '../../test-support/render-in-app';
import PostPageScreen from '../post-page/PostPageScreen';
import HomeFeedScreen from './HomeFeedScreen';

const post = (pk: number, author = 'a'): FeedItem => ({
  kind: 'media',
  media: makeTestMedia({ pk: String(pk), user: makeTestUser({ pk: author, id: author, username: `user_${author}` }) }),
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

let api: FakeApi;
let stopSync: () => void = () => undefined;

/** The feed as the shell shows it: its cache follows the bus, as the app's does. */
function renderFeed(path = '/', client = createTestQueryClient()) {
  stopSync = syncCacheWithBus(client, eventBus);
  return renderInApp(
    <>
      <HomeFeedScreen />
      <Location />
    </>,
    { client, path },
  );
}

const feedRequests = () => api.requests.filter((request) => request.variables?.variant !== undefined);
const mounted = () => screen.queryAllByTestId(/^(post-card|ad-card|suggested-users|end-of-feed)$/);

beforeEach(() => {
  localeStore.setLocale('en');
  api = installFakeApi();
});

afterEach(() => {
  cleanup();
  stopSync();
  api.restore();
});

describe('HomeFeedScreen', () => {
  it('renders every item kind the server sends', async () => {
    const sponsoredMedia = makeTestMedia({ pk: '77', original_height: 10, original_width: 1900 });
    api.onGraphQL(
      'FeedTimeline',
      feedAnswer([
        {
          kind: 'suggested_users',
          id: 'aysf',
          users: [{ user: makeTestUser({ pk: 'x' }), social_context: '', follower_count: 1 }],
        },
        { kind: 'end_of_feed_demarcator', title: '' },
        {
          kind: 'ad',
          ad: {
            ad_id: 'ad',
            tracking_token: '',
            ad_title: 'T',
            link_text: 'Go',
            link_url: 'https://x.example/',
            disclaimers: [],
            media: sponsoredMedia,
          },
        },
        post(1),
      ]),
    );
    renderFeed();
    expect(await screen.findByTestId('suggested-users')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "You're all caught up" })).toBeTruthy();
    expect(screen.getByTestId('ad-card')).toBeTruthy();
    expect(screen.getByTestId('post-card')).toBeTruthy();
    expect(screen.queryByTestId('feed-end')).toBeNull();
  });

  it('mounts only the items near the viewport, keeping the space of the others', async () => {
    api.onGraphQL('FeedTimeline', feedAnswer(Array.from({ length: 12 }, (_, i) => post(i + 1))));
    renderFeed();
    await screen.findAllByTestId('post-card');
    expect(screen.getByTestId('feed-list').dataset.count).toBe('12');
    expect(mounted().length).toBeGreaterThan(0);
    expect(mounted().length).toBeLessThan(6);
    const list = screen.getByTestId('feed-list');
    const after = list.lastElementChild as HTMLElement;
    expect(parseFloat(after.style.height)).toBeGreaterThan(3000);
  });

  it('asks for the next page while 10 or fewer items remain below the last visible one', async () => {
    api.onGraphQL('FeedTimeline', (request: FakeRequest) =>
      request.variables?.after === 'p1'
        ? feedAnswer([post(12), post(13)], { end: 'p2' })
        : feedAnswer(
            Array.from({ length: 12 }, (_, i) => post(i + 1)),
            { hasNext: true, end: 'p1' },
          ),
    );
    renderFeed();
    await waitFor(() => expect(feedRequests()).toHaveLength(2));
    expect(feedRequests()[0]?.variables).toMatchObject({ variant: 'home', first: 12, after: null });
    expect(feedRequests()[1]?.variables).toMatchObject({ variant: 'home', after: 'p1', first: 12 });
    await waitFor(() => expect(screen.getByTestId('feed-list').dataset.count).toBe('13'));
    // The last page said there is no more: nothing else is asked for, and the end shows.
    expect(await screen.findByTestId('feed-end')).toBeTruthy();
    expect(feedRequests()).toHaveLength(2);
  });

  it('switches variants by tab or arrow keys, in the URL, announcing it on the bus', async () => {
    api.onGraphQL('FeedTimeline', (request: FakeRequest) => {
      const { variant } = request.variables as { variant: string };
      return feedAnswer([post(variant === 'home' ? 1 : variant === 'following' ? 2 : 3)]);
    });
    const announced: Array<AppEvents['feed-variant-changed']> = [];
    const onVariant = (event: AppEvents['feed-variant-changed']) => announced.push(event);
    eventBus.on('feed-variant-changed', onVariant);
    renderFeed();
    const forYou = screen.getByRole('tab', { name: 'For you' });
    expect(forYou.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(forYou.id);
    await screen.findByTestId('post-card');
    fireEvent.click(screen.getByRole('tab', { name: 'Following' }));
    expect(screen.getByTestId('location').textContent).toBe('/?variant=following');
    await waitFor(() => expect(screen.getByTestId('post-card').dataset.mediaPk).toBe('2'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Following' }), { key: 'ArrowRight' });
    expect(screen.getByTestId('location').textContent).toBe('/?variant=favorites');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Favorites' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Favorites' }), { key: 'Home' });
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(announced.map((e) => e.variant)).toEqual(['following', 'favorites', 'home']);
    // The home feed shows at once as it was kept; only newer posts are asked for (paging backwards).
    expect(screen.getByTestId('post-card').dataset.mediaPk).toBe('1');
    await waitFor(() => expect(feedRequests()).toHaveLength(4));
    expect(feedRequests().map((request) => request.variables?.variant)).toEqual([
      'home',
      'following',
      'favorites',
      'home',
    ]);
    expect(feedRequests()[3]?.variables).toMatchObject({ last: 12, before: 'start' });
    eventBus.off('feed-variant-changed', onVariant);
  });

  it('holds newer posts behind "New posts" until asked, then shows them first', async () => {
    api.onGraphQL('FeedTimeline', (request: FakeRequest) =>
      request.variables?.before === 'start'
        ? feedAnswer([post(9), post(8), post(1)], { start: 's0' })
        : feedAnswer([post(1), post(2)]),
    );
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderFeed();
    await screen.findAllByTestId('post-card');
    expect(screen.queryByRole('button', { name: 'New posts' })).toBeNull();
    // Coming back to the tab looks for newer posts; nothing moves under the reader.
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    const newPosts = await screen.findByRole('button', { name: 'New posts' });
    expect(screen.getAllByTestId('post-card').map((card) => card.dataset.mediaPk)).toEqual(['1', '2']);
    fireEvent.click(newPosts);
    // Four items now; the window mounts those near the top.
    await waitFor(() => expect(screen.getByTestId('feed-list').dataset.count).toBe('4'));
    expect(screen.getAllByTestId('post-card').map((card) => card.dataset.mediaPk)).toEqual(['9', '8', '1']);
    expect(screen.queryByRole('button', { name: 'New posts' })).toBeNull();
    scroll.mockRestore();
  });

  it("drops an unfollowed author's posts without a reload", async () => {
    api.onGraphQL('FeedTimeline', feedAnswer([post(1, 'a'), post(2, 'b')]));
    renderFeed('/?variant=following');
    await screen.findAllByTestId('post-card');
    act(() => eventBus.emit('friendship-changed', { userId: 'a', friendshipStatus: NO_FRIENDSHIP }));
    await waitFor(() => expect(screen.getAllByTestId('post-card').map((card) => card.dataset.mediaPk)).toEqual(['2']));
  });

  it('explains an empty favorites feed', async () => {
    api.onGraphQL('FeedTimeline', feedAnswer([], { end: '' }));
    renderFeed('/?variant=favorites');
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeTruthy();
    expect(screen.getByTestId('feed-empty')).toBeTruthy();
  });

  it('offers Retry when a page fails', async () => {
    let calls = 0;
    api.onGraphQL('FeedTimeline', () =>
      (calls += 1) === 1 ? { status: 500, body: { error_id: 'internal', message: 'boom' } } : feedAnswer([post(1)]),
    );
    renderFeed();
    expect((await screen.findByRole('alert')).textContent).toContain("Couldn't load posts.");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('post-card')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('issue 9 acceptance', () => {
  function ProfileFollowButton({ userId }: { userId: string }) {
    // What the profile remote's follow button does: the same hook, the same cache.
    const { follow } = useFollowActions({ pk: userId }, 'profile');
    return (
      <button type="button" onClick={() => void follow()}>
        follow on the profile
      </button>
    );
  }

  it('a follow made on a profile is right in the feed without a reload', async () => {
    const suggested = makeTestUser({ pk: 's1', id: 's1', username: 'suggested_one' });
    api.onGraphQL(
      'FeedTimeline',
      feedAnswer([
        post(1),
        { kind: 'suggested_users', id: 'aysf', users: [{ user: suggested, social_context: '', follower_count: 3 }] },
      ]),
    );
    api.onGraphQL('CreateFriendship', () => new Promise(() => undefined));
    const client = createTestQueryClient();
    stopSync = syncCacheWithBus(client, eventBus);
    renderInApp(
      <>
        <HomeFeedScreen />
        <ProfileFollowButton userId="s1" />
      </>,
      { client },
    );
    const card = await screen.findByTestId('suggested-user');
    expect(within(card).getByRole('button', { name: 'Follow' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'follow on the profile' }));
    // At once, before the server answers: one status per user in the shared cache.
    expect(await within(card).findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(api.requests.filter((request) => request.variables?.input !== undefined)).toHaveLength(1);
  });

  it('a follow another remote announces on the bus shows in the feed too', async () => {
    const suggested = makeTestUser({ pk: 's1', id: 's1', username: 'suggested_one' });
    api.onGraphQL(
      'FeedTimeline',
      feedAnswer([
        { kind: 'suggested_users', id: 'aysf', users: [{ user: suggested, social_context: '', follower_count: 3 }] },
      ]),
    );
    renderFeed();
    const card = await screen.findByTestId('suggested-user');
    act(() =>
      eventBus.emit('friendship-changed', {
        userId: 's1',
        friendshipStatus: { ...NO_FRIENDSHIP, outgoing_request: true, is_viewer_unconnected: false },
      }),
    );
    expect(await within(card).findByRole('button', { name: 'Requested' })).toBeTruthy();
  });

  it('a post opened from the feed renders from the cache at once, without asking the server', async () => {
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const media = makeTestMedia({
      pk: '7',
      code: 'Abc7',
      taken_at: Math.floor(Date.now() / 1000) - 60,
      caption: { pk: 'c', text: 'From the feed', created_at: 0, has_translation: false },
    });
    api.onGraphQL('FeedTimeline', feedAnswer([{ kind: 'media', media }]));
    // The product's defaults: what was fetched is fresh for 30 s.
    const client = createQueryClient();
    renderInApp(
      <Routes>
        <Route path="/" element={<HomeFeedScreen />} />
        <Route path="/p/:shortcode/" element={<PostPageScreen NotFound={() => <p>not found</p>} />} />
      </Routes>,
      { client },
    );
    const card = await screen.findByTestId('post-card');
    const timeLink = within(card)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === '/p/Abc7/');
    fireEvent.click(timeLink!);
    // Straight after the click: the post, not the skeleton.
    expect(screen.getByTestId('post-page')).toBeTruthy();
    expect(screen.queryByTestId('post-page-loading')).toBeNull();
    expect(screen.getByTestId('post-article')).toBeTruthy();
    await act(async () => undefined);
    expect(api.requests.filter((request) => request.form.get('doc_id') === DOC_IDS.PostPage)).toEqual([]);
  });
});
