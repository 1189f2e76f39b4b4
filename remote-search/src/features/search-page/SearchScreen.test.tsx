import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, localeStore, topSearch, type TopSearch } from 'shared-contracts';
import SearchScreen from './SearchScreen';
import { SEARCH_DEBOUNCE_MS } from './search-query';

vi.mock('shared-contracts', async (importOriginal) => {
  const actual: object = await importOriginal();
  return { ...actual, topSearch: vi.fn() };
});

const searchCall = vi.mocked(topSearch);

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function answer(usernames: string[], tags: Array<[string, number]> = []): TopSearch {
  return {
    users: usernames.map((username, position) => ({
      position,
      user: {
        pk: `pk-${username}`,
        id: `pk-${username}`,
        username,
        full_name: `Name of ${username}`,
        is_verified: username === 'li.na',
        is_private: false,
        profile_pic_url: `/media/avatars/${username}.webp`,
        follower_count: 12_345,
      },
    })),
    hashtags: tags.map(([name, count], index) => ({
      position: usernames.length + index,
      hashtag: { id: name, name, media_count: count },
    })),
    places: [],
    status: 'ok',
  };
}

function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return <output data-testid="location">{`${navigationType} ${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/explore/search/" element={<SearchScreen />} />
        <Route path="/:username/" element={<p>profile page</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const input = () => screen.getByRole('searchbox', { name: 'Search people or hashtags' });
const usernames = () =>
  within(screen.getByTestId('search-results'))
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));

async function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  await act(async () => {});
}

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  act(() => localeStore.setLocale('en'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  searchCall.mockReset();
});

describe('SearchScreen', () => {
  it('starts with a hint and no request', async () => {
    renderAt('/explore/search/');
    await elapse(1000);
    expect(screen.getByText('Search for people and hashtags.')).toBeTruthy();
    expect(searchCall).not.toHaveBeenCalled();
    expect(document.title).toBe('Search • Lumen');
  });

  it('asks once, 250 ms after the last keystroke', async () => {
    searchCall.mockResolvedValue(answer(['li.na']));
    renderAt('/explore/search/');
    await type('l');
    await elapse(100);
    await type('li');
    await elapse(249);
    expect(searchCall).not.toHaveBeenCalled();
    await elapse(1);
    expect(searchCall).toHaveBeenCalledTimes(1);
    expect(searchCall.mock.calls[0]?.[0]).toBe('li');
    expect(usernames()).toEqual(['/li.na/']);
  });

  it('aborts the previous request for a newer query and ignores its late answer', async () => {
    const first = deferred<TopSearch>();
    const second = deferred<TopSearch>();
    searchCall.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    renderAt('/explore/search/');
    await type('li');
    await elapse(SEARCH_DEBOUNCE_MS);
    const firstSignal = searchCall.mock.calls[0]?.[1];
    await type('lin');
    expect(firstSignal?.aborted).toBe(true);
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(searchCall.mock.calls[1]?.[0]).toBe('lin');
    await act(async () => second.resolve(answer(['lin.xiaoyu'])));
    await act(async () => first.resolve(answer(['li.na', 'liam.oconnor'])));
    expect(usernames()).toEqual(['/lin.xiaoyu/']);
  });

  it('clears the results at once when the query is emptied', async () => {
    searchCall.mockResolvedValue(answer(['li.na']));
    renderAt('/explore/search/?q=li');
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(usernames()).toEqual(['/li.na/']);
    await type('');
    expect(screen.queryByTestId('search-results')).toBeNull();
    expect(screen.getByText('Search for people and hashtags.')).toBeTruthy();
    await elapse(1000);
    expect(searchCall).toHaveBeenCalledTimes(1);
    // The next query starts from nothing: the old rows do not come back while it loads.
    await type('zz');
    expect(screen.queryByTestId('search-results')).toBeNull();
    expect(screen.getByTestId('search-loading')).toBeTruthy();
  });

  it('takes the initial query from ?q= and keeps the URL in step with replace', async () => {
    searchCall.mockResolvedValue(answer([], [['sunset', 14]]));
    renderAt('/explore/search/?q=%23sunset');
    expect(input()).toHaveProperty('value', '#sunset');
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(searchCall.mock.calls[0]?.[0]).toBe('#sunset');
    await type('#sun');
    expect(screen.getByTestId('location').textContent).toBe('REPLACE /explore/search/?q=%23sun');
    await type('');
    expect(screen.getByTestId('location').textContent).toBe('REPLACE /explore/search/');
  });

  it('shows people and hashtags with their counts, linking to profile and tag search', async () => {
    act(() => localeStore.setLocale('zh-CN'));
    searchCall.mockResolvedValue(answer(['li.na'], [['sunset', 14]]));
    renderAt('/explore/search/?q=li');
    await elapse(SEARCH_DEBOUNCE_MS);
    const [userLink, tagLink] = within(screen.getByTestId('search-results')).getAllByRole('link');
    expect(userLink?.getAttribute('href')).toBe('/li.na/');
    expect(userLink?.textContent).toContain('Name of li.na · 1.2万 位粉丝');
    expect(within(userLink as HTMLElement).getByRole('img', { name: '已验证' })).toBeTruthy();
    expect(tagLink?.getAttribute('href')).toBe('/explore/search/?q=%23sunset');
    expect(tagLink?.textContent).toContain('#sunset14 篇帖子');
  });

  it('follows a hashtag row: the field takes the tag and searches for it', async () => {
    searchCall.mockResolvedValueOnce(answer([], [['sunset', 14]])).mockResolvedValueOnce(answer([], [['sunset', 14]]));
    renderAt('/explore/search/?q=sun');
    await elapse(SEARCH_DEBOUNCE_MS);
    fireEvent.click(screen.getByRole('link', { name: /#sunset/ }));
    await act(async () => {});
    expect(input()).toHaveProperty('value', '#sunset');
    expect(screen.getByTestId('location').textContent).toBe('PUSH /explore/search/?q=%23sunset');
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(searchCall.mock.calls[1]?.[0]).toBe('#sunset');
  });

  it('says so when nothing matches', async () => {
    searchCall.mockResolvedValue(answer([]));
    renderAt('/explore/search/?q=zzz');
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(screen.getByTestId('search-no-results').textContent).toBe('No results found.');
  });

  it('offers Retry when the search fails', async () => {
    searchCall.mockRejectedValueOnce(new ApiError(500, 'internal', 'boom')).mockResolvedValueOnce(answer(['li.na']));
    renderAt('/explore/search/?q=li');
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('alert').textContent).toContain("Couldn't load search results.");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(searchCall).toHaveBeenCalledTimes(2);
    expect(usernames()).toEqual(['/li.na/']);
  });

  it('moves focus between the field and the results with the arrow keys', async () => {
    searchCall.mockResolvedValue(answer(['li.na', 'liam.oconnor']));
    renderAt('/explore/search/?q=li');
    await elapse(SEARCH_DEBOUNCE_MS);
    input().focus();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('href')).toBe('/li.na/');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('href')).toBe('/liam.oconnor/');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(input());
  });
});
