import { describe, expect, it } from 'vitest';
import type { DirectItem, DirectThread } from 'shared-contracts';
import { canSendIn, seenMarker } from './thread-facts';

const mine: DirectItem = { item_id: 'm', user_id: 'me', timestamp: 100, item_type: 'text', text: 'hi' };

function thread(overrides: Partial<DirectThread>): DirectThread {
  return { viewer_id: 'me', is_group: false, pending: false, last_seen_at: {}, ...overrides } as DirectThread;
}

describe('seenMarker', () => {
  it('says Seen in a one-to-one thread once the other saw the last message', () => {
    expect(seenMarker(thread({ last_seen_at: { a: { timestamp: 99, item_id: 'x' } } }), mine)).toEqual({
      kind: 'none',
    });
    expect(seenMarker(thread({ last_seen_at: { a: { timestamp: 100, item_id: 'm' } } }), mine)).toEqual({
      kind: 'seen',
    });
  });

  it('counts the members who saw it in a group, and shows nothing while the request awaits approval', () => {
    const seen = {
      a: { timestamp: 100, item_id: 'm' },
      b: { timestamp: 120, item_id: 'n' },
      me: { timestamp: 100, item_id: 'm' },
    };
    expect(seenMarker(thread({ is_group: true, last_seen_at: seen }), mine)).toEqual({ kind: 'seen-by', count: 2 });
    expect(seenMarker(thread({ last_seen_at: seen, awaiting_approval: true }), mine)).toEqual({ kind: 'none' });
    expect(seenMarker(thread({ last_seen_at: seen }), { ...mine, user_id: 'a' })).toEqual({ kind: 'none' });
  });
});

describe('canSendIn', () => {
  it('is off for a request not accepted yet and across a block', () => {
    expect(canSendIn(thread({}))).toBe(true);
    expect(canSendIn(thread({ pending: true }))).toBe(false);
    expect(canSendIn(thread({ messaging_blocked: true }))).toBe(false);
  });
});
