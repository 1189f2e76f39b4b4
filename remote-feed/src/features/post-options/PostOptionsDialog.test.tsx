import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  destroyFriendship,
  eventBus,
  fetchAboutThisAccount,
  fetchWebProfileInfo,
  localeStore,
  sessionStore,
  type AppEvents,
  type Profile,
} from 'shared-contracts';
import type * as SharedContracts from 'shared-contracts';
import { makeTestMedia, makeTestUser } from 'shared-contracts/testing';
import { PostOptionsDialog } from './PostOptionsDialog';

vi.mock('shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedContracts>()),
  destroyFriendship: vi.fn(),
  fetchAboutThisAccount: vi.fn(),
  fetchWebProfileInfo: vi.fn(),
}));

let n = 0;
const author = () => makeTestUser({ pk: `a${(n += 1)}`, username: `author${n}` });

const profileOf = (following: boolean) =>
  ({
    data: { user: { friendship_status: { following, outgoing_request: false, followed_by: false } } as Profile },
  }) as Awaited<ReturnType<typeof fetchWebProfileInfo>>;

function renderDialog(media = makeTestMedia({ user: author(), code: 'Abc' }), onClose = vi.fn()) {
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<PostOptionsDialog media={media} onClose={onClose} />} />
        <Route path="/p/:code/" element={<p>post page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { media, onClose };
}

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
  vi.mocked(fetchWebProfileInfo).mockResolvedValue(profileOf(true));
});

afterEach(() => {
  cleanup();
  eventBus.off('toast-requested', onToast);
  eventBus.off('friendship-changed', onFriendship);
  vi.clearAllMocks();
});

describe('PostOptionsDialog', () => {
  it('lists the options in a labelled dialog, with Unfollow once the viewer is known to follow', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Post options' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Unfollow',
      'Go to post',
      'Save to collection',
      'Copy link',
      'About this account',
      'Cancel',
    ]);
  });

  it('offers no Unfollow when the viewer does not follow the author', async () => {
    vi.mocked(fetchWebProfileInfo).mockResolvedValue(profileOf(false));
    renderDialog();
    await act(async () => undefined);
    expect(fetchWebProfileInfo).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Unfollow' })).toBeNull();
  });

  it('unfollows, announces it on the bus and closes', async () => {
    vi.mocked(destroyFriendship).mockResolvedValue({
      id: 'x',
      username: 'x',
      friendship_status: { following: false, outgoing_request: false, followed_by: false, is_bestie: false },
    });
    const { media, onClose } = renderDialog();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Unfollow' }));
    });
    expect(onClose).toHaveBeenCalled();
    expect(destroyFriendship).toHaveBeenCalledWith(media.user.pk, { containerModule: 'feed_timeline' });
    expect(friendships[0]).toMatchObject({ userId: media.user.pk, friendshipStatus: { following: false } });
    expect(toasts[0]?.message).toBe(`Unfollowed ${media.user.username}`);
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

  it('shows when the account joined', async () => {
    vi.mocked(fetchAboutThisAccount).mockResolvedValue({
      username: 'a',
      date_joined: Date.UTC(2021, 4, 15) / 1000,
      former_username_count: 2,
      is_verified: false,
      status: 'ok',
    });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'About this account' }));
    expect(screen.getByRole('dialog', { name: 'About this account' })).toBeTruthy();
    expect((await screen.findByTestId('about-facts')).textContent).toBe('Date joinedMay 2021Former usernames2');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Post options' })).toBeTruthy();
  });

  it('closes on Cancel and on Escape', () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
