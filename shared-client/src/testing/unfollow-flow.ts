import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { FakeApi } from './fake-api.js';

/** What DestroyFriendship answers for user 42, lin: no longer followed. */
export const UNFOLLOWED_LIN = {
  xdt_destroy_friendship: {
    id: '42',
    username: 'lin',
    friendship_status: { following: false, outgoing_request: false, followed_by: false, is_bestie: false },
  },
};

/**
 * Unfollows lin, a followed private account, with a follow button bound to data
 * (docs/behaviour/relationships.md#unfollow), checking each step: the confirmation opens, Cancel
 * closes it and sends nothing; opened again, its Unfollow sends one request and the button reads
 * Follow. Gives the confirmation's text.
 */
export async function unfollowThroughConfirmation(button: HTMLElement, api: FakeApi): Promise<string> {
  fireEvent.click(button);
  const dialog = screen.getByRole('alertdialog', { name: 'Unfollow lin?' });
  const text = dialog.textContent ?? '';
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(api.requests).toHaveLength(0);
  fireEvent.click(button);
  fireEvent.click(screen.getByTestId('confirm-unfollow'));
  await waitFor(() => expect(button.textContent).toBe('Follow'));
  expect(api.requests).toHaveLength(1);
  return text;
}
