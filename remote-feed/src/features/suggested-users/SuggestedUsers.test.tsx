import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NO_FRIENDSHIP, type AppEvents, type SuggestedUser } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { syncCacheWithBus } from 'shared-client/queries';
import { createTestQueryClient, installFakeApi, makeTestUser, type FakeApi } from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import { SuggestedUsers } from './SuggestedUsers';

let n = 0;
const suggestion = (extra: Partial<SuggestedUser> = {}): SuggestedUser => {
  n += 1;
  return {
    user: makeTestUser({ pk: `s${n}`, id: `s${n}`, username: `person${n}` }),
    social_context: 'Followed by ana',
    follower_count: 10,
    ...extra,
  };
};

let api: FakeApi;
let stopSync: () => void = () => undefined;

const renderModule = (users: SuggestedUser[]) => {
  const client = createTestQueryClient();
  stopSync = syncCacheWithBus(client, eventBus);
  return renderInApp(<SuggestedUsers users={users} />, { client });
};

/** The answer of a follow: the four fields the mutation returns. */
const followed = (pk: string, fields: { following?: boolean; outgoing_request?: boolean } = {}) => ({
  xdt_create_friendship: {
    id: pk,
    username: pk,
    friendship_status: { following: false, outgoing_request: false, followed_by: false, is_bestie: false, ...fields },
  },
});

const toasts: string[] = [];
const onToast = (toast: AppEvents['toast-requested']) => toasts.push(toast.message);

beforeEach(() => {
  localeStore.setLocale('en');
  toasts.length = 0;
  eventBus.on('toast-requested', onToast);
  api = installFakeApi();
  api.on('POST', '/api/v1/web/discover/aysf_dismiss/', { status: 'ok' });
});

afterEach(() => {
  cleanup();
  stopSync();
  eventBus.off('toast-requested', onToast);
  api.restore();
});

describe('SuggestedUsers', () => {
  it('shows a card per account with why it is suggested', () => {
    const users = [suggestion(), suggestion({ social_context: '' })];
    renderModule(users);
    expect(screen.getByRole('heading', { name: 'Suggested for you' })).toBeTruthy();
    expect(screen.getAllByTestId('suggested-user')).toHaveLength(2);
    expect(screen.getByText('Followed by ana')).toBeTruthy();
    expect(screen.getByRole('link', { name: users[0]!.user.username }).getAttribute('href')).toBe(
      `/${users[0]!.user.username}/`,
    );
  });

  it('follows from the feed module and shows Following', async () => {
    const item = suggestion();
    api.onGraphQL('CreateFriendship', followed(item.user.pk, { following: true }));
    renderModule([item]);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Following' }).hasAttribute('disabled')).toBe(false));
    expect(api.requests[0]?.variables).toMatchObject({
      input: { target_user_id: item.user.pk, container_module: 'feed_timeline' },
    });
  });

  it('shows Requested for a private account, and a toast when the follow fails', async () => {
    const privateOne = suggestion({
      user: makeTestUser({ pk: 'p1', id: 'p1', username: 'private_one', is_private: true }),
    });
    const failing = suggestion();
    api.onGraphQL('CreateFriendship', (request) =>
      (request.variables?.input as { target_user_id: string }).target_user_id === 'p1'
        ? followed('p1', { outgoing_request: true })
        : { status: 500, body: { error_id: 'internal', message: 'boom' } },
    );
    renderModule([privateOne, failing]);
    const [first, second] = screen.getAllByRole('button', { name: 'Follow' });
    await act(async () => fireEvent.click(first!));
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeTruthy();
    await act(async () => fireEvent.click(second!));
    await waitFor(() => expect(toasts).toEqual([`Couldn't follow ${failing.user.username}. Try again.`]));
    // Rolled back.
    expect(screen.getAllByRole('button', { name: 'Follow' })).toHaveLength(1);
  });

  it('offers Follow back to an account that follows the viewer', async () => {
    const item = suggestion();
    renderModule([item]);
    act(() =>
      eventBus.emit('friendship-changed', {
        userId: item.user.pk,
        friendshipStatus: { ...NO_FRIENDSHIP, followed_by: true, is_viewer_unconnected: false },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Follow back' })).toBeTruthy();
  });

  it('offers Follow back from the start when the answer says the account follows the viewer', () => {
    renderModule([suggestion({ follows_viewer: true }), suggestion({ follows_viewer: false })]);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toContain('Follow back');
    expect(screen.getAllByRole('button', { name: 'Follow back' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Follow' })).toHaveLength(1);
  });

  it('follows a follow made elsewhere (friendship-changed)', async () => {
    const item = suggestion();
    renderModule([item]);
    act(() =>
      eventBus.emit('friendship-changed', {
        userId: item.user.pk,
        friendshipStatus: { ...NO_FRIENDSHIP, following: true, is_viewer_unconnected: false },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
  });

  it('dismisses an account for good this session, and disappears when none are left', async () => {
    const [a, b] = [suggestion(), suggestion()];
    renderModule([a, b]);
    fireEvent.click(screen.getByRole('button', { name: `Stop suggesting ${a.user.username}` }));
    await waitFor(() => expect(api.requests.at(-1)?.form.get('target_id')).toBe(a.user.pk));
    expect(screen.getAllByTestId('suggested-user')).toHaveLength(1);
    cleanup();
    // The same account in a later page stays hidden.
    renderModule([a, b]);
    expect(screen.getAllByTestId('suggested-user')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('lumen.feed.dismissedSuggestions') ?? '[]')).toContain(a.user.pk);
    fireEvent.click(screen.getByRole('button', { name: `Stop suggesting ${b.user.username}` }));
    expect(screen.queryByTestId('suggested-users')).toBeNull();
  });
});
