import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from 'shared-client';
import type { SearchEntry } from 'shared-contracts';
import {
  createTestQueryClient,
  fakeApiForEachTest,
  signedInForEachTest,
  makeTestUser,
  TestProviders,
} from 'shared-client/testing';
import SearchScreen from '../search-page/SearchScreen';

const RECENT = '/api/v1/web/search/recent_searches/';
const SUGGESTED = '/api/v1/web/search/suggested_searches/';
const REGISTER = '/api/v1/web/search/register_recent_search_click/';
const HIDE = '/api/v1/web/search/hide_search_entities/';
const CLEAR = '/api/v1/web/search/clear_search_history/';

signedInForEachTest(makeTestUser({ pk: 'viewer', username: 'viewer' }));
const api = fakeApiForEachTest();

function person(username: string): SearchEntry {
  const user = makeTestUser({ pk: `pk-${username}`, username, full_name: `Name of ${username}` });
  return { type: 'user', client_time: 1, user: { ...user, follower_count: 3 } };
}

function tag(name: string): SearchEntry {
  return { type: 'hashtag', client_time: 1, hashtag: { id: `id-${name}`, name, media_count: 2 } };
}

/** A server that keeps the history like the real one: register moves to the top, hide and clear remove. */
function serveHistory(initial: SearchEntry[], suggested: SearchEntry[] = []) {
  let recent = [...initial];
  const matches = (entry: SearchEntry, type: string | null, id: string | null) =>
    entry.type === type &&
    (entry.type === 'user' ? entry.user.pk : entry.type === 'hashtag' ? entry.hashtag.name : '') === id;
  api.on('GET', RECENT, () => ({ recent, status: 'ok' }));
  api.on('GET', SUGGESTED, { suggested, status: 'ok' });
  api.on('POST', REGISTER, (request) => {
    const found = recent.find((e) => matches(e, request.form.get('entity_type'), request.form.get('entity_id')));
    if (found) recent = [found, ...recent.filter((e) => e !== found)];
    return { status: 'ok' };
  });
  api.on('POST', HIDE, (request) => {
    recent = recent.filter((e) => !matches(e, request.form.get('entity_type'), request.form.get('entity_id')));
    return { status: 'ok' };
  });
  api.on('POST', CLEAR, () => {
    recent = [];
    return { status: 'ok' };
  });
}

function renderSearch() {
  return render(
    <TestProviders client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/explore/search/']}>
        <Routes>
          <Route path="/explore/search/" element={<SearchScreen />} />
          <Route path="/explore/tags/:tag/" element={<p>tag page</p>} />
          <Route path="/:username/" element={<p>profile page</p>} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

const rows = () =>
  within(screen.getByTestId('recent-searches'))
    .getAllByTestId('recent-search')
    .map((row) => row.querySelector('a')?.getAttribute('href'));

const posts = (path: string) =>
  api.requests.filter((r) => r.method === 'POST' && r.path === path).map((r) => Object.fromEntries(r.form));

describe('recent searches', () => {
  it('shows the server-kept history when the field is empty, each entry linking to its page', async () => {
    serveHistory([person('li.na'), tag('sunset')]);
    renderSearch();
    await screen.findByTestId('recent-searches');
    expect(rows()).toEqual(['/li.na/', '/explore/tags/sunset/']);
    expect(screen.getByRole('heading', { name: 'Recent' })).toBeTruthy();
  });

  it('registers a click on an entry with its type and id', async () => {
    serveHistory([person('li.na'), tag('sunset')]);
    renderSearch();
    await screen.findByTestId('recent-searches');
    fireEvent.click(screen.getByRole('link', { name: /#sunset/ }));
    await screen.findByText('tag page');
    await waitFor(() => expect(posts(REGISTER)).toEqual([{ entity_type: 'hashtag', entity_id: 'sunset' }]));
  });

  it('removes one entry and tells the server', async () => {
    serveHistory([person('li.na'), tag('sunset')]);
    renderSearch();
    await screen.findByTestId('recent-searches');
    fireEvent.click(screen.getByRole('button', { name: 'Remove li.na from recent searches' }));
    await waitFor(() => expect(rows()).toEqual(['/explore/tags/sunset/']));
    await waitFor(() => expect(posts(HIDE)).toEqual([{ entity_type: 'user', entity_id: 'pk-li.na' }]));
  });

  it('Clear all empties the list, then suggested searches show', async () => {
    serveHistory([person('li.na')], [tag('travel')]);
    renderSearch();
    await screen.findByTestId('recent-searches');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await screen.findByTestId('suggested-searches');
    expect(screen.queryByTestId('recent-searches')).toBeNull();
    expect(screen.getByRole('link', { name: /#travel/ }).getAttribute('href')).toBe('/explore/tags/travel/');
    expect(posts(CLEAR)).toHaveLength(1);
  });

  it('shows suggested searches without history, and the hint when suggestions fail', async () => {
    serveHistory([]);
    api.on('GET', SUGGESTED, { status: 500, body: { error_id: 'internal', message: 'boom' } });
    renderSearch();
    await screen.findByText('Search for people and hashtags.');
    expect(screen.queryByTestId('suggested-searches')).toBeNull();
  });

  it('asks nothing of the history for a logged-out visitor', async () => {
    act(() => sessionStore.setSession(null, null));
    serveHistory([person('li.na')]);
    renderSearch();
    expect(screen.getByText('Search for people and hashtags.')).toBeTruthy();
    await act(async () => {});
    expect(api.requests.filter((r) => r.path === RECENT)).toEqual([]);
  });
});
