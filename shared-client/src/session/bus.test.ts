import { describe, expect, it } from 'vitest';
import { createEventBus } from 'shared-contracts/bus';
import { createSessionStore } from './session-store.js';

const viewer = {
  pk: '1',
  id: '1',
  username: 'demo',
  full_name: 'Demo',
  is_verified: false,
  is_private: false,
  profile_pic_url: '/a.webp',
};

describe('session store', () => {
  it('moves from unknown to a viewer and back, announcing each change once', () => {
    const bus = createEventBus();
    const changes: Array<string | null> = [];
    bus.on('session-changed', ({ viewer: v }) => changes.push(v?.username ?? null));
    const store = createSessionStore(bus);
    expect(store.getState().status).toBe('unknown');
    store.setSession(null, 'token-a');
    store.setSession(viewer);
    store.setSession(viewer);
    expect(store.getState()).toMatchObject({ status: 'authenticated', csrfToken: 'token-a' });
    store.setSession(null, 'token-b');
    expect(store.getState()).toMatchObject({ status: 'anonymous', csrfToken: 'token-b' });
    expect(changes).toEqual([null, 'demo', null]);
  });
});
