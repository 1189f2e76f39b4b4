import { createFixedWindowLimiter } from '../http/rate-limit.js';

/**
 * Typing signals one sender may have delivered per thread per second
 * (docs/behaviour/direct.md#who-hears-what). A well-behaved client sends one every 3 seconds
 * (docs/behaviour/direct.md#typing); the cap keeps a flood from reaching anyone's tab.
 */
export const TYPING_EVENTS_PER_SECOND = 5;

/**
 * Whether one more typing signal from `senderId` in `threadId` may go out now; it counts the ones
 * it lets through and the ones it refuses. In memory, per server instance: the socket applies one
 * where the signal arrives, the hub another where events reach local sockets, so a sender holding
 * sockets on several instances is held to the cap at each recipient's instance too.
 */
export type TypingThrottle = (senderId: string, threadId: string) => boolean;

export function createTypingThrottle(now: () => number = () => Date.now()): TypingThrottle {
  const limiter = createFixedWindowLimiter(TYPING_EVENTS_PER_SECOND, 1000, now);
  return (senderId, threadId) => limiter.hit(`${senderId}:${threadId}`);
}
