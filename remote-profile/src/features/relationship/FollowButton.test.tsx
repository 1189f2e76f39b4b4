import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from 'shared-ui';
import { NO_FRIENDSHIP } from 'shared-contracts';
import { sessionStore } from 'shared-client';
import { installFakeApi, unfollowThroughConfirmation, UNFOLLOWED_LIN, type FakeApi } from 'shared-client/testing';
import { collectToasts, deferred, renderInApp } from '../../test-render';
import { FollowButton } from './FollowButton';

const viewer = {
  pk: '9',
  id: '9',
  username: 'me',
  full_name: '',
  is_verified: false,
  is_private: false,
  profile_pic_url: '',
};
const followAnswer = (outgoing: boolean) => ({
  xdt_create_friendship: {
    id: '42',
    username: 'lin',
    friendship_status: { following: !outgoing, outgoing_request: outgoing, followed_by: false, is_bestie: false },
  },
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

let api: FakeApi;
let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  act(() => {
    localeStore.setLocale('en');
    sessionStore.setSession(viewer, 'token');
  });
  api = installFakeApi();
  toasts = collectToasts();
});
afterEach(() => {
  cleanup();
  toasts.stop();
  api.restore();
  act(() => sessionStore.setSession(null, null));
});

describe('FollowButton', () => {
  it('shows a request to a private account at once, everywhere, and waits for the server', async () => {
    const answer = deferred<unknown>();
    api.onGraphQL('CreateFriendship', () => answer.promise);
    const onFollowed = vi.fn();
    const user = { pk: '42', username: 'lin', is_private: true };
    renderInApp(
      <>
        <FollowButton user={user} known={NO_FRIENDSHIP} containerModule="profile" onFollowed={onFollowed} />
        {/* The same user in a list elsewhere on the page. */}
        <FollowButton user={user} known={NO_FRIENDSHIP} containerModule="profile_follow_list" compact />
      </>,
    );
    const [header, row] = screen.getAllByTestId('follow-button');
    fireEvent.click(header!);
    await waitFor(() => expect(header!.textContent).toBe('Requested'));
    expect(row!.textContent).toBe('Requested');
    expect((header as HTMLButtonElement).disabled).toBe(true);
    expect(header!.getAttribute('aria-busy')).toBe('true');
    // A second click while the change is under way asks nothing more.
    fireEvent.click(row!);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.variables).toMatchObject({ input: { container_module: 'profile' } });

    answer.resolve(followAnswer(true));
    await waitFor(() => expect((header as HTMLButtonElement).disabled).toBe(false));
    expect(onFollowed).toHaveBeenCalledTimes(1);
  });

  it('shows the description of a failed follow and goes back to Follow', async () => {
    api.onGraphQL('CreateFriendship', { status: 429, body: { error_id: 'rate_limited', message: 'Try again later.' } });
    renderInApp(<FollowButton user={{ pk: '42', username: 'lin' }} known={null} containerModule="profile" />);
    const button = screen.getByTestId('follow-button');
    fireEvent.click(button);
    await waitFor(() => expect(toasts.messages).toEqual(["Couldn't follow: Try again later."]));
    expect(button.textContent).toBe('Follow');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('undoes a follow on click, and a failed unfollow is silent', async () => {
    api.onGraphQL('DestroyFriendship', { status: 500, body: { error_id: 'internal', message: 'boom' } });
    renderInApp(
      <FollowButton
        user={{ pk: '42', username: 'lin' }}
        known={{ ...NO_FRIENDSHIP, following: true }}
        containerModule="profile"
      />,
    );
    const button = screen.getByTestId('follow-button');
    expect(button.textContent).toBe('Following');
    fireEvent.click(button);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(button.textContent).toBe('Following');
    expect(toasts.messages).toEqual([]);
  });

  it('asks before unfollowing a private account, and Cancel keeps the follow', async () => {
    api.onGraphQL('DestroyFriendship', UNFOLLOWED_LIN);
    const user = { pk: '42', username: 'lin', is_private: true };
    renderInApp(<FollowButton user={user} known={{ ...NO_FRIENDSHIP, following: true }} containerModule="profile" />);
    const asked = await unfollowThroughConfirmation(screen.getByTestId('follow-button'), api);
    expect(asked).toContain("you'll have to request to follow lin again");
  });

  it('opens the Following menu instead of unfollowing when the profile gives one', () => {
    const onFollowingClick = vi.fn();
    renderInApp(
      <FollowButton
        user={{ pk: '42', username: 'lin' }}
        known={{ ...NO_FRIENDSHIP, following: true }}
        containerModule="profile"
        onFollowingClick={onFollowingClick}
      />,
    );
    fireEvent.click(screen.getByTestId('follow-button'));
    expect(onFollowingClick).toHaveBeenCalledTimes(1);
    expect(api.requests).toHaveLength(0);
  });

  it('labels a follower not followed back "Follow back"', () => {
    renderInApp(
      <FollowButton
        user={{ pk: '42', username: 'lin' }}
        known={{ ...NO_FRIENDSHIP, followed_by: true }}
        containerModule="profile"
      />,
    );
    expect(screen.getByTestId('follow-button').textContent).toBe('Follow back');
  });

  it('sends a logged-out visitor to log in, and back here afterwards', () => {
    act(() => sessionStore.setSession(null, null));
    renderInApp(
      <>
        <FollowButton user={{ pk: '42', username: 'lin' }} known={null} containerModule="profile" />
        <Where />
      </>,
      { path: '/lin.xiaoyu/' },
    );
    fireEvent.click(screen.getByTestId('follow-button'));
    expect(screen.getByTestId('where').textContent).toBe('/accounts/login/?next=%2Flin.xiaoyu%2F');
    expect(api.requests).toHaveLength(0);
  });
});
