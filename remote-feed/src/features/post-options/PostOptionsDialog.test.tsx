import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { NO_FRIENDSHIP, type AppEvents, type Media } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { feedKeys, friendshipKeys, type FeedPages } from 'shared-client/queries';
import {
  createTestQueryClient,
  installFakeApi,
  makeTestMedia,
  makeTestUser,
  type FakeApi,
} from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import { PostOptionsDialog } from './PostOptionsDialog';

let n = 0;
const author = () => makeTestUser({ pk: `a${(n += 1)}`, id: `a${n}`, username: `author${n}` });

/** The profile look-up's answer: the author, and whether the viewer follows them. */
const profileOf = (media: Media, following: boolean) => ({
  data: {
    user: { ...media.user, friendship_status: { ...NO_FRIENDSHIP, following, is_viewer_unconnected: !following } },
  },
});

const PROFILE = '/api/v1/users/web_profile_info/';

function renderDialog(media = makeTestMedia({ user: author(), code: 'Abc' }), client = createTestQueryClient()) {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  renderInApp(
    <Routes>
      <Route path="/" element={<PostOptionsDialog media={media} onClose={onClose} onDeleted={onDeleted} />} />
      <Route path="/p/:code/" element={<p>post page</p>} />
    </Routes>,
    { client },
  );
  return { media, onClose, onDeleted, client };
}

let api: FakeApi;
const toasts: Array<AppEvents['toast-requested']> = [];
const onToast = (toast: AppEvents['toast-requested']) => toasts.push(toast);
const friendships: Array<AppEvents['friendship-changed']> = [];
const onFriendship = (event: AppEvents['friendship-changed']) => friendships.push(event);

beforeEach(() => {
  localeStore.setLocale('en');
  sessionStore.setSession(makeTestUser({ pk: 'viewer', username: 'me' }), 'csrf');
  toasts.length = 0;
  friendships.length = 0;
  eventBus.on('toast-requested', onToast);
  eventBus.on('friendship-changed', onFriendship);
  api = installFakeApi();
});

afterEach(() => {
  cleanup();
  eventBus.off('toast-requested', onToast);
  eventBus.off('friendship-changed', onFriendship);
  api.restore();
  sessionStore.setSession(null);
});

