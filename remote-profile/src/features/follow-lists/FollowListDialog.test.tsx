import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from 'shared-ui';
import { NO_FRIENDSHIP } from 'shared-contracts';
import { sessionStore, type FollowListPage } from 'shared-client';
import { installFakeApi, makeTestUser, type FakeApi } from 'shared-client/testing';
import { collectToasts, deferred, renderInApp } from '../../test-render';
import { FollowListDialog } from './FollowListDialog';

const viewer = { pk: '9', id: '9', username: 'me', full_name: '', is_verified: false, is_private: false };

function listPage(...pks: string[]): FollowListPage {
  return {
    users: pks.map((pk) => ({
      ...makeTestUser({ pk, id: pk, username: `user${pk}` }),
      friendship_status: pk === viewer.pk ? null : NO_FRIENDSHIP,
    })),
    next_max_id: null,
    more_available: false,
    status: 'ok',
  };
}

const rows = () => screen.queryAllByTestId('follow-list-row');

let api: FakeApi;
let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  act(() => {
    localeStore.setLocale('en');
    sessionStore.setSession({ ...viewer, profile_pic_url: '' }, 'token');
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

describe('FollowListDialog', () => {
  it('shows ten placeholder rows, then people with follow buttons (none on the viewer’s own row)', async () => {
    const answer = deferred<FollowListPage>();
    api.on('GET', '/api/v1/friendships/2/following/', () => answer.promise);
    const onClose = vi.fn();
    renderInApp(<FollowListDialog kind="following" userId="2" isOwner={false} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Following' });
    expect(within(dialog).getAllByTestId('follow-list-placeholder')).toHaveLength(10);
    answer.resolve(listPage('3', '9'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(dialog).queryAllByTestId('follow-list-placeholder')).toHaveLength(0);
    expect(within(rows()[0]!).getByTestId('follow-button').textContent).toBe('Follow');
    expect(within(rows()[1]!).queryByTestId('follow-button')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lets the owner remove a follower, who stays listed as removed', async () => {
    api.on('GET', '/api/v1/friendships/9/followers/', listPage('3'));
    api.on('POST', '/api/v1/friendships/remove_follower/3/', { friendship_status: NO_FRIENDSHIP, status: 'ok' });
    renderInApp(<FollowListDialog kind="followers" userId="9" isOwner onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove follower user3' }));
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Removed'));
    expect(api.requests.at(-1)?.path).toBe('/api/v1/friendships/remove_follower/3/');
  });

  it('says so when removing a follower fails, and keeps the button', async () => {
    api.on('GET', '/api/v1/friendships/9/followers/', listPage('3'));
    api.on('POST', '/api/v1/friendships/remove_follower/3/', {
      status: 500,
      body: { error_id: 'internal', message: 'x' },
    });
    renderInApp(<FollowListDialog kind="followers" userId="9" isOwner onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove follower user3' }));
    await waitFor(() => expect(toasts.messages).toEqual(['Something went wrong. Please try again later.']));
    expect(screen.getByRole('button', { name: 'Remove follower user3' })).toBeTruthy();
  });

  it('answers a follow request: the row leaves the list and a toast confirms', async () => {
    api.on('GET', '/api/v1/friendships/pending/', listPage('3', '4'));
    api.on('POST', '/api/v1/friendships/approve/3/', {
      friendship_status: { ...NO_FRIENDSHIP, followed_by: true },
      status: 'ok',
    });
    renderInApp(<FollowListDialog kind="requests" userId="9" isOwner onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: "Confirm user3's follow request" }));
    await waitFor(() => expect(rows().map((row) => row.dataset.username)).toEqual(['user4']));
    expect(toasts.messages).toEqual(["Accepted user3's follow request"]);
  });

  it('says when nobody is there, and offers Retry when the list fails', async () => {
    let calls = 0;
    api.on('GET', '/api/v1/friendships/2/followers/', () => {
      calls += 1;
      return calls === 1 ? { status: 503, body: { error_id: 'unavailable', message: 'x' } } : listPage();
    });
    renderInApp(<FollowListDialog kind="followers" userId="2" isOwner={false} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nobody here yet')).toBeTruthy();
  });

  it('shows a quiet placeholder, no Retry, when a visitor past the limit is refused the list', async () => {
    api.on('GET', '/api/v1/friendships/2/followers/', {
      status: 403,
      body: { error_id: 'visitor_limit_reached', message: 'Log in to keep browsing.' },
    });
    renderInApp(<FollowListDialog kind="followers" userId="2" isOwner={false} onClose={() => undefined} />);
    expect(await screen.findByTestId('content-withheld')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
