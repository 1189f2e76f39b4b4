// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from 'shared-ui';
import { installDialogPolyfill } from 'shared-ui/testing';
import { FollowButton } from './FollowButton.js';
import { PersonRow } from './PersonRow.js';

// The people pieces (docs/behaviour/relationships.md#unfollow): one follow button, one person row.

installDialogPolyfill();
beforeEach(() => act(() => localeStore.setLocale('en')));
afterEach(cleanup);

function renderButton(props: Partial<Parameters<typeof FollowButton>[0]> = {}) {
  const handlers = { onFollow: vi.fn(), onUndo: vi.fn() };
  render(<FollowButton state="following" username="lin" isPrivate={false} updating={false} {...handlers} {...props} />);
  return { ...handlers, button: screen.getByTestId('follow-button') };
}

describe('FollowButton', () => {
  it('asks before unfollowing a private account; Cancel keeps the follow, Unfollow undoes it', () => {
    const { button, onUndo } = renderButton({ isPrivate: true });
    fireEvent.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Unfollow lin?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onUndo).not.toHaveBeenCalled();
    fireEvent.click(button);
    fireEvent.click(screen.getByTestId('confirm-unfollow'));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('unfollows a public account and withdraws a request at once; follows from Follow and Follow back', () => {
    const first = renderButton();
    fireEvent.click(first.button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(first.onUndo).toHaveBeenCalledTimes(1);
    cleanup();
    const requested = renderButton({ state: 'requested', isPrivate: true });
    expect(requested.button.textContent).toBe('Requested');
    fireEvent.click(requested.button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requested.onUndo).toHaveBeenCalledTimes(1);
    cleanup();
    const back = renderButton({ state: 'follow-back' });
    expect(back.button.textContent).toBe('Follow back');
    fireEvent.click(back.button);
    expect(back.onFollow).toHaveBeenCalledTimes(1);
  });

  it('opens the Following menu instead when given one, and reads in Chinese', () => {
    const onFollowingClick = vi.fn();
    act(() => localeStore.setLocale('zh-CN'));
    const { button, onUndo } = renderButton({ isPrivate: true, onFollowingClick });
    expect(button.textContent).toBe('已关注');
    fireEvent.click(button);
    expect(onFollowingClick).toHaveBeenCalledTimes(1);
    expect(onUndo).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('PersonRow', () => {
  it('shows picture, username link, verified badge, full name and the trailing action', () => {
    render(
      <ul>
        <PersonRow
          user={{ username: 'lin', full_name: 'Lin Xiaoyu', is_verified: true, profile_pic_url: '/p.webp' }}
          testId="liker-row"
          renderLink={({ className, children }) => (
            <a href="/lin/" className={className}>
              {children}
            </a>
          )}
          trailing={<button type="button">Remove</button>}
        />
      </ul>,
    );
    const row = screen.getByTestId('liker-row');
    expect(row.dataset.username).toBe('lin');
    expect(within(row).getByRole('link', { name: 'lin' }).getAttribute('href')).toBe('/lin/');
    expect(within(row).getByText('Lin Xiaoyu')).toBeTruthy();
    expect(within(row).getByLabelText('Verified')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });
});
