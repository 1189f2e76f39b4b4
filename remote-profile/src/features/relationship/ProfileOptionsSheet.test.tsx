import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NO_FRIENDSHIP } from 'shared-contracts';
import { getFriendshipStatus } from 'shared-client/queries';
import { makeProfile } from '../../test-fixtures';
import { eachTestWithFakeApi, renderInApp } from '../../test-render';
import { ProfileOptionsSheet } from './ProfileOptionsSheet';

const harness = eachTestWithFakeApi();

/** The sheet as the header opens it: closing takes it away. */
function Opened({ profile, onFollowUp }: { profile: ReturnType<typeof makeProfile>; onFollowUp: () => void }) {
  const [open, setOpen] = useState(true);
  return open ? <ProfileOptionsSheet profile={profile} onClose={() => setOpen(false)} onFollowUp={onFollowUp} /> : null;
}

describe('ProfileOptionsSheet', () => {
  it('restricts at once: the sheet closes, and the toast follows the server’s answer', async () => {
    harness.api.on('POST', '/api/v1/friendships/restrict/2/', {
      friendship_status: { ...NO_FRIENDSHIP, is_restricted: true },
      status: 'ok',
    });
    const { client } = renderInApp(<Opened profile={makeProfile()} onFollowUp={() => undefined} />);
    const sheet = screen.getByRole('dialog', { name: 'Options' });
    expect(within(sheet).queryByTestId('option-bestie')).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Restrict' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(harness.toasts.messages).toEqual(['lin.xiaoyu is restricted']));
    expect(getFriendshipStatus(client, '2')?.is_restricted).toBe(true);
  });

  it('offers close friends and favourites for a followed account, and Unblock for a blocked one', () => {
    const onFollowUp = vi.fn();
    renderInApp(
      <Opened
        profile={makeProfile({ friendship_status: { ...NO_FRIENDSHIP, following: true } })}
        onFollowUp={onFollowUp}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add to close friends' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(onFollowUp).toHaveBeenCalledWith('block');
    cleanup();
    renderInApp(
      <Opened
        profile={makeProfile({ friendship_status: { ...NO_FRIENDSHIP, blocking: true } })}
        onFollowUp={onFollowUp}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(onFollowUp).toHaveBeenLastCalledWith('unblock');
  });

  it('hands Report over to the report dialog', () => {
    const onFollowUp = vi.fn();
    renderInApp(<Opened profile={makeProfile()} onFollowUp={onFollowUp} />);
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(onFollowUp).toHaveBeenCalledWith('report');
  });
});
