import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_PATHS } from 'shared-contracts';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { renderInApp } from '../../test-render';
import CloseFriendsScreen from './CloseFriendsScreen';
import FavoritesScreen from './FavoritesScreen';
import { followingStatus, listedUser, logInAs, stubViewportWidth, VIEWER } from './settings-test-kit';

const FOLLOWING = `/api/v1/friendships/${VIEWER.pk}/following/`;

let api: FakeApi;
beforeEach(() => {
  logInAs('en');
  stubViewportWidth(1280);
  api = installFakeApi();
});
afterEach(() => {
  cleanup();
  api.restore();
  vi.unstubAllGlobals();
});

const rowsIn = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByTestId('settings-user-row')
    .map((row) => row.dataset.username);

describe('CloseFriendsScreen', () => {
  it('lists the close friends with Remove and the people followed with Add; adding reads the list again', async () => {
    let besties = [listedUser('21', 'amy', { is_bestie: true })];
    api.on('GET', '/api/v1/friendships/besties/', () => ({ users: besties, status: 'ok' }));
    api.on('GET', FOLLOWING, {
      users: [listedUser('21', 'amy', { is_bestie: true }), listedUser('22', 'bo')],
      next_max_id: null,
      more_available: false,
      status: 'ok',
    });
    api.on('POST', '/api/v1/friendships/add_bestie/22/', () => {
      besties = [listedUser('22', 'bo', { is_bestie: true }), ...besties];
      return { friendship_status: followingStatus({ is_bestie: true }), status: 'ok' };
    });
    renderInApp(<CloseFriendsScreen />, { path: SETTINGS_PATHS.closeFriends });
    await screen.findByTestId('flagged-list');
    expect(screen.getByRole('heading', { name: 'Your close friends (1)' })).toBeTruthy();
    expect(rowsIn('flagged-list')).toEqual(['amy']);
    await screen.findByTestId('following-list');
    expect(rowsIn('following-list')).toEqual(['amy', 'bo']);
    expect(screen.getAllByRole('button', { name: 'Remove amy' })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Add bo' }));
    await waitFor(() => expect(rowsIn('flagged-list')).toEqual(['bo', 'amy']));
    expect(screen.getByRole('heading', { name: 'Your close friends (2)' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Remove bo' })).toHaveLength(2);
  });

  it('filters the people followed by what is typed', async () => {
    api.on('GET', '/api/v1/friendships/besties/', { users: [], status: 'ok' });
    api.on('GET', FOLLOWING, {
      users: [listedUser('21', 'amy'), listedUser('22', 'bo')],
      next_max_id: null,
      more_available: false,
      status: 'ok',
    });
    renderInApp(<CloseFriendsScreen />, { path: SETTINGS_PATHS.closeFriends });
    expect((await screen.findByTestId('flagged-empty')).textContent).toBe('No close friends yet');
    await screen.findByTestId('following-list');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people you follow' }), { target: { value: 'BO' } });
    expect(rowsIn('following-list')).toEqual(['bo']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people you follow' }), { target: { value: 'zz' } });
    expect(screen.getByText('No matching accounts')).toBeTruthy();
  });
});

describe('FavoritesScreen', () => {
  it('removes a favorite', async () => {
    let favorites = [listedUser('21', 'amy', { is_feed_favorite: true })];
    api.on('GET', '/api/v1/friendships/favorites/', () => ({ users: favorites, status: 'ok' }));
    api.on('GET', FOLLOWING, { users: [], next_max_id: null, more_available: false, status: 'ok' });
    api.on('POST', '/api/v1/friendships/remove_favorite/21/', () => {
      favorites = [];
      return { friendship_status: followingStatus(), status: 'ok' };
    });
    renderInApp(<FavoritesScreen />, { path: SETTINGS_PATHS.favorites });
    await screen.findByTestId('flagged-list');
    expect(screen.getByRole('heading', { name: 'Your favorites (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove amy' }));
    expect((await screen.findByTestId('flagged-empty')).textContent).toBe('No favorites yet');
  });
});
