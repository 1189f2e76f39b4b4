import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_PATHS } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { installFakeApi, makeTestUser, type FakeApi } from 'shared-client/testing';
import { collectToasts, renderInApp } from '../../test-render';
import BlockedAccountsScreen from './BlockedAccountsScreen';
import { followingStatus, logInAs, stubViewportWidth } from './settings-test-kit';

const LIST = '/api/v1/users/blocked_list/';

let api: FakeApi;
let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  logInAs('en');
  stubViewportWidth(1280);
  api = installFakeApi();
  toasts = collectToasts();
});
afterEach(() => {
  cleanup();
  toasts.stop();
  api.restore();
  vi.unstubAllGlobals();
});

const blocked = (pk: string, username: string) => ({ ...makeTestUser({ pk, id: pk, username }), blocked_at: 1000 });
const usernames = () => screen.getAllByTestId('settings-user-row').map((row) => row.dataset.username);

describe('BlockedAccountsScreen', () => {
  it('lists the blocked accounts page by page', async () => {
    api.on('GET', LIST, (request) =>
      request.query.get('max_id') === 'c1'
        ? { users: [blocked('13', 'third')], next_max_id: null, more_available: false, status: 'ok' }
        : {
            users: [blocked('11', 'first'), blocked('12', 'second')],
            next_max_id: 'c1',
            more_available: true,
            status: 'ok',
          },
    );
    renderInApp(<BlockedAccountsScreen />, { path: SETTINGS_PATHS.blockedAccounts });
    await screen.findByTestId('blocked-list');
    expect(usernames()).toEqual(['first', 'second']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(usernames()).toEqual(['first', 'second', 'third']));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('unblocks: the row leaves the list, a toast says so and the change is announced', async () => {
    api.on('GET', LIST, {
      users: [blocked('11', 'first'), blocked('12', 'second')],
      next_max_id: null,
      more_available: false,
      status: 'ok',
    });
    api.on('POST', '/api/v1/friendships/unblock/12/', {
      friendship_status: followingStatus({ following: false }),
      status: 'ok',
    });
    const announced: unknown[] = [];
    const listener = (event: unknown) => announced.push(event);
    eventBus.on('block-changed', listener);
    renderInApp(<BlockedAccountsScreen />, { path: SETTINGS_PATHS.blockedAccounts });
    const row = (await screen.findAllByTestId('settings-user-row'))[1]!;
    fireEvent.click(within(row).getByRole('button', { name: 'Unblock second' }));
    await waitFor(() => expect(usernames()).toEqual(['first']));
    expect(toasts.messages).toEqual(['second is unblocked']);
    expect(announced).toEqual([{ userId: '12', blocking: false }]);
    eventBus.off('block-changed', listener);
  });

  it('says when nobody is blocked', async () => {
    api.on('GET', LIST, { users: [], next_max_id: null, more_available: false, status: 'ok' });
    renderInApp(<BlockedAccountsScreen />, { path: SETTINGS_PATHS.blockedAccounts });
    expect((await screen.findByTestId('blocked-empty')).textContent).toMatch("You haven't blocked anyone");
  });
});
