import { Profiler } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import type { StoryReel, UserSummary } from 'shared-contracts';
import { installFakeApi, makeTestMedia, makeTestReel, makeTestUser, type FakeApi } from 'shared-client/testing';
import { PostHeader } from '../post-card/PostHeader';
import { renderInApp } from '../../test-support/render-in-app';
import StoriesTray from './StoriesTray';

function reel(owner: UserSummary, overrides: Partial<StoryReel> = {}): StoryReel {
  return makeTestReel(owner, overrides);
}

const me = makeTestUser({ pk: '1', id: '1', username: 'demo' });
const lin = makeTestUser({ pk: '7', id: '7', username: 'lin.xiaoyu' });
const sofia = makeTestUser({ pk: '8', id: '8', username: 'sofia.garcia' });
const ken = makeTestUser({ pk: '9', id: '9', username: 'kenji.sato' });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

let api: FakeApi;
beforeEach(() => {
  act(() => localeStore.setLocale('en'));
  act(() => sessionStore.setSession({ ...me, profile_pic_url: '' }, 'token'));
  api = installFakeApi();
  api.on('GET', '/api/v1/feed/reels_tray/', {
    tray: [reel(me), reel(lin), reel(sofia, { is_close_friends: true }), reel(ken, { seen: true })],
    status: 'ok',
  });
  api.on('GET', '/api/v1/feed/reels_media/', { reels_media: [], status: 'ok' });
});
afterEach(() => {
  cleanup();
  api.restore();
  act(() => sessionStore.setSession(null, null));
});

describe('StoriesTray', { timeout: 20_000 }, () => {
  it('reads itself again when the stories are invalidated (a story shared from Create) while post headers read their rings from it', async () => {
    // Home as it is: the tray first, then the feed's post headers, which read their authors' rings
    // from the tray's cache entry without fetching it. The story configure mutation (remote-create)
    // invalidates the stories queries; the tray must be asked again and show the own ring.
    api.on('GET', '/api/v1/feed/reels_tray/', { tray: [reel(lin)], status: 'ok' });
    const { client } = renderInApp(
      <>
        <StoriesTray />
        <PostHeader media={makeTestMedia({ user: lin })} />
        <PostHeader media={makeTestMedia({ pk: '8', code: 'C8', user: ken })} />
      </>,
    );
    const region = await screen.findByRole('region', { name: 'Stories' });
    expect(await screen.findByTestId('post-avatar-story')).toBeTruthy();
    const trayCalls = () => api.requests.filter((request) => request.path === '/api/v1/feed/reels_tray/').length;
    expect(trayCalls()).toBe(1);
    expect(within(region).queryByRole('link', { name: /^Your story/ })).toBeNull();

    api.on('GET', '/api/v1/feed/reels_tray/', { tray: [reel(me), reel(lin)], status: 'ok' });
    await act(() => client.invalidateQueries({ queryKey: ['stories'] }));
    expect(client.getQueryState(['stories', 'tray'])?.error ?? null).toBeNull();
    expect(trayCalls()).toBe(2);
    expect(await within(region).findByRole('link', { name: 'Your story, not seen' })).toBeTruthy();
  });

  it('draws its rings in a render after the one its answer arrives in (a deferred, interruptible one)', async () => {
    // Each commit: whether the tray's answer was in the cache, and how many rings were on the page.
    const commits: Array<{ answered: boolean; rings: number }> = [];
    const app: { client?: QueryClient } = {};
    const record = () =>
      commits.push({
        answered: app.client?.getQueryData(['stories', 'tray']) !== undefined,
        rings: document.querySelectorAll('[data-testid="story-ring"]').length,
      });
    app.client = renderInApp(
      <Profiler id="tray" onRender={record}>
        <StoriesTray />
      </Profiler>,
    ).client;
    await waitFor(() => expect(screen.getAllByTestId('story-ring')).toHaveLength(4));
    const firstWithAnswer = commits.findIndex((commit) => commit.answered);
    expect(commits[firstWithAnswer]).toEqual({ answered: true, rings: 0 });
    expect(commits.at(-1)).toEqual({ answered: true, rings: 4 });
  });

  it('is a region named Stories, own story first, each ring named by account and state', async () => {
    renderInApp(<StoriesTray />);
    const region = await screen.findByRole('region', { name: 'Stories' });
    const rings = within(region).getAllByRole('link');
    expect(rings.map((ring) => ring.getAttribute('aria-label'))).toEqual([
      'Your story, not seen',
      "lin.xiaoyu's story, not seen",
      "sofia.garcia's close friends story, not seen",
      "kenji.sato's story, seen",
    ]);
    expect(rings.map((ring) => ring.dataset.ring)).toEqual(['unseen', 'unseen', 'close_friends', 'seen']);
    expect(within(rings[0]!).getByText('Your story')).toBeTruthy();
    expect(rings[1]!.getAttribute('href')).toBe('/stories/lin.xiaoyu/');
  });

  it('spins the ring while the reel loads, then opens the viewer', async () => {
    renderInApp(
      <>
        <Routes>
          <Route path="/" element={<StoriesTray />} />
          <Route path="/stories/:username/" element={<p>viewer</p>} />
        </Routes>
        <Where />
      </>,
    );
    const ring = await screen.findByRole('link', { name: "lin.xiaoyu's story, not seen" });
    fireEvent.click(ring, { button: 0 });
    expect(ring.dataset.ring).toBe('loading');
    expect(ring.getAttribute('aria-label')).toBe("Opening lin.xiaoyu's story");
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/stories/lin.xiaoyu/'));
    const asked = api.requests.find((r) => r.path === '/api/v1/feed/reels_media/');
    expect(asked?.query.get('reel_ids')).toBe('1,7,8,9');
  });

  it('shows nothing when nobody has a story', async () => {
    api.on('GET', '/api/v1/feed/reels_tray/', { tray: [], status: 'ok' });
    renderInApp(<StoriesTray />);
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Stories' })).toBeNull());
  });

  it('shows nothing, not its placeholder, when the tray cannot be read', async () => {
    api.on('GET', '/api/v1/feed/reels_tray/', { status: 500, body: { error_id: 'internal', message: 'boom' } });
    const { container } = renderInApp(<StoriesTray />);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('[aria-hidden="true"]')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Stories' })).toBeNull();
  });
});
