import type { Kysely } from 'kysely';
import {
  DIRECT_GROUP_MAX_MEMBERS,
  type DirectThread,
  type DirectThreadAnswer,
  type DirectThreadLookup,
} from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentItems } from './item-presenter.js';
import { recordActivity } from './presence.js';
import { loadMembership } from './thread-membership.js';
import { findThreadWithMembers, resolveRecipients, startThread } from './thread-lookup.js';
import { presentThreads } from './thread-presenter.js';
import { loadThreadPage, type ThreadPageRequest } from './visible-items.js';

/** One thread with a page of its messages, for a current or former member (404 for anyone else). */
export async function loadThreadAnswer(
  db: Kysely<DB>,
  viewer: UserRow,
  threadIdText: string,
  page: ThreadPageRequest,
  urls: MediaUrls,
  now: number = Date.now(),
): Promise<DirectThreadAnswer> {
  const membership = await loadMembership(db, threadIdText, viewer.id);
  const result = await loadThreadPage(db, membership, page, now);
  const items = await presentItems(db, viewer.id, result.items, urls);
  const oldest = result.items[result.items.length - 1];
  const [thread] = await presentThreads(
    db,
    viewer,
    [membership],
    urls,
    now,
    new Map([
      [
        membership.thread.id,
        page.newerThan !== undefined
          ? { items, hasNewer: result.hasNewer }
          : {
              items,
              hasOlder: result.hasOlder,
              oldestCursor: result.hasOlder && oldest ? String(oldest.id) : null,
            },
      ],
    ]),
  );
  await recordActivity(db, viewer.id, now);
  return { thread: thread!, status: 'ok' };
}

async function presentOne(db: Kysely<DB>, viewer: UserRow, threadId: number, urls: MediaUrls, now: number) {
  const membership = await loadMembership(db, String(threadId), viewer.id);
  const [thread] = await presentThreads(db, viewer, [membership], urls, now);
  return thread!;
}

/**
 * The thread whose current members are exactly the viewer and the given people (the one-to-one
 * thread for one person), or null: what the profile's Message button looks for.
 */
export async function findThreadByParticipants(
  db: Kysely<DB>,
  viewer: UserRow,
  userIdTexts: readonly string[],
  urls: MediaUrls,
  now: number = Date.now(),
): Promise<DirectThreadLookup> {
  const others = await resolveRecipients(db, viewer.id, userIdTexts);
  if (others.length === 0 || others.length >= DIRECT_GROUP_MAX_MEMBERS) return { thread: null, status: 'ok' };
  const threadId = await findThreadWithMembers(db, [viewer.id, ...others], others.length > 1);
  return { thread: threadId === null ? null : await presentOne(db, viewer, threadId, urls, now), status: 'ok' };
}

/** create_group_thread: the thread found or made, presented. */
export async function createThreadAnswer(
  db: Kysely<DB>,
  viewer: UserRow,
  userIdTexts: readonly string[],
  title: string,
  urls: MediaUrls,
  now: number = Date.now(),
): Promise<{ thread: DirectThread; created: boolean }> {
  const { threadId, created } = await startThread(db, viewer.id, userIdTexts, title, now);
  return { thread: await presentOne(db, viewer, threadId, urls, now), created };
}
