import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NO_FRIENDSHIP } from 'shared-contracts';
import {
  fakeApiForEachTest,
  signedInForEachTest,
  makeTestUser,
  unfollowThroughConfirmation,
  UNFOLLOWED_LIN,
} from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import { FeedFollowButton } from './FeedFollowButton';

signedInForEachTest(makeTestUser({ pk: '9', username: 'me' }));
const api = fakeApiForEachTest();
beforeEach(() => {
  api.onGraphQL('DestroyFriendship', UNFOLLOWED_LIN);
});

describe('FeedFollowButton', () => {
  it('asks before unfollowing a private account; Cancel keeps the follow, Unfollow leaves', async () => {
    const user = { pk: '42', username: 'lin', is_private: true };
    renderInApp(<FeedFollowButton user={user} known={{ ...NO_FRIENDSHIP, following: true }} />);
    await unfollowThroughConfirmation(screen.getByTestId('feed-follow-button'), api);
  });

  it('unfollows a public account at once', async () => {
    const user = { pk: '42', username: 'lin', is_private: false };
    renderInApp(<FeedFollowButton user={user} known={{ ...NO_FRIENDSHIP, following: true }} />);
    const button = screen.getByTestId('feed-follow-button');
    fireEvent.click(button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(button.textContent).toBe('Follow'));
    expect(api.requests).toHaveLength(1);
  });
});
