import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from 'shared-ui';
import type { TopSearch } from 'shared-contracts';
import { createTestQueryClient, fakeApiForEachTest, TestProviders } from 'shared-client/testing';
import SearchScreen from './SearchScreen';
import { SEARCH_DEBOUNCE_MS } from './search-query';

const SEARCH = '/api/v1/web/search/topsearch/';
const FAILURE = { status: 500, body: { error_id: 'internal', message: 'boom' } };

// Fake timers first, so the screen's debounce runs on them from its first render.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});
const api = fakeApiForEachTest();
/** What each search request asked, in order. */
const asked = () => api.requests.map((request) => request.query.get('query'));

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
    <TestProviders client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/explore/search/" element={<SearchScreen />} />
          <Route path="/:username/" element={<p>profile page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
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

/**
 * Lets `ms` pass, then lets what that started finish: React renders when an act ends (a search
 * starts in an effect), the fake server answers through promises, and the query cache tells the
 * page on a zero-delay timer.
 */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

describe('SearchScreen', () => {
  it('starts with a hint and no request', async () => {
    renderAt('/explore/search/');
    await elapse(1000);
    expect(screen.getByText('Search for people and hashtags.')).toBeTruthy();
    expect(api.requests).toEqual([]);
    expect(document.title).toBe('Search • Lumen');
  });

  it('asks once, 250 ms after the last keystroke', async () => {
    api.on('GET', SEARCH, answer(['li.na']));
    renderAt('/explore/search/');
    await type('l');
    await elapse(100);
    await type('li');
    await elapse(249);
    expect(api.requests).toEqual([]);
    await elapse(1);
    expect(asked()).toEqual(['li']);
    expect(usernames()).toEqual(['/li.na/']);
  });

  it('aborts the previous request for a newer query and ignores its late answer', async () => {
    const first = deferred<TopSearch>();
    const second = deferred<TopSearch>();
    api.on('GET', SEARCH, (request) => (request.query.get('query') === 'li' ? first.promise : second.promise));
    renderAt('/explore/search/');
    await type('li');
    await elapse(SEARCH_DEBOUNCE_MS);
    const firstSignal = api.requests[0]?.signal;
    expect(firstSignal?.aborted).toBe(false);
    await type('lin');
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(asked()).toEqual(['li', 'lin']);
    expect(firstSignal?.aborted).toBe(true);
    second.resolve(answer(['lin.xiaoyu']));
    await elapse(0);
    expect(usernames()).toEqual(['/lin.xiaoyu/']);
    first.resolve(answer(['li.na', 'liam.oconnor']));
    await elapse(0);
    expect(usernames()).toEqual(['/lin.xiaoyu/']);
  });

  it('keeps the rows of the last answer, marked busy, while a longer query is asked', async () => {
    const later = deferred<TopSearch>();
    api.on('GET', SEARCH, (request) => (request.query.get('query') === 'li' ? answer(['li.na']) : later.promise));
    renderAt('/explore/search/?q=li');
    await elapse(SEARCH_DEBOUNCE_MS);
    await type('lin');
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(asked()).toEqual(['li', 'lin']);
    expect(usernames()).toEqual(['/li.na/']);
    expect(screen.getByTestId('search-results').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('search-spinner')).toBeTruthy();
    later.resolve(answer(['lin.xiaoyu']));
    await elapse(0);
    expect(usernames()).toEqual(['/lin.xiaoyu/']);
    expect(screen.getByTestId('search-results').getAttribute('aria-busy')).toBe('false');
  });

  it('clears the results at once when the query is emptied', async () => {
    api.on('GET', SEARCH, answer(['li.na']));
    renderAt('/explore/search/?q=li');
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(usernames()).toEqual(['/li.na/']);
    await type('');
    expect(screen.queryByTestId('search-results')).toBeNull();
    expect(screen.getByText('Search for people and hashtags.')).toBeTruthy();
    await elapse(1000);
    expect(asked()).toEqual(['li']);
    // The next query starts from nothing: the old rows do not come back while it loads.
    await type('zz');
    expect(screen.queryByTestId('search-results')).toBeNull();
    expect(screen.getByTestId('search-loading')).toBeTruthy();
  });

  it('takes the initial query from ?q= and keeps the URL in step with replace', async () => {
    api.on('GET', SEARCH, answer([], [['sunset', 14]]));
    renderAt('/explore/search/?q=%23sunset');
    expect(input()).toHaveProperty('value', '#sunset');
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(asked()).toEqual(['#sunset']);
    await type('#sun');
    expect(screen.getByTestId('location').textContent).toBe('REPLACE /explore/search/?q=%23sun');
    await type('');
    expect(screen.getByTestId('location').textContent).toBe('REPLACE /explore/search/');
  });

  it('holds at most 100 characters in the field and asks no more, typed or from ?q=', async () => {
    api.on('GET', SEARCH, answer([]));
    renderAt(`/explore/search/?q=${'a'.repeat(150)}`);
    expect(input()).toHaveProperty('maxLength', 100);
    expect(input()).toHaveProperty('value', 'a'.repeat(100));
    await elapse(SEARCH_DEBOUNCE_MS);
    await type(`#${'林'.repeat(130)}`);
    expect(input()).toHaveProperty('value', `#${'林'.repeat(99)}`);
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(asked()).toEqual(['a'.repeat(100), `#${'林'.repeat(99)}`]);
  });

  it('shows people and hashtags with their counts, linking to profile and tag page', async () => {
    act(() => localeStore.setLocale('zh-CN'));
    api.on('GET', SEARCH, answer(['li.na'], [['sunset', 14]]));
    renderAt('/explore/search/?q=li');
    await elapse(SEARCH_DEBOUNCE_MS);
    const [userLink, tagLink] = within(screen.getByTestId('search-results')).getAllByRole('link');
    expect(userLink?.getAttribute('href')).toBe('/li.na/');
    expect(userLink?.textContent).toContain('Name of li.na · 1.2万 位粉丝');
    expect(within(userLink as HTMLElement).getByRole('img', { name: '已验证' })).toBeTruthy();
    expect(tagLink?.getAttribute('href')).toBe('/explore/tags/sunset/');
    expect(tagLink?.textContent).toContain('#sunset14 篇帖子');
  });

  it('follows a hashtag row to the tag page', async () => {
    api.on('GET', SEARCH, answer([], [['sunset', 14]]));
    renderAt('/explore/search/?q=sun');
    await elapse(SEARCH_DEBOUNCE_MS);
    fireEvent.click(screen.getByRole('link', { name: /#sunset/ }));
    await act(async () => {});
    expect(screen.getByTestId('location').textContent).toBe('PUSH /explore/tags/sunset/');
    expect(asked()).toEqual(['sun']);
  });

  it('says so when nothing matches', async () => {
    api.on('GET', SEARCH, answer([]));
    renderAt('/explore/search/?q=zzz');
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(screen.getByTestId('search-no-results').textContent).toBe('No results found.');
  });

  it('offers Retry when the search fails', async () => {
    api.on('GET', SEARCH, FAILURE);
    renderAt('/explore/search/?q=li');
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('alert').textContent).toContain("Couldn't load search results.");
    api.on('GET', SEARCH, answer(['li.na']));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(asked()).toEqual(['li', 'li']);
    expect(usernames()).toEqual(['/li.na/']);
  });

  it('moves focus between the field and the results with the arrow keys', async () => {
    api.on('GET', SEARCH, answer(['li.na', 'liam.oconnor']));
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