describe('PostOptionsDialog', () => {
  it('lists the options in a labelled dialog, with Unfollow once the profile says the viewer follows', async () => {
    const media = makeTestMedia({ user: author(), code: 'Abc' });
    api.on('GET', PROFILE, profileOf(media, true));
    renderDialog(media);
    expect(screen.getByRole('dialog', { name: 'Post options' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeTruthy();
    expect(api.requests[0]?.query.get('username')).toBe(media.user.username);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Report',
      'Unfollow',
      'Go to post',
      'Save to collection',
      'Copy link',
      'About this account',
      'Cancel',
    ]);
  });

  it('opens the report dialog, loaded then, for the post', async () => {
    const media = makeTestMedia({ user: author(), code: 'Abc' });
    api.on('GET', PROFILE, profileOf(media, false));
    renderDialog(media);
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: "It's spam" })).toBeTruthy();
  });

  it('offers no Unfollow when the viewer does not follow the author', async () => {
    const media = makeTestMedia({ user: author(), code: 'Abc' });
    api.on('GET', PROFILE, profileOf(media, false));
    renderDialog(media);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Unfollow' })).toBeNull();
  });

  it('asks nothing when the friendship cache already knows', async () => {
    const media = makeTestMedia({ user: author(), code: 'Abc' });
    const client = createTestQueryClient();
    client.setQueryData(friendshipKeys.status(media.user.pk), { ...NO_FRIENDSHIP, following: true });
    renderDialog(media, client);
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('unfollows, announces it on the bus and closes', async () => {
    const media = makeTestMedia({ user: author(), code: 'Abc' });
    api.on('GET', PROFILE, profileOf(media, true));
    api.onGraphQL('DestroyFriendship', {
      xdt_destroy_friendship: {
        id: media.user.pk,
        username: media.user.username,
        friendship_status: { following: false, outgoing_request: false, followed_by: false, is_bestie: false },
      },
    });
    const { onClose } = renderDialog(media);
    fireEvent.click(await screen.findByRole('button', { name: 'Unfollow' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(toasts[0]?.message).toBe(`Unfollowed ${media.user.username}`));
    expect(api.requests.at(-1)?.variables).toMatchObject({
      input: { target_user_id: media.user.pk, container_module: 'feed_timeline' },
    });
    expect(friendships[0]).toMatchObject({ userId: media.user.pk, friendshipStatus: { following: false } });
  });

  it('copies the post link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { onClose } = renderDialog();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/p/Abc/`);
    expect(toasts[0]?.message).toBe('Link copied');
    expect(onClose).toHaveBeenCalled();
    localeStore.setLocale('zh-CN');
    writeText.mockRejectedValueOnce(new Error('denied'));
    cleanup();
    renderDialog();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    });
    expect(toasts[1]?.message).toBe('无法复制链接');
  });

  it('goes to the post', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Go to post' }));
    expect(screen.getByText('post page')).toBeTruthy();
  });

  it('shows when the account joined, and goes back to the options', async () => {
    const media = makeTestMedia({ user: author(), code: 'Abc' });
    api.on('GET', `/api/v1/users/${media.user.pk}/about_this_account/`, {
      username: 'a',
      date_joined: Date.UTC(2021, 4, 15) / 1000,
      former_username_count: 2,
      is_verified: false,
      status: 'ok',
    });
    renderDialog(media);
    fireEvent.click(screen.getByRole('button', { name: 'About this account' }));
    expect(screen.getByRole('dialog', { name: 'About this account' })).toBeTruthy();
    expect((await screen.findByTestId('about-facts')).textContent).toBe('Date joinedMay 2021Former usernames2');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Post options' })).toBeTruthy();
  });

  it('offers Retry when the account cannot be told about', async () => {
    const media = makeTestMedia({ user: author(), code: 'Abc' });
    let calls = 0;
    api.on('GET', `/api/v1/users/${media.user.pk}/about_this_account/`, () =>
      (calls += 1) === 1
        ? { status: 500, body: { error_id: 'internal', message: 'boom' } }
        : { username: 'a', date_joined: 0, former_username_count: 0, is_verified: false, status: 'ok' },
    );
    renderDialog(media);
    fireEvent.click(screen.getByRole('button', { name: 'About this account' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Couldn't load account details.");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('about-facts')).toBeTruthy();
  });

  it('shows a quiet placeholder, no Retry, when a visitor past the limit is refused the account', async () => {
    const media = makeTestMedia({ user: author(), code: 'Abc' });
    api.on('GET', `/api/v1/users/${media.user.pk}/about_this_account/`, {
      status: 403,
      body: { error_id: 'visitor_limit_reached', message: 'Log in to keep browsing.' },
    });
    renderDialog(media);
    fireEvent.click(screen.getByRole('button', { name: 'About this account' }));
    expect(await screen.findByTestId('content-withheld')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers Delete first, then Edit, on the viewer’s own post only, and asks before deleting', async () => {
    const own = makeTestMedia({ pk: '77', user: makeTestUser({ pk: 'viewer', username: 'me' }), code: 'Mine' });
    const { onClose, onDeleted } = renderDialog(own);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Delete',
      'Edit',
      'Go to post',
      'Save to collection',
      'Copy link',
      'About this account',
      'Cancel',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete post?' })).toBeTruthy();
    // Cancel keeps the post: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.requests).toEqual([]);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes the post on confirmation, says so and takes it out of the cached feed', async () => {
    const viewer = makeTestUser({ pk: 'viewer', username: 'me' });
    const own = makeTestMedia({ pk: '77', user: viewer, code: 'Mine' });
    const other = makeTestMedia({ pk: '78', user: author(), code: 'Theirs' });
    const client = createTestQueryClient();
    client.setQueryData(feedKeys.timeline('home'), {
      pages: [
        {
          edges: [own, other].map((media) => ({ cursor: media.pk, node: { kind: 'media', media } })),
          page_info: { has_next_page: false, end_cursor: null, has_previous_page: false, start_cursor: null },
        },
      ],
      pageParams: [null],
    });
    api.on('POST', '/api/v1/media/77/delete/', { did_delete: true, status: 'ok' });
    const { onClose, onDeleted } = renderDialog(own, client);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByTestId('confirm-delete-post'));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v1/media/77/delete/']);
    expect(onClose).toHaveBeenCalled();
    expect(toasts.map((t) => t.message)).toEqual(['Post deleted']);
    const home = client.getQueryData<FeedPages>(feedKeys.timeline('home'));
    expect(home?.pages[0]?.edges.map((e) => (e.node.kind === 'media' ? e.node.media.pk : '-'))).toEqual(['78']);
  });

  it('says when the post could not be deleted, and keeps it', async () => {
    localeStore.setLocale('zh-CN');
    const own = makeTestMedia({ pk: '77', user: makeTestUser({ pk: 'viewer', username: 'me' }), code: 'Mine' });
    api.on('POST', '/api/v1/media/77/delete/', { status: 429, body: { error_id: 'rate_limited', message: 'slow' } });
    const { onClose, onDeleted } = renderDialog(own);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(screen.getByRole('alertdialog', { name: '要删除帖子吗？' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-delete-post'));
    await waitFor(() => expect(toasts.map((t) => t.message)).toEqual(['无法删除帖子，请重试。']));
    expect(onClose).toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('closes on Cancel and on Escape', () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
