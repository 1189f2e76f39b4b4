import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { RealtimeClientMessage } from '../realtime/events.js';
import { RealtimeClientMessageSchema } from './realtime.js';

// The server reads every socket frame with this schema and drops what it refuses, so a message kind
// the client's type gains without the schema would be lost silently (docs/behaviour/direct.md#real-time).
describe('RealtimeClientMessageSchema', () => {
  it('reads the same messages the client type describes', () => {
    expectTypeOf<z.output<typeof RealtimeClientMessageSchema>>().toEqualTypeOf<RealtimeClientMessage>();
  });

  it.each<RealtimeClientMessage>([
    { type: 'typing', threadId: '340282366920938', active: true },
    { type: 'echo', nonce: 'n-1' },
    { type: 'ping' },
  ])('accepts %j', (message) => {
    expect(RealtimeClientMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    { type: 'typing', threadId: 'abc', active: true },
    { type: 'typing', threadId: '1234567890123456', active: true },
    { type: 'echo', nonce: 'x'.repeat(65) },
    { type: 'seen', threadId: '1' },
  ])('refuses %j', (message) => {
    expect(RealtimeClientMessageSchema.safeParse(message).success).toBe(false);
  });
});
