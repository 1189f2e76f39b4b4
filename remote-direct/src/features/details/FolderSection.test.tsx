import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Inbox } from 'shared-contracts';
import { createTestQueryClient, fakeApiForEachTest, TestProviders } from 'shared-client/testing';
import { fixtureThread, fixtureUser } from '../inbox/thread.fixture';
import { FolderSection } from './FolderSection';

const INBOX = '/api/v1/direct_v2/inbox/';

function inbox(hasPartnershipFolder: boolean): Inbox {
  return {
    inbox: { threads: [], has_older: false, oldest_cursor: null, unseen_count: 0 },
    viewer: fixtureUser('1', { username: 'demo' }),
    has_partnership_folder: hasPartnershipFolder,
    status: 'ok',
  };
}

function renderSection(folder: 0 | 1 | 2, onMove = vi.fn()) {
  const thread = { ...fixtureThread({ id: 't1', title: 'Ana' }), folder };
  render(
    <TestProviders client={createTestQueryClient()}>
      <FolderSection thread={thread} busy={false} onMove={onMove} />
    </TestProviders>,
  );
  return onMove;
}

const api = fakeApiForEachTest();

describe('FolderSection', () => {
  it('offers Partnerships to an account that has that folder, and moves there', async () => {
    api.on('GET', INBOX, inbox(true));
    const onMove = renderSection(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Move to Partnerships' }));
    expect(onMove).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Move to General' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move to Primary' })).toBeNull();
  });

  it('offers only Primary and General to everyone else', async () => {
    api.on('GET', INBOX, inbox(false));
    const onMove = renderSection(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Move to Primary' }));
    expect(onMove).toHaveBeenCalledWith(0);
    // The inbox answered (without the folder) before the check below.
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Move to Partnerships' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move to General' })).toBeNull();
  });

  it('lets a thread already in Partnerships move out to either other folder', async () => {
    api.on('GET', INBOX, inbox(false));
    const onMove = renderSection(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Move to General' }));
    expect(onMove).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Move to Primary' })).toBeTruthy();
  });
});
