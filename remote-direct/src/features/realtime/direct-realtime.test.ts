import { afterEach, describe, expect, it } from 'vitest';
import type { DirectItem, DirectThread } from 'shared-contracts';
import { createTestQueryClient, installFakeApi, type FakeApi } from 'shared-client/testing';
import { directKeys } from 'shared-client/direct';
import { itemsOldestFirst, type DirectThreadData } from '../../queries';
import { applyRealtimeEvent, catchUp } from './direct-realtime';
import { typingIn } from './typing-store';

const item = (id: string, timestamp: number): DirectItem => ({
  item_id: id,
  user_id: '2',
  timestamp,
  item_type: 'text',
  text: id,
});

function seeded() {
  const client = createTestQueryClient();
  const data: DirectThreadData = {
    pages: [
      {
        thread: { thread_id: 't', last_seen_at: {} } as unknown as DirectThread,
        items: [item('a', 10)],
        hasOlder: false,
        oldestCursor: null,
      },
    ],
    pageParams: [null],
  };
  client.setQueryData(directKeys.thread('t'), data);
  const ids = () =>
    itemsOldestFirst(client.getQueryData<DirectThreadData>(directKeys.thread('t'))).map((i) => i.item_id);
  return { client, ids };
}

describe('applyRealtimeEvent', () => {
  it('adds a new message once, even when the event repeats', () => {
    const { client, ids } = seeded();
    applyRealtimeEvent(client, { type: 'direct-item', threadId: 't', item: item('b', 20) });
    applyRealtimeEvent(client, { type: 'direct-item', threadId: 't', item: item('b', 20) });
    expect(ids()).toEqual(['a', 'b']);
  });

  it('removes an unsent message and records seen and typing', () => {
    const { client, ids } = seeded();
    applyRealtimeEvent(client, { type: 'direct-item-removed', threadId: 't', itemId: 'a' });
    expect(ids()).toEqual([]);
    applyRealtimeEvent(client, { type: 'direct-seen', threadId: 't', userId: '2', itemId: 'a', timestamp: 5 });
    const data = client.getQueryData<DirectThreadData>(directKeys.thread('t'));
    expect(data?.pages[0]?.thread.last_seen_at['2']).toEqual({ timestamp: 5000, item_id: 'a' });
    applyRealtimeEvent(client, { type: 'direct-typing', threadId: 't', userId: '2', active: true });
    expect(typingIn('t')).toEqual(['2']);
    applyRealtimeEvent(client, { type: 'direct-typing', threadId: 't', userId: '2', active: false });
    expect(typingIn('t')).toEqual([]);
  });

  it('forgets a thread the viewer lost', () => {
    const { client } = seeded();
    applyRealtimeEvent(client, { type: 'direct-thread-removed', threadId: 't' });
    expect(client.getQueryData(directKeys.thread('t'))).toBeUndefined();
  });
});

describe('catchUp', () => {
  let api: FakeApi | undefined;
  afterEach(() => api?.restore());

  it('asks an open thread for the items after the newest one held and merges them without doubling', async () => {
    api = installFakeApi();
    const { client, ids } = seeded();
    api.on('GET', '/api/v1/direct_v2/threads/t/', (request) => ({
      thread: {
        thread_id: 't',
        last_seen_at: {},
        // The answer overlaps what is held (a) and brings what was missed (b, c).
        items: request.query.get('newer_than') === 'a' ? [item('a', 10), item('b', 20), item('c', 30)] : [],
        has_newer: false,
      },
      status: 'ok',
    }));
    api.on('GET', /\/api\/v1\/direct_v2\/(pending_)?inbox\//, {
      status: 500,
      body: { error_id: 'internal', message: 'x' },
    });
    await catchUp(client);
    expect(api.requests.find((r) => r.path === '/api/v1/direct_v2/threads/t/')?.query.get('newer_than')).toBe('a');
    expect(ids()).toEqual(['a', 'b', 'c']);
  });
});
