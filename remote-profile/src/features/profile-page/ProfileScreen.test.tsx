import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchUserFeed, fetchWebProfileInfo, localeStore } from 'shared-contracts';
import { makePage, makeProfile } from '../../test-fixtures';
import ProfileScreen from './ProfileScreen';

vi.mock('shared-contracts', async (importOriginal) => {
  const actual: object = await importOriginal();
  return { ...actual, fetchWebProfileInfo: vi.fn(), fetchUserFeed: vi.fn() };
});

const profileCall = vi.mocked(fetchWebProfileInfo);
const feedCall = vi.mocked(fetchUserFeed);

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

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:username/:tab?/" element={<ProfileScreen NotFound={NotFound} />} />
      </Routes>
    </MemoryRouter>,
  );
}

function thumbnailHrefs(): string[] {
  return screen.queryAllByTestId('post-thumbnail').map((link) => link.getAttribute('href') ?? '');
}

beforeEach(() => {
  act(() => localeStore.setLocale('en'));
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  profileCall.mockReset();
  feedCall.mockReset();
});

describe('ProfileScreen', () => {
  it('shows the header, the first 12 posts and the document title', async () => {
    profileCall.mockResolvedValue({ data: { user: makeProfile({ media_count: 14 }) } });
    feedCall.mockResolvedValue(makePage(1, 12, 'c12'));
    renderAt('/lin.xiaoyu/');
    expect(await screen.findByRole('heading', { name: 'lin.xiaoyu' })).toBeTruthy();
    await waitFor(() => expect(thumbnailHrefs()).toHaveLength(12));
    expect(thumbnailHrefs()[0]).toBe('/p/code1/');
    expect(screen.getAllByRole('img', { name: 'Photo by lin.xiaoyu' })).toHaveLength(12);
    expect(document.title).toBe('林小雨 (@lin.xiaoyu) • Lumen');
    expect(feedCall).toHaveBeenCalledWith('2', expect.objectContaining({ count: 12, maxId: null }));
  });

  it('loads the next page when the end of the grid comes into view, without duplicates', async () => {
    profileCall.mockResolvedValue({ data: { user: makeProfile({ media_count: 20 }) } });
    feedCall.mockResolvedValueOnce(makePage(1, 12, 'c12')).mockResolvedValueOnce(makePage(10, 20, null));
    renderAt('/lin.xiaoyu/');
    await waitFor(() => expect(thumbnailHrefs()).toHaveLength(12));
    act(() => FakeIntersectionObserver.reachEnd());
    // While the page loads, grey tiles hold the place of the 8 posts still to come.
    expect(screen.getAllByTestId('grid-placeholder')).toHaveLength(8);
    await waitFor(() => expect(thumbnailHrefs()).toHaveLength(20));
    expect(new Set(thumbnailHrefs()).size).toBe(20);
    expect(feedCall).toHaveBeenLastCalledWith('2', expect.objectContaining({ maxId: 'c12' }));
    expect(screen.queryByTestId('posts-sentinel')).toBeNull();
  });

  it('renders the shell not-found page for an unknown username', async () => {
    profileCall.mockRejectedValue(new ApiError(404, 'not_found', 'User not found.'));
    renderAt('/nobody.here/');
    expect(await screen.findByText('not found page')).toBeTruthy();
    expect(feedCall).not.toHaveBeenCalled();
  });

  it('renders not-found without asking the server for a reserved name or an unknown tab', () => {
    renderAt('/explore/');
    expect(screen.getByText('not found page')).toBeTruthy();
    cleanup();
    renderAt('/lin.xiaoyu/nonsense/');
    expect(screen.getByText('not found page')).toBeTruthy();
    expect(profileCall).not.toHaveBeenCalled();
  });

  it('shows the private notice when the server refuses the posts (403)', async () => {
    profileCall.mockResolvedValue({ data: { user: makeProfile({ media_count: 5 }) } });
    feedCall.mockRejectedValue(new ApiError(403, 'forbidden', 'This account is private.'));
    renderAt('/zhou.jie/');
    expect(await screen.findByText('This account is private')).toBeTruthy();
    expect(screen.getByText('Follow to see their photos and videos.')).toBeTruthy();
    expect(screen.queryByTestId('profile-grid')).toBeNull();
  });

  it('shows the private notice without a request for a private account the viewer does not follow', async () => {
    profileCall.mockResolvedValue({ data: { user: makeProfile({ is_private: true, media_count: 5 }) } });
    renderAt('/zhou.jie/');
    expect(await screen.findByTestId('private-account')).toBeTruthy();
    expect(feedCall).not.toHaveBeenCalled();
  });

  it('offers Retry when the profile fails to load', async () => {
    profileCall.mockRejectedValueOnce(new ApiError(500, 'internal', 'boom'));
    profileCall.mockResolvedValueOnce({ data: { user: makeProfile() } });
    feedCall.mockResolvedValue(makePage(1, 0, null));
    renderAt('/lin.xiaoyu/');
    expect(await screen.findByText("Couldn't load this profile.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'lin.xiaoyu' })).toBeTruthy();
    expect(await screen.findByText('No posts yet')).toBeTruthy();
  });

  it('offers Retry when the first page of posts fails', async () => {
    profileCall.mockResolvedValue({ data: { user: makeProfile({ media_count: 3 }) } });
    feedCall.mockRejectedValueOnce(new ApiError(0, 'network', 'offline')).mockResolvedValueOnce(makePage(1, 3, null));
    renderAt('/lin.xiaoyu/');
    expect(await screen.findByText("Couldn't load posts.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(thumbnailHrefs()).toHaveLength(3));
  });

  it('aborts the profile request when the page goes away', async () => {
    profileCall.mockReturnValue(new Promise(() => {}));
    const { unmount } = renderAt('/lin.xiaoyu/');
    expect(screen.getByTestId('profile-header-skeleton')).toBeTruthy();
    const signal = profileCall.mock.calls[0]?.[1];
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('aborts the posts request in flight when the page goes away', async () => {
    profileCall.mockResolvedValue({ data: { user: makeProfile({ media_count: 3 }) } });
    feedCall.mockReturnValue(new Promise(() => {}));
    const { unmount } = renderAt('/lin.xiaoyu/');
    await waitFor(() => expect(feedCall).toHaveBeenCalled());
    const signal = feedCall.mock.calls[0]?.[1]?.signal;
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
