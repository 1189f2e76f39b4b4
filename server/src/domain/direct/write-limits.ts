import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { createSharedWindowLimiter, type SharedWindowLimiter } from '../limits/shared-window-limiter.js';

/** Writes an account may make in direct messages per minute, every kind together (docs/behaviour/direct.md#limits). */
export const DIRECT_WRITES_PER_MINUTE = 120;
/** Of those, changes that write a line into a group's history and tell every member (docs/behaviour/direct.md#limits). */
export const DIRECT_GROUP_CHANGES_PER_MINUTE = 20;

/**
 * The limits of direct-message writes, counted in the database so every server instance on it
 * shares them (docs/behaviour/direct.md#limits): one per account for every write (a send, a new
 * thread, a reaction, a seen mark, a mute, a thread action), and a stricter one for the changes a
 * group hears (its name, members, admins, timer, someone leaving).
 */
export interface DirectWriteLimits {
  writes: SharedWindowLimiter;
  groupChanges: SharedWindowLimiter;
}

export function createDirectWriteLimits(db: Kysely<DB>): DirectWriteLimits {
  return {
    writes: createSharedWindowLimiter(db, DIRECT_WRITES_PER_MINUTE, 60_000),
    groupChanges: createSharedWindowLimiter(db, DIRECT_GROUP_CHANGES_PER_MINUTE, 60_000),
  };
}

/** The key one account's direct writes count under. */
export const directWriteKey = (userId: number) => `direct-write:${userId}`;

/**
 * Counts one write of an account; past the limit, 429 `rate_limited` with the wait. Answers the
 * key, so a write counted in advance that turns out not to count (a retried send) can be given back.
 */
export async function countDirectWrite(limiter: SharedWindowLimiter, userId: number): Promise<string> {
  const key = directWriteKey(userId);
  const waitMs = await limiter.take(key);
  if (waitMs > 0) throw fail.rateLimited('You are doing that too fast. Please wait a moment.', waitMs);
  return key;
}

/** Route hooks that count a direct write before its handler runs (the viewer is required). */
export type DirectWriteHooks = ReturnType<typeof directWriteHooks>;

export function directWriteHooks(limits: DirectWriteLimits) {
  const write = async (request: FastifyRequest) => {
    await countDirectWrite(limits.writes, (await requireViewer(request)).id);
  };
  const groupChange = async (request: FastifyRequest) => {
    const viewer = await requireViewer(request);
    await countDirectWrite(limits.writes, viewer.id);
    const waitMs = await limits.groupChanges.take(`direct-group-change:${viewer.id}`);
    if (waitMs > 0) throw fail.rateLimited('You are changing this group too fast. Please wait a moment.', waitMs);
  };
  return { write, groupChange };
}
