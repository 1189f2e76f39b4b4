import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_FRIENDSHIP, type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { SUPERVISION_BLOCK_REFUSAL } from 'shared-client';
import { getFriendshipStatus } from 'shared-client/queries';
import { makeProfile } from '../../test-fixtures';
import { eachTestWithFakeApi, renderInApp } from '../../test-render';
import { BlockDialog, FAMILY_CENTER_URL } from './BlockDialog';

const BLOCK = '/api/v1/friendships/block/2/';
const UNBLOCK = '/api/v1/friendships/unblock/2/';
const blocking = { ...NO_FRIENDSHIP, blocking: true };

const harness = eachTestWithFakeApi();

function renderDialog(mode: 'block' | 'unblock', profile = makeProfile()) {
  const onClose = vi.fn();
  const reload = vi.fn();
  const view = renderInApp(<BlockDialog profile={profile} mode={mode} onClose={onClose} reload={reload} />);
  return { ...view, onClose, reload };
}

describe('BlockDialog', () => {
  it('confirms, blocks, then shows the post-confirm step whose closing reloads the page', async () => {
    harness.api.on('POST', BLOCK, { friendship_status: blocking, status: 'ok' });
    const changes: Array<AppEvents['block-changed']> = [];
    const listen = (change: AppEvents['block-changed']) => changes.push(change);
    eventBus.on('block-changed', listen);
    const { client, onClose, reload } = renderDialog('block');
    const confirm = screen.getByRole('alertdialog', { name: 'Block lin.xiaoyu?' });
    // The safe choice has focus.
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(confirm).getByTestId('block-confirm'));

    const done = await screen.findByRole('alertdialog', { name: 'lin.xiaoyu is blocked' });
    expect(document.activeElement).toBe(within(done).getByTestId('block-done-close'));
    expect(harness.toasts.messages).toEqual(['lin.xiaoyu is blocked']);
    expect(getFriendshipStatus(client, '2')?.blocking).toBe(true);
    expect(changes).toEqual([{ userId: '2', blocking: true }]);
    fireEvent.click(within(done).getByTestId('block-done-close'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    eventBus.off('block-changed', listen);
  });

  it('shows the remove-supervision step when the server refuses for supervision', async () => {
    harness.api.on('POST', BLOCK, { status: 403, body: { error_id: 'forbidden', message: SUPERVISION_BLOCK_REFUSAL } });
    const { onClose } = renderDialog('block');
    fireEvent.click(screen.getByTestId('block-confirm'));
    const refusal = await screen.findByRole('alertdialog', { name: "Can't block" });
    expect(refusal.textContent).toContain('To block them you must first remove supervision.');
    const link = within(refusal).getByRole('link', { name: 'Go to Family Center' });
    expect(link.getAttribute('href')).toBe(FAMILY_CENTER_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(harness.toasts.messages).toEqual([]);
    fireEvent.click(within(refusal).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses before any call when supervision links the two accounts', () => {
    renderDialog(
      'block',
      makeProfile({ supervision_info: { is_guardian_of_viewer: true, is_supervised_by_viewer: false } }),
    );
    expect(screen.getByRole('alertdialog', { name: "Can't block" })).toBeTruthy();
    expect(harness.api.requests).toHaveLength(0);
  });

  it('closes with a generic error toast when a block fails otherwise', async () => {
    harness.api.on('POST', BLOCK, { status: 500, body: { error_id: 'internal', message: 'boom' } });
    const { onClose, client } = renderDialog('block');
    fireEvent.click(screen.getByTestId('block-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(harness.toasts.messages).toEqual(['Something went wrong. Please try again later.']);
    expect(getFriendshipStatus(client, '2')?.blocking).toBeUndefined();
  });

  it('ends unblocked even when the unblock call fails', async () => {
    harness.api.on('POST', UNBLOCK, { status: 500, body: { error_id: 'internal', message: 'boom' } });
    const { onClose, client } = renderDialog('unblock', makeProfile({ friendship_status: blocking }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Unblock lin.xiaoyu?' })).getByTestId('block-confirm'),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(getFriendshipStatus(client, '2')?.blocking).toBe(false);
    expect(harness.toasts.messages).toEqual(['lin.xiaoyu is unblocked']);
  });
});
