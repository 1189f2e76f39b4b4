import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  createFriendship,
  dismissSuggestedUser,
  eventBus,
  localeStore,
  type AppEvents,
  type SuggestedUser,
} from 'shared-contracts';
import type * as SharedContracts from 'shared-contracts';
import { makeTestUser } from 'shared-contracts/testing';
import { statusAfterMutation } from '../friendships/friendship-status';
import { SuggestedUsers } from './SuggestedUsers';

vi.mock('shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedContracts>()),
  createFriendship: vi.fn(),
  destroyFriendship: vi.fn(),
  dismissSuggestedUser: vi.fn(),
}));

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

const renderModule = (users: SuggestedUser[]) =>
  render(
    <MemoryRouter>
      <SuggestedUsers users={users} />
    </MemoryRouter>,
  );

const toasts: string[] = [];
const onToast = (toast: AppEvents['toast-requested']) => toasts.push(toast.message);

beforeEach(() => {
  localeStore.setLocale('en');
  toasts.length = 0;
  eventBus.on('toast-requested', onToast);
  vi.mocked(dismissSuggestedUser).mockResolvedValue({ status: 'ok' });
});

afterEach(() => {
  cleanup();
  eventBus.off('toast-requested', onToast);
  vi.clearAllMocks();
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
    vi.mocked(createFriendship).mockResolvedValue({
      id: item.user.pk,
      username: item.user.username,
      friendship_status: { following: true, outgoing_request: false, followed_by: false, is_bestie: false },
    });
    renderModule([item]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Follow' })));
    expect(createFriendship).toHaveBeenCalledWith(item.user.pk, { containerModule: 'feed_timeline' });
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
  });

  it('shows Requested for a private account, and a toast when the follow fails', async () => {
    const [privateOne, failing] = [suggestion(), suggestion()];
    vi.mocked(createFriendship)
      .mockResolvedValueOnce({
        id: privateOne.user.pk,
        username: 'x',
        friendship_status: { following: false, outgoing_request: true, followed_by: false, is_bestie: false },
      })
      .mockRejectedValueOnce(new Error('500'));
    renderModule([privateOne, failing]);
    const [first, second] = screen.getAllByRole('button', { name: 'Follow' });
    await act(async () => fireEvent.click(first!));
    expect(screen.getByRole('button', { name: 'Requested' })).toBeTruthy();
    await act(async () => fireEvent.click(second!));
    expect(toasts).toEqual([`Couldn't follow ${failing.user.username}. Try again.`]);
    expect(screen.getAllByRole('button', { name: 'Follow' })).toHaveLength(1);
  });

  it('follows a follow made elsewhere (friendship-changed)', () => {
    const item = suggestion();
    renderModule([item]);
    act(() =>
      eventBus.emit('friendship-changed', {
        userId: item.user.pk,
        friendshipStatus: statusAfterMutation({
          following: true,
          outgoing_request: false,
          followed_by: false,
          is_bestie: false,
        }),
      }),
    );
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
  });

  it('dismisses an account for good this session, and disappears when none are left', () => {
    const [a, b] = [suggestion(), suggestion()];
    renderModule([a, b]);
    fireEvent.click(screen.getByRole('button', { name: `Stop suggesting ${a.user.username}` }));
    expect(dismissSuggestedUser).toHaveBeenCalledWith(a.user.pk);
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
