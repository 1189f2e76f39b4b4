import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ActivityPage, ActivityRow } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { createTestQueryClient, fakeApiForEachTest, makeTestUser, TestProviders } from 'shared-client/testing';
import { ActivityList } from './ActivityList';

const api = fakeApiForEachTest('en');
const ann = makeTestUser({ pk: '11', id: '11', username: 'ann' });
const now = Math.floor(Date.now() / 1000);

function row(overrides: Partial<ActivityRow>): ActivityRow {
  return {
    id: 'r1',
    kind: 'follow_request',
    actors: [ann],
    actor_count: 1,
    timestamp: now - 60,
    unread: true,
    media: null,
    comment: null,
    story: null,
    ...overrides,
  };
}

function renderList(rows: ActivityRow[]) {
  const page: ActivityPage = { rows, next_max_id: null, status: 'ok' };
  api.on('GET', '/api/v1/activity/', page);
  api.on('POST', '/api/v1/activity/seen/', { status: 'ok' });
  render(
    <TestProviders client={createTestQueryClient()}>
      <MemoryRouter>
        <ActivityList sectionHeading="h2" />
      </MemoryRouter>
    </TestProviders>,
  );
}

const friendship = (following: boolean) => ({
  friendship_status: {
    following,
    followed_by: true,
    blocking: false,
    outgoing_request: false,
    incoming_request: false,
  },
  status: 'ok',
});

describe('the activity list', () => {
  it('marks the activity seen once its rows show, leads a post row to its post and a comment row to the comment', async () => {
    const media = {
      id: 'm1',
      code: 'abc',
      image_versions2: { candidates: [{ url: '/t.jpg', width: 88, height: 88 }] },
    };
    renderList([
      row({ id: 'like', kind: 'like', media }),
      row({ id: 'reply', kind: 'reply', media, comment: { id: '42', text: 'same here' } }),
    ]);
    const like = await screen.findByText(/liked your post/);
    expect(like.closest('a')?.getAttribute('href')).toBe('/p/abc/');
    // The sentence and the thumbnail both open the comment's permalink (docs/behaviour/comments.md#permalinks).
    const reply = screen.getAllByTestId('activity-row')[1]!;
    const links = [...reply.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/p/abc/c/42/', '/p/abc/c/42/']);
    expect(screen.getByRole('heading', { level: 2, name: 'Today' })).toBeTruthy();
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/v1/activity/seen/')).toBe(true));
  });

  it("quotes a story reply and leads it to the conversation it arrived in, with the story's picture", async () => {
    const story = {
      id: '7',
      username: 'me',
      image_versions2: { candidates: [{ url: '/s.jpg', width: 88, height: 88 }] },
    };
    renderList([row({ id: 'sr', kind: 'story_reply', story, story_reply: { thread_id: '340', text: 'what a view' } })]);
    const sentence = await screen.findByText(/replied to your story/);
    expect(sentence.closest('a')?.textContent).toContain('ann replied to your story: what a view');
    const links = [...screen.getByTestId('activity-row').querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/direct/t/340/', '/direct/t/340/']);
  });

  it('turns a confirmed request into a new follower, and a deleted one leaves', async () => {
    const ben = makeTestUser({ pk: '12', id: '12', username: 'ben' });
    api.on('POST', '/api/v1/friendships/approve/11/', friendship(false));
    api.on('POST', '/api/v1/friendships/ignore/12/', friendship(false));
    api.on('GET', '/api/v1/friendships/show/11/', friendship(false));
    renderList([row({}), row({ id: 'r2', actors: [ben] })]);
    const [first, second] = await screen.findAllByTestId('activity-row');
    fireEvent.click(within(first!).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(first!.textContent).toContain('ann started following you.'));
    fireEvent.click(within(second!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('activity-row')).toHaveLength(1));
  });

  it('answers an invitation to collaborate in its row: accepted it says so, declined it leaves', async () => {
    const post = (id: string) => ({ id, code: `c${id}`, image_versions2: { candidates: [] } });
    api.on('POST', '/api/v1/media/m1/collab/accept/', { status: 'ok' });
    api.on('POST', '/api/v1/media/m2/collab/decline/', { status: 'ok' });
    renderList([
      row({ kind: 'collab_invite', media: post('m1'), invitation: 'pending' }),
      row({ id: 'r2', kind: 'collab_invite', media: post('m2'), invitation: 'pending' }),
      row({ id: 'r3', kind: 'collab_invite', media: post('m3'), invitation: 'accepted' }),
    ]);
    const [first, second, third] = await screen.findAllByTestId('activity-row');
    // One accepted before says so, with nothing to answer.
    expect(third!.textContent).toContain("You accepted ann's invitation to collaborate.");
    expect(within(third!).queryByRole('button')).toBeNull();
    expect(first!.textContent).toContain('ann invited you to collaborate on their post.');
    fireEvent.click(within(first!).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(first!.textContent).toContain("You accepted ann's invitation to collaborate."));
    expect(within(first!).queryByRole('button', { name: 'Accept' })).toBeNull();
    fireEvent.click(within(second!).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getAllByTestId('activity-row')).toHaveLength(2));
    expect(api.requests.filter((r) => r.method === 'POST' && r.path.includes('/collab/')).map((r) => r.path)).toEqual([
      '/api/v1/media/m1/collab/accept/',
      '/api/v1/media/m2/collab/decline/',
    ]);
  });

  it('fetches the list again on each activity-badge push while open, and sees a new one', async () => {
    renderList([]);
    await screen.findByText('No notifications yet');
    const lists = () => api.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/activity/').length;
    const seen = () => api.requests.filter((r) => r.path === '/api/v1/activity/seen/').length;
    await waitFor(() => expect(seen()).toBe(1));
    api.on('GET', '/api/v1/activity/', { rows: [row({ kind: 'follow' })], next_max_id: null, status: 'ok' });
    act(() => eventBus.emit('realtime-event', { type: 'activity-badge', count: 1 }));
    expect(await screen.findByText(/started following you/)).toBeTruthy();
    await waitFor(() => expect(seen()).toBe(2));
    act(() => eventBus.emit('realtime-event', { type: 'activity-badge', count: 0 }));
    await waitFor(() => expect(lists()).toBe(3));
    expect(seen()).toBe(2);
  });

  it('says so when there is nothing yet', async () => {
    renderList([]);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });
});
