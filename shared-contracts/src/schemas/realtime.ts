import { z } from 'zod';
import type { RealtimeClientMessage } from '../realtime/events.js';

/**
 * What a socket may send (docs/behaviour/direct.md#real-time): the runtime form of
 * `RealtimeClientMessage`, which stays a plain type so browser code need not load zod.
 */
export const RealtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), threadId: z.string().regex(/^\d{1,15}$/), active: z.boolean() }),
  z.object({ type: z.literal('echo'), nonce: z.string().max(64) }),
  z.object({ type: z.literal('ping') }),
]) satisfies z.ZodType<RealtimeClientMessage>;
