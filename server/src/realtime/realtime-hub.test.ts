import { describe, expect, it } from 'vitest';
import type { RealtimeServerEvent } from 'shared-contracts';
import { createLocalRealtimeHub } from './realtime-hub.js';
import { TYPING_EVENTS_PER_SECOND } from './typing-throttle.js';

// Delivery to this instance's sockets holds typing to its cap, whichever instance published it
// (docs/behaviour/direct.md#who-hears-what).

const typing = (userId: string, threadId: string): RealtimeServerEvent => ({
  type: 'direct-typing',
  threadId,
  userId,
  active: true,
});

describe('local realtime hub', () => {
  it('delivers at most 5 typing events a second per sender and thread; other events pass', () => {
    let now = 1_000_000;
    const hub = createLocalRealtimeHub({ now: () => now });
    const received: RealtimeServerEvent[] = [];
    hub.subscribe(7, (event) => received.push(event));
    const count = (userId: string, threadId: string) =>
      received.filter((e) => e.type === 'direct-typing' && e.userId === userId && e.threadId === threadId).length;
    for (let i = 0; i < 200; i += 1) hub.publish([7], typing('1', '10'));
    hub.publish([7], typing('2', '10'));
    hub.publish([7], typing('1', '11'));
    for (let i = 0; i < 30; i += 1) hub.publish([7], { type: 'badge', count: i });
    expect(count('1', '10')).toBe(TYPING_EVENTS_PER_SECOND);
    expect(count('2', '10')).toBe(1);
    expect(count('1', '11')).toBe(1);
    expect(received.filter((e) => e.type === 'badge')).toHaveLength(30);
    now += 999;
    hub.publish([7], typing('1', '10'));
    expect(count('1', '10')).toBe(TYPING_EVENTS_PER_SECOND);
    now += 1;
    for (let i = 0; i < 200; i += 1) hub.publish([7], typing('1', '10'));
    expect(count('1', '10')).toBe(2 * TYPING_EVENTS_PER_SECOND);
  });
});
