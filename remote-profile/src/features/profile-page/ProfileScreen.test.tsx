import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FRIENDSHIP, type Profile, type UserFeedPage } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { syncCacheWithBus } from 'shared-client/queries';
import { createTestQueryClient, installFakeApi, type FakeApi } from 'shared-client/testing';
import { makePage, makeProfile } from '../../test-fixtures';
import { collectToasts, deferred, renderInApp } from '../../test-render';
import ProfileScreen from './ProfileScreen';

const PROFILE = '/api/v1/users/web_profile_info/';
const POSTS = '/api/v1/feed/user/2/';
const blocking = { ...NO_FRIENDSHIP, blocking: true };

/** Stands in for the browser's IntersectionObserver; `reachEnd` fires the live observers. */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeIntersectionObserver.live.add(this);
  }
  observe(): void {}
  unobserve(): void {}
  takeRecords(): [] {
    return [];
  }
  disconnect(): void {
    FakeIntersectionObserver.live.delete(this);
  }
  static reachEnd(): void {
    for (const observer of [...FakeIntersectionObserver.live]) observer.callback([{ isIntersecting: true }]);
  }
}

function NotFound() {
  return <p>not found page</p>;
}

let api: FakeApi;
let stopSync: () => void = () => undefined;

function renderAt(path: string, client = createTestQueryClient()) {
  return renderInApp(
    <Routes>
      <Route path="/:username/:tab?/" element={<ProfileScreen NotFound={NotFound} />} />
    </Routes>,
    { client, path },
  );
}

/** The shell's cache follows the bus (a relationship change re-reads the profile). */
function renderWithSyncedCache(path: string) {
  const client = createTestQueryClient();
  stopSync = syncCacheWithBus(client, eventBus);
  return renderAt(path, client);
}

function serveProfile(profile: Profile | (() => Profile)) {
  api.on('GET', PROFILE, () => ({ data: { user: typeof profile === 'function' ? profile() : profile }, status: 'ok' }));
}

function thumbnailHrefs(): string[] {
  return screen.queryAllByTestId('post-thumbnail').map((link) => link.getAttribute('href') ?? '');
}

const requestsTo = (path: string) => api.requests.filter((request) => request.path === path);

beforeEach(() => {
  act(() => localeStore.setLocale('en'));
  api = installFakeApi();
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  stopSync();
  stopSync = () => undefined;
  api.restore();
  vi.unstubAllGlobals();
});

