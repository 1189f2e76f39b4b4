import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeStore } from 'shared-ui';
import { ThreadRow } from './ThreadRow';
import { VIEWER_ID, fixtureThread, fixtureUser } from './thread.fixture';
import type { DirectThread } from 'shared-contracts';

function renderRow(thread: DirectThread) {
  render(
    <MemoryRouter>
      <ul>
        <ThreadRow thread={thread} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByTestId('thread-row');
}

describe('ThreadRow', () => {
  beforeEach(() => localeStore.setLocale('en'));
  afterEach(cleanup);

  it('marks a thread the viewer has not seen with bold text and a labelled blue dot', () => {
    const row = renderRow(fixtureThread({ hoursAgo: 1, seenHoursAgo: 5 }));
    expect(within(row).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(row.className).toContain('unseen');
  });

  it('shows no dot once the viewer has seen the last activity', () => {
    const row = renderRow(fixtureThread({ hoursAgo: 5, seenHoursAgo: 1 }));
    expect(within(row).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(row.className).not.toContain('unseen');
  });

  it('counts a thread whose last message the viewer sent as seen, and prefixes it with "You:"', () => {
    const row = renderRow(fixtureThread({ lastSenderId: VIEWER_ID, text: 'On my way', seenHoursAgo: null }));
    expect(within(row).getByText('You: On my way')).toBeTruthy();
    expect(within(row).queryByRole('img', { name: 'Unread' })).toBeNull();
  });

  it('shows the message of someone else without a prefix', () => {
    const row = renderRow(fixtureThread({ lastSenderId: '2', text: 'Lunch?' }));
    expect(within(row).getByText('Lunch?')).toBeTruthy();
    expect(within(row).queryByText(/You:/)).toBeNull();
  });

  it('uses the Chinese prefix in zh-CN', () => {
    localeStore.setLocale('zh-CN');
    const row = renderRow(fixtureThread({ lastSenderId: VIEWER_ID, text: '好的' }));
    expect(within(row).getByText('你：好的')).toBeTruthy();
  });

  it('reads API timestamps as microseconds', () => {
    const row = renderRow(fixtureThread({ hoursAgo: 3 }));
    expect(within(row).getByText('3 hours ago')).toBeTruthy();
  });

  it('shows the title and two overlapping avatars for a group', () => {
    const row = renderRow(
      fixtureThread({
        isGroup: true,
        title: 'Weekend hikers',
        users: [fixtureUser('2'), fixtureUser('3'), fixtureUser('4')],
      }),
    );
    expect(within(row).getByText('Weekend hikers')).toBeTruthy();
    expect(row.querySelectorAll('img')).toHaveLength(2);
  });

  it('shows one avatar for a one-to-one thread', () => {
    const row = renderRow(fixtureThread());
    expect(row.querySelectorAll('img')).toHaveLength(1);
  });

  it('says a group event as the thread does, not as an attachment', () => {
    const thread = fixtureThread({ lastSenderId: VIEWER_ID });
    const item = {
      ...thread.last_permanent_item!,
      item_type: 'action_log',
      text: undefined,
      action_log: { action: 'title' as const, description: 'demo named the group' },
    };
    const row = renderRow({ ...thread, last_permanent_item: item });
    expect(within(row).getByText('You renamed the group')).toBeTruthy();
  });
});
