import { describe, expect, it } from 'vitest';
import { type Viewer } from 'shared-contracts';
import { createEventBus } from 'shared-contracts/bus';
import { createSessionStore } from 'shared-client';
import { loadRealtimeWhenLoggedIn } from './load-realtime';

describe('loadRealtimeWhenLoggedIn', () => {
  it('loads nothing for a visitor, then starts the socket once, at the first login', async () => {
    const session = createSessionStore(createEventBus());
    let loads = 0;
    let starts = 0;
    session.setSession(null);
    loadRealtimeWhenLoggedIn(session, async () => {
      loads += 1;
      return { startRealtime: () => (starts += 1) };
    });
    expect(loads).toBe(0);
    session.setSession({ pk: '1' } as Viewer);
    session.setSession(null);
    session.setSession({ pk: '2' } as Viewer);
    await Promise.resolve();
    await Promise.resolve();
    expect([loads, starts]).toEqual([1, 1]);
  });
});
