import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import {
  eventBus,
  fetchFeedTimeline,
  localeStore,
  type AppEvents,
  type FeedConnection,
  type FeedItem,
} from 'shared-contracts';
import type * as SharedContracts from 'shared-contracts';
import { makeTestMedia, makeTestUser } from 'shared-contracts/testing';
import { statusAfterMutation } from '../friendships/friendship-status';
import HomeFeedScreen from './HomeFeedScreen';

vi.mock('shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedContracts>()),
  fetchFeedTimeline: vi.fn(),
}));

const post = (pk: number, author = 'a'): FeedItem => ({
  kind: 'media',
  media: makeTestMedia({ pk: String(pk), user: makeTestUser({ pk: author, username: `user_${author}` }) }),
});

const page = (items: FeedItem[], hasNext = true, end = 'next'): FeedConnection => ({
  edges: items.map((node, i) => ({ node, cursor: `c${i}` })),
  page_info: { has_next_page: hasNext, end_cursor: end, has_previous_page: false, start_cursor: 'start' },
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const renderFeed = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <HomeFeedScreen />
      <Location />
    </MemoryRouter>,
  );

const mounted = () => screen.queryAllByTestId(/^(post-card|ad-card|suggested-users|end-of-feed)$/);

beforeEach(() => {
  localeStore.setLocale('en');
  // A new session empties every feed store between tests.
  eventBus.emit('session-changed', { viewer: null });
});

afterEach(() => {
  cleanup();
  vi.mocked(fetchFeedTimeline).mockReset();
});

describe('HomeFeedScreen', () => {
  it('renders every item kind the server sends', async () => {
    const sponsoredMedia = makeTestMedia({ pk: '77', original_height: 10, original_width: 1900 });
    vi.mocked(fetchFeedTimeline).mockResolvedValue(
      page(
        [
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
        ],
        false,
      ),
    );
    renderFeed();
    expect(await screen.findByTestId('suggested-users')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "You're all caught up" })).toBeTruthy();
    expect(screen.getByTestId('ad-card')).toBeTruthy();
    expect(screen.getByTestId('post-card')).toBeTruthy();
    expect(screen.queryByTestId('feed-end')).toBeNull();
  });

  it('mounts only the items near the viewport, keeping the space of the others', async () => {
    vi.mocked(fetchFeedTimeline).mockResolvedValue(
      page(
        Array.from({ length: 12 }, (_, i) => post(i + 1)),
        false,
      ),
    );
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
    vi.mocked(fetchFeedTimeline)
      .mockResolvedValueOnce(
        page(
          Array.from({ length: 12 }, (_, i) => post(i + 1)),
          true,
          'p1',
        ),
      )
      .mockResolvedValueOnce(page([post(12), post(13)], false, 'p2'));
    renderFeed();
    await waitFor(() => expect(fetchFeedTimeline).toHaveBeenCalledTimes(2));
    expect(vi.mocked(fetchFeedTimeline).mock.calls[1]![0]).toMatchObject({ variant: 'home', after: 'p1', first: 12 });
    await waitFor(() => expect(screen.getByTestId('feed-list').dataset.count).toBe('13'));
  });

  it('switches variants by tab or arrow keys, in the URL, announcing it on the bus', async () => {
    vi.mocked(fetchFeedTimeline).mockImplementation(async ({ variant }) =>
      page([post(variant === 'home' ? 1 : variant === 'following' ? 2 : 3)], false),
    );
    const announced: Array<AppEvents['feed-variant-changed']> = [];
    const onVariant = (event: AppEvents['feed-variant-changed']) => announced.push(event);
    eventBus.on('feed-variant-changed', onVariant);
    renderFeed();
    const forYou = screen.getByRole('tab', { name: 'For you' });
    expect(forYou.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(forYou.id);
    fireEvent.click(screen.getByRole('tab', { name: 'Following' }));
    expect(screen.getByTestId('location').textContent).toBe('/?variant=following');
    await waitFor(() => expect(screen.getByTestId('post-card').dataset.mediaPk).toBe('2'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Following' }), { key: 'ArrowRight' });
    expect(screen.getByTestId('location').textContent).toBe('/?variant=favorites');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Favorites' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Favorites' }), { key: 'Home' });
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(announced.map((e) => e.variant)).toEqual(['following', 'favorites', 'home']);
    expect(vi.mocked(fetchFeedTimeline).mock.calls.map(([v]) => v.variant)).toEqual([
      'home',
      'following',
      'favorites',
      'home',
    ]);
    // Back on a loaded feed, only newer posts are asked for (paging backwards).
    expect(vi.mocked(fetchFeedTimeline).mock.calls[3]![0]).toMatchObject({ last: 12, before: 'start' });
    eventBus.off('feed-variant-changed', onVariant);
  });

  it("drops an unfollowed author's posts without a reload", async () => {
    vi.mocked(fetchFeedTimeline).mockResolvedValue(page([post(1, 'a'), post(2, 'b')], false));
    renderFeed('/?variant=following');
    await screen.findAllByTestId('post-card');
    act(() =>
      eventBus.emit('friendship-changed', {
        userId: 'a',
        friendshipStatus: statusAfterMutation({
          following: false,
          outgoing_request: false,
          followed_by: false,
          is_bestie: false,
        }),
      }),
    );
    expect(screen.getAllByTestId('post-card').map((card) => card.dataset.mediaPk)).toEqual(['2']);
  });

  it('explains an empty favorites feed', async () => {
    vi.mocked(fetchFeedTimeline).mockResolvedValue(page([], false, ''));
    renderFeed('/?variant=favorites');
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeTruthy();
  });

  it('offers Retry when a page fails', async () => {
    vi.mocked(fetchFeedTimeline)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(page([post(1)], false));
    renderFeed();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('post-card')).toBeTruthy();
  });
});
