import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from 'shared-ui';
import type { StoryItem, StoryReel, UserSummary } from 'shared-contracts';
import { installFakeApi, makeTestReel, makeTestUser, type FakeApi } from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import StoriesScreen from './StoriesScreen';

function user(pk: string, username: string): UserSummary {
  return makeTestUser({ pk, id: pk, username });
}

function item(id: string, owner: UserSummary, overrides: Partial<StoryItem> = {}): StoryItem {
  return {
    id,
    pk: id,
    media_type: 1,
    product_type: 'story',
    taken_at: Math.floor(Date.now() / 1000) - 3600,
    expiring_at: Math.floor(Date.now() / 1000) + 3600,
    audience: 'everyone',
    original_width: 1080,
    original_height: 1920,
    image_versions2: { candidates: [{ url: `/media/s${id}/1080.webp`, width: 1080, height: 1920 }] },
    media_preview: null,
    accessibility_caption: null,
    video_versions: null,
    video_hls_url: null,
    video_duration: null,
    number_of_qualities: 0,
    has_audio: false,
    user: owner,
    seen: false,
    has_liked: false,
    viewer_count: null,
    video_processing: null,
    ...overrides,
  };
}

function reel(owner: UserSummary, items: StoryItem[], overrides: Partial<StoryReel> = {}): StoryReel {
  return makeTestReel(owner, {
    latest_reel_media: items.at(-1)?.taken_at ?? 0,
    seen: items.every((i) => i.seen),
    media_ids: items.map((i) => i.id),
    media_count: items.length,
    items,
    ...overrides,
  });
}

const lin = user('7', 'lin.xiaoyu');
const ana = user('8', 'ana.lima');
const ken = user('9', 'kenji.sato');
const reels = [
  reel(lin, [item('101', lin, { seen: true }), item('102', lin)]),
  reel(ana, [item('201', ana)]),
  reel(ken, [item('301', ken)]),
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

let api: FakeApi;
beforeEach(() => {
  act(() => localeStore.setLocale('en'));
  api = installFakeApi();
  api.on('GET', '/api/v1/feed/reels_tray/', {
    tray: reels.map(({ items: _items, ...rest }) => rest),
    status: 'ok',
  });
  api.on('GET', '/api/v1/feed/reels_media/', (request) => ({
    reels_media: (request.query.get('reel_ids') ?? '').split(',').map((id) => reels.find((r) => r.id === id)),
    status: 'ok',
  }));
  api.on('POST', '/api/v1/media/seen/', { seen: 1, status: 'ok' });
});
afterEach(() => {
  cleanup();
  api.restore();
  vi.restoreAllMocks();
});

function renderViewer(path: string) {
  return renderInApp(
    <>
      <Routes>
        <Route path="/stories/:username/:mediaId?/" element={<StoriesScreen NotFound={() => null} />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
      <Where />
    </>,
    { path },
  );
}

// Each test renders the whole viewer with its query cache; on a loaded machine that takes seconds.
describe('StoriesScreen', { timeout: 20_000 }, () => {
  it('opens a reel at its first unseen story with its progress bars, previews beside it, and marks it seen', async () => {
    renderViewer('/stories/lin.xiaoyu/');
    const stage = await screen.findByTestId('story-stage');
    expect(within(stage).getByRole('progressbar').getAttribute('aria-label')).toBe('Story 2 of 2');
    expect(within(stage).getByRole('img', { name: 'Story photo by lin.xiaoyu' })).toBeTruthy();
    expect(screen.getAllByTestId('story-preview').map((p) => p.getAttribute('aria-label'))).toEqual([
      "ana.lima's story",
      "kenji.sato's story",
    ]);
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/v1/media/seen/')).toBe(true));
    expect(api.requests.find((r) => r.path === '/api/v1/feed/reels_media/')?.query.get('reel_ids')).toBe('7,8,9');
  });

  it('moves with the arrow keys and the side buttons, item by item then reel by reel', async () => {
    renderViewer('/stories/lin.xiaoyu/101/');
    await screen.findByTestId('story-stage');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/stories/lin.xiaoyu/102/'));
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/stories/ana.lima/'));
    await screen.findByRole('img', { name: 'Story photo by ana.lima' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/stories/lin.xiaoyu/'));
  });

  it('moves on when a photo has shown for its time, and Space pauses', async () => {
    renderViewer('/stories/lin.xiaoyu/101/');
    const timer = await screen.findByTestId('story-timer');
    expect(timer.style.animationDuration).toBe('5000ms');
    expect(timer.style.animationPlayState).toBe('running');
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByTestId('story-timer').style.animationPlayState).toBe('paused');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    fireEvent.keyDown(window, { key: ' ' });
    // React listens under the prefixed name where the browser (jsdom) has no AnimationEvent.
    const done = screen.getByTestId('story-timer');
    fireEvent.animationEnd(done);
    fireEvent(done, new Event('webkitAnimationEnd', { bubbles: true }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/stories/lin.xiaoyu/102/'));
  });

  it('goes back on a tap on the left third and forward elsewhere; holding pauses', async () => {
    renderViewer('/stories/lin.xiaoyu/102/');
    const media = await screen.findByTestId('story-media');
    vi.spyOn(media, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 300 } as DOMRect);
    fireEvent.pointerDown(media, { button: 0, clientX: 20 });
    fireEvent.pointerUp(media, { button: 0, clientX: 20 });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/stories/lin.xiaoyu/101/'));
  });

  it("reports someone else's story from its header, paused meanwhile", async () => {
    renderViewer('/stories/lin.xiaoyu/101/');
    await screen.findByTestId('story-stage');
    fireEvent.click(screen.getByRole('button', { name: 'Report story' }));
    expect(await screen.findByRole('dialog', { name: 'Report' })).toBeTruthy();
    expect(screen.getByTestId('story-timer').style.animationPlayState).toBe('paused');
  });

  it('closes on Escape and on Close', async () => {
    renderViewer('/stories/lin.xiaoyu/101/');
    const dialog = await screen.findByTestId('story-viewer');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  });

  it('says an expired story of a reel cannot be shown', async () => {
    renderViewer('/stories/lin.xiaoyu/999/');
    expect((await screen.findByTestId('story-cannot-show')).textContent).toContain("This story can't be shown");
  });

  it('says the story of an account with none the viewer may see cannot be shown', async () => {
    api.on('GET', '/api/v1/feed/user/nobody/story/', {
      status: 404,
      body: { status: 'fail', error_id: 'not_found', message: 'Not found' },
    });
    renderViewer('/stories/nobody/');
    expect((await screen.findByTestId('story-cannot-show')).textContent).toContain("This story can't be shown");
  });
});
