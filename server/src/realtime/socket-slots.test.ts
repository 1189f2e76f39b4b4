import { describe, expect, it } from 'vitest';
import { createSocketSlots } from './socket-slots.js';

// The counts behind the socket caps (docs/behaviour/direct.md#opening-the-socket).

describe('socket slots', () => {
  it('holds a session and an account to their caps, and gives a slot back once per release', () => {
    const slots = createSocketSlots({ perSession: 2, perAccount: 3 });
    const a1 = slots.take(1, 'a');
    expect(a1).not.toBeNull();
    expect(slots.take(1, 'a')).not.toBeNull();
    expect(slots.take(1, 'a')).toBeNull();
    expect(slots.take(1, 'b')).not.toBeNull();
    expect(slots.take(1, 'c')).toBeNull();
    // Another account is counted apart.
    expect(slots.take(2, 'd')).not.toBeNull();
    a1!();
    a1!();
    expect(slots.take(1, 'c')).not.toBeNull();
    expect(slots.take(1, 'a')).toBeNull();
  });
});