describe('ProfileScreen', () => {
  it('shows the header, the first 12 posts and the document title', async () => {
    serveProfile(makeProfile({ media_count: 14 }));
    api.on('GET', POSTS, makePage(1, 12, 'c12'));
    renderAt('/lin.xiaoyu/');
    expect(await screen.findByRole('heading', { name: 'lin.xiaoyu' })).toBeTruthy();
    await waitFor(() => expect(thumbnailHrefs()).toHaveLength(12));
    expect(thumbnailHrefs()[0]).toBe('/p/code1/');
    expect(screen.getAllByRole('img', { name: 'Post by lin.xiaoyu' })).toHaveLength(12);
    expect(document.title).toBe('林小雨 (@lin.xiaoyu) • Lumen');
    expect(requestsTo(PROFILE)[0]?.query.get('username')).toBe('lin.xiaoyu');
    expect(requestsTo(POSTS)[0]?.query.get('count')).toBe('12');
    expect(requestsTo(POSTS)[0]?.query.get('max_id')).toBeNull();
  });

  it('opens the Reels tab items on their reel page', async () => {
    serveProfile(makeProfile({ media_count: 2 }));
    api.on('GET', '/api/v1/clips/user/2/', makePage(1, 2, null));
    renderAt('/lin.xiaoyu/reels/');
    await waitFor(() => expect(thumbnailHrefs()).toEqual(['/reel/code1/', '/reel/code2/']));
  });

  it('loads the next page when the end of the grid comes into view, without duplicates', async () => {
    serveProfile(makeProfile({ media_count: 20 }));
    // The second page is held until the placeholders have been seen: nothing here races a timer.
    const second = deferred<UserFeedPage>();
    api.on('GET', POSTS, (request) =>
      request.query.get('max_id') === 'c12' ? second.promise : makePage(1, 12, 'c12'),
    );
    renderAt('/lin.xiaoyu/');
    await waitFor(() => expect(thumbnailHrefs()).toHaveLength(12));
    await screen.findByTestId('posts-sentinel');
    act(() => FakeIntersectionObserver.reachEnd());
    // While the page loads, grey tiles hold the place of the 8 posts still to come.
    expect(await screen.findAllByTestId('grid-placeholder')).toHaveLength(8);
    // The page overlaps the first by three posts (posts were published in between).
    second.resolve(makePage(10, 20, null));
    await waitFor(() => expect(thumbnailHrefs()).toHaveLength(20));
    expect(new Set(thumbnailHrefs()).size).toBe(20);
    expect(screen.queryAllByTestId('grid-placeholder')).toHaveLength(0);
    expect(requestsTo(POSTS).at(-1)?.query.get('max_id')).toBe('c12');
    expect(screen.queryByTestId('posts-sentinel')).toBeNull();
  });

  it('renders the shell not-found page for an unknown username', async () => {
    renderAt('/nobody.here/');
    expect(await screen.findByText('not found page')).toBeTruthy();
    expect(requestsTo(PROFILE)).toHaveLength(1);
    expect(requestsTo(POSTS)).toHaveLength(0);
  });

  it('renders not-found without asking the server for a reserved name or an unknown tab', () => {
    renderAt('/explore/');
    expect(screen.getByText('not found page')).toBeTruthy();
    cleanup();
    renderAt('/lin.xiaoyu/nonsense/');
    expect(screen.getByText('not found page')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('shows /{username}/live/ as a live video that has ended, with a link to the profile, in both languages', async () => {
    serveProfile(makeProfile());
    renderAt('/lin.xiaoyu/live/');
    const ended = await screen.findByTestId('live-ended');
    expect(within(ended).getByRole('heading', { level: 1, name: 'This live video has ended' })).toBeTruthy();
    expect(within(ended).getByRole('link', { name: "Go to lin.xiaoyu's profile" }).getAttribute('href')).toBe(
      '/lin.xiaoyu/',
    );
    expect(screen.queryByText('not found page')).toBeNull();
    expect(requestsTo(POSTS)).toHaveLength(0);
    act(() => localeStore.setLocale('zh-CN'));
    expect(within(ended).getByRole('heading', { name: '此直播已结束' })).toBeTruthy();
    expect(within(ended).getByRole('link', { name: '前往 lin.xiaoyu 的主页' })).toBeTruthy();
  });

  it('renders not-found for the live page of an unknown username', async () => {
    renderAt('/nobody.here/live/');
    expect(await screen.findByText('not found page')).toBeTruthy();
  });

  it("renders not-found for another user's saved tab", async () => {
    serveProfile(makeProfile());
    renderAt('/lin.xiaoyu/saved/');
    expect(await screen.findByText('not found page')).toBeTruthy();
  });

  it('shows the private notice when the server refuses the posts (403)', async () => {
    serveProfile(makeProfile({ media_count: 5 }));
    api.on('GET', POSTS, { status: 403, body: { error_id: 'forbidden', message: 'This account is private.' } });
    renderAt('/zhou.jie/');
    expect(await screen.findByText('This account is private')).toBeTruthy();
    expect(screen.getByText('Follow to see their photos and videos.')).toBeTruthy();
    expect(screen.queryByTestId('profile-grid')).toBeNull();
  });

  it('shows the private notice without a request for a private account the viewer does not follow', async () => {
    serveProfile(makeProfile({ is_private: true, media_count: 5, can_view_content: false }));
    renderAt('/zhou.jie/');
    expect(await screen.findByTestId('private-account')).toBeTruthy();
    expect(screen.queryByTestId('profile-tabs')).toBeNull();
    expect(requestsTo(POSTS)).toHaveLength(0);
  });

  it('offers Retry when the profile fails to load', async () => {
    let calls = 0;
    api.on('GET', PROFILE, () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { error_id: 'internal', message: 'boom' } }
        : { data: { user: makeProfile() }, status: 'ok' };
    });
    api.on('GET', POSTS, makePage(1, 0, null));
    renderAt('/lin.xiaoyu/');
    expect(await screen.findByText("Couldn't load this profile.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'lin.xiaoyu' })).toBeTruthy();
    expect(await screen.findByText('No posts yet')).toBeTruthy();
  });

  it('shows a quiet placeholder, no Retry, when a visitor past the limit is refused the profile', async () => {
    api.on('GET', PROFILE, {
      status: 403,
      body: { error_id: 'visitor_limit_reached', message: 'Log in to keep browsing.' },
    });
    renderAt('/lin.xiaoyu/');
    expect(await screen.findByTestId('content-withheld')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText("Couldn't load this profile.")).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers Retry when the first page of posts fails', async () => {
    serveProfile(makeProfile({ media_count: 3 }));
    let calls = 0;
    api.on('GET', POSTS, () => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { error_id: 'unavailable', message: 'offline' } }
        : makePage(1, 3, null);
    });
    renderAt('/lin.xiaoyu/');
    expect(await screen.findByText("Couldn't load posts.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(thumbnailHrefs()).toHaveLength(3));
  });

  it('aborts the profile request when the page goes away', async () => {
    api.on('GET', PROFILE, () => new Promise(() => undefined));
    const { unmount } = renderAt('/lin.xiaoyu/');
    expect(screen.getByTestId('profile-header-skeleton')).toBeTruthy();
    await waitFor(() => expect(requestsTo(PROFILE)).toHaveLength(1));
    const signal = requestsTo(PROFILE)[0]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('aborts the posts request in flight when the page goes away', async () => {
    serveProfile(makeProfile({ media_count: 3 }));
    api.on('GET', POSTS, () => new Promise(() => undefined));
    const { unmount } = renderAt('/lin.xiaoyu/');
    await waitFor(() => expect(requestsTo(POSTS)).toHaveLength(1));
    const signal = requestsTo(POSTS)[0]?.signal;
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('reads the profile again when the relationship with this user changes elsewhere', async () => {
    let followers = 10;
    serveProfile(() => makeProfile({ follower_count: followers }));
    api.on('GET', POSTS, makePage(1, 0, null));
    renderWithSyncedCache('/lin.xiaoyu/');
    expect(await screen.findByText('10')).toBeTruthy();
    followers = 11;
    act(() =>
      eventBus.emit('friendship-changed', { userId: '2', friendshipStatus: { ...NO_FRIENDSHIP, following: true } }),
    );
    expect(await screen.findByText('11')).toBeTruthy();
    expect(screen.getByTestId('follow-button').textContent).toBe('Following');
  });
});

describe('ProfileScreen for the viewer who blocked the user', () => {
  const blockedView = () => makeProfile({ media_count: 5, can_view_content: false, friendship_status: blocking });
  const viewer = { pk: '9', id: '9', username: 'me', full_name: '', is_verified: false, is_private: false };
  beforeEach(() => act(() => sessionStore.setSession({ ...viewer, profile_pic_url: '' }, 'token')));
  afterEach(() => act(() => sessionStore.setSession(null, null)));

  it('shows the header with Unblock and nothing else, and asks for no posts', async () => {
    serveProfile(blockedView());
    renderAt('/lin.xiaoyu/');
    expect(await screen.findByTestId('unblock-button')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'lin.xiaoyu' })).toBeTruthy();
    expect(screen.getByTestId('blocked-account').textContent).toContain('You blocked lin.xiaoyu');
    expect(screen.queryByTestId('follow-button')).toBeNull();
    expect(screen.queryByTestId('profile-tabs')).toBeNull();
    expect(screen.queryByTestId('profile-grid')).toBeNull();
    // The counts show, but the lists do not open.
    expect(screen.getByTestId('profile-stats').textContent).toContain('5 posts');
    expect(screen.queryByTestId('open-followers')).toBeNull();
    renderAt('/lin.xiaoyu/reels/');
    await waitFor(() => expect(screen.getAllByTestId('blocked-account')).toHaveLength(2));
    expect(requestsTo(POSTS)).toHaveLength(0);
    expect(api.requests.some((request) => request.path.startsWith('/api/v1/clips/'))).toBe(false);
  });

  it('unblocks from the header, then shows the profile and its posts', async () => {
    let blocked = true;
    serveProfile(() => (blocked ? blockedView() : makeProfile({ media_count: 3, can_view_content: true })));
    api.on('POST', '/api/v1/friendships/unblock/2/', () => {
      blocked = false;
      return { friendship_status: NO_FRIENDSHIP, status: 'ok' };
    });
    api.on('GET', POSTS, makePage(1, 3, null));
    const toasts = collectToasts();
    renderWithSyncedCache('/lin.xiaoyu/');
    fireEvent.click(await screen.findByTestId('unblock-button'));
    // The header's dialogs load when the first is opened.
    const confirm = await screen.findByRole('alertdialog', { name: 'Unblock lin.xiaoyu?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(thumbnailHrefs()).toHaveLength(3));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByTestId('blocked-account')).toBeNull();
    expect(screen.getByTestId('follow-button').textContent).toBe('Follow');
    expect(screen.getByTestId('profile-tabs')).toBeTruthy();
    expect(toasts.messages).toContain('lin.xiaoyu is unblocked');
    await waitFor(() => expect(requestsTo(PROFILE)).toHaveLength(2));
    toasts.stop();
  });

  it('shows what a blocker sees behind the post-block dialog', async () => {
    serveProfile(makeProfile({ media_count: 3, can_view_content: true }));
    api.on('GET', POSTS, makePage(1, 3, null));
    api.on('POST', '/api/v1/friendships/block/2/', { friendship_status: blocking, status: 'ok' });
    renderAt('/lin.xiaoyu/');
    await waitFor(() => expect(thumbnailHrefs()).toHaveLength(3));
    fireEvent.click(screen.getByTestId('profile-options-button'));
    fireEvent.click(within(await screen.findByTestId('profile-options')).getByRole('button', { name: 'Block' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Block lin.xiaoyu?' })).getByTestId('block-confirm'),
    );
    expect(await screen.findByRole('alertdialog', { name: 'lin.xiaoyu is blocked' })).toBeTruthy();
    expect(screen.getByTestId('blocked-account')).toBeTruthy();
    expect(screen.getByTestId('unblock-button')).toBeTruthy();
    expect(screen.queryByTestId('profile-grid')).toBeNull();
  });
});
