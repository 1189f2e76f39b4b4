import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NO_FRIENDSHIP } from 'shared-contracts';
import { getFriendshipStatus } from 'shared-client/queries';
import { makeProfile } from '../../test-fixtures';
import { eachTestWithFakeApi, renderInApp } from '../../test-render';
import { FollowingMenu } from './FollowingMenu';

const harness = eachTestWithFakeApi();

const following = { ...NO_FRIENDSHIP, following: true };
const unfollowAnswer = {
  xdt_destroy_friendship: {
    id: '2',
    username: 'lin.xiaoyu',
    friendship_status: { following: false, outgoing_request: false, followed_by: false, is_bestie: false },
  },
};

/** The menu as the header opens it: closing takes it away. */
function Opened({
  profile,
  onMute = () => undefined,
}: {
  profile: ReturnType<typeof makeProfile>;
  onMute?: () => void;
}) {
  const [open, setOpen] = useState(true);
  return open ? <FollowingMenu profile={profile} onClose={() => setOpen(false)} onMute={onMute} /> : null;
}

describe('FollowingMenu', () => {
  it('lists close friends, favourites, mute, restrict and unfollow, and hands mute over', () => {
    const onMute = vi.fn();
    renderInApp(<Opened profile={makeProfile({ friendship_status: following })} onMute={onMute} />);
    const menu = screen.getByRole('dialog', { name: 'lin.xiaoyu' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label')),
    ).toEqual(['Close', 'Add to close friends', 'Add to favorites', 'Mute', 'Restrict', 'Unfollow']);
    fireEvent.click(within(menu).getByRole('button', { name: 'Mute' }));
    expect(onMute).toHaveBeenCalledTimes(1);
  });

  it('reads "Remove from…" for an account already on the lists', () => {
    renderInApp(
      <Opened
        profile={makeProfile({
          friendship_status: { ...following, is_bestie: true, is_feed_favorite: true, is_restricted: true },
        })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove from close friends' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unrestrict' })).toBeTruthy();
  });

  it('adds to close friends: the menu closes, the toast follows the answer', async () => {
    harness.api.on('POST', '/api/v1/friendships/add_bestie/2/', {
      friendship_status: { ...following, is_bestie: true },
      status: 'ok',
    });
    const { client } = renderInApp(<Opened profile={makeProfile({ friendship_status: following })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to close friends' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(harness.toasts.messages).toEqual(['lin.xiaoyu added to close friends']));
    expect(getFriendshipStatus(client, '2')?.is_bestie).toBe(true);
  });

  it('restricts with a toast whose Undo unrestricts', async () => {
    harness.api.on('POST', '/api/v1/friendships/restrict/2/', {
      friendship_status: { ...following, is_restricted: true },
      status: 'ok',
    });
    harness.api.on('POST', '/api/v1/friendships/unrestrict/2/', { friendship_status: following, status: 'ok' });
    const { client } = renderInApp(<Opened profile={makeProfile({ friendship_status: following })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Restrict' }));
    await waitFor(() => expect(harness.toasts.messages).toEqual(['lin.xiaoyu is restricted']));
    const undo = harness.toasts.toasts[0]?.action;
    expect(undo?.label).toBe('Undo');
    act(() => undo?.onAction());
    await waitFor(() =>
      expect(harness.toasts.messages).toEqual(['lin.xiaoyu is restricted', 'lin.xiaoyu is unrestricted']),
    );
    expect(harness.api.requests.map((r) => r.path)).toEqual([
      '/api/v1/friendships/restrict/2/',
      '/api/v1/friendships/unrestrict/2/',
    ]);
    expect(getFriendshipStatus(client, '2')?.is_restricted).toBe(false);
    // The unrestrict's own toast offers nothing more to undo.
    expect(harness.toasts.toasts[1]?.action).toBeUndefined();
  });

  it('unfollows a public account at once', async () => {
    harness.api.onGraphQL('DestroyFriendship', unfollowAnswer);
    const { client } = renderInApp(<Opened profile={makeProfile({ friendship_status: following })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(getFriendshipStatus(client, '2')?.following).toBe(false));
  });

  it('asks before unfollowing a private account; Cancel unfollows nothing', async () => {
    harness.api.onGraphQL('DestroyFriendship', unfollowAnswer);
    const profile = makeProfile({ is_private: true, friendship_status: following });
    const { client } = renderInApp(<Opened profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Unfollow lin.xiaoyu?' });
    expect(harness.api.requests).toHaveLength(0);
    fireEvent.click(within(confirm).getByTestId('confirm-unfollow'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(getFriendshipStatus(client, '2')?.following).toBe(false));
    expect(harness.api.requests).toHaveLength(1);

    cleanup();
    renderInApp(<Opened profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(harness.api.requests).toHaveLength(1);
  });
});
